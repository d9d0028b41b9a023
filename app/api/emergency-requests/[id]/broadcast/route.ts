import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { broadcastToClinics } from "@/lib/broadcast/service";
import { broadcastRequestSchema } from "@/lib/emergency/schemas";
import { json, readJson, route } from "@/lib/http";
import { clientIp } from "@/lib/request-meta";
import { requireHumanCheck } from "@/lib/sign-in/human-check";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/**
 * { clinicIds, message } (or { quick: true }) → { count } clinics queued.
 * Anonymous callers also send a solved proof-of-work challenge (X-Altcha), else 403.
 */
export const POST = route(async (req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/broadcast">) => {
  const id = readUuid((await ctx.params).id);
  const input = await readJson(req, broadcastRequestSchema);
  const signedIn = (await getCurrentUser()) !== null;
  await requireHumanCheck(req.headers, signedIn);
  return json(await broadcastToClinics(id, input, { ip: clientIp(req.headers), signedIn }), { status: 201 });
});
