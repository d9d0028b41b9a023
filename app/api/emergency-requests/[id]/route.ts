import type { NextRequest } from "next/server";
import { getCurrentUser, requireUser } from "@/lib/auth/guards";
import { findEmergencyRequest } from "@/lib/emergency/queries";
import { updateEmergencyRequestSchema } from "@/lib/emergency/schemas";
import { authorizeMarkResponded, markEmergencyResponded } from "@/lib/emergency/service";
import { notFound } from "@/lib/errors";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";
import { readUuidOrNull } from "@/lib/validation/uuid";

export const dynamic = "force-dynamic";

/** Public by its unguessable id (an owner without an account has only the link); a saved pet's weight and notes only for its signed-in owner. */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]">) => {
  const request = await findEmergencyRequest(readUuid((await ctx.params).id), (await getCurrentUser())?.id);
  if (!request) throw notFound("Emergency request");
  return json(request, { headers: { "Cache-Control": "no-store" } });
});

/** { status: "responded" }: staff of an alerted clinic, or an admin; permission first (403 alike for a missing request), then the body. */
export const PATCH = route(async (req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]">) => {
  const user = await requireUser();
  const authorized = await authorizeMarkResponded(readUuidOrNull((await ctx.params).id), user);
  await readJson(req, updateEmergencyRequestSchema);
  return json(await markEmergencyResponded(authorized.request.id, user, req.headers, authorized));
});
