import type { NextRequest } from "next/server";
import { recordContactTapSchema } from "@/lib/arrivals/schemas";
import { recordContactTap } from "@/lib/arrivals/service";
import { readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** { clinicId, method }: the owner tapped Call, Directions or the taxi card for a clinic, which lets them tell it "I'm coming". 204. */
export const POST = route(async (req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/contacts">) => {
  const id = readUuid((await ctx.params).id, "Emergency request");
  await recordContactTap(id, await readJson(req, recordContactTapSchema));
  return new Response(null, { status: 204 });
});
