import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { listPetsForViewer } from "@/lib/accounts/queries";
import { json, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

type IdContext = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

/** A user's pets: yourself, or an admin. */
export const GET = route(async (_req: NextRequest, ctx: IdContext) => {
  const viewer = await requireUser();
  const id = readUuid((await ctx.params).id, "User");
  return json(await listPetsForViewer(viewer, id), { headers: { "Cache-Control": "no-store" } });
});
