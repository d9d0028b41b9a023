import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { isAdmin } from "@/lib/domain/enums";
import { listBroadcastMessages } from "@/lib/broadcast/queries";
import { emergencyRequestExists } from "@/lib/emergency/queries";
import { notFound } from "@/lib/errors";
import { json, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/**
 * The request's alert messages, one row each (the owner's pages poll each hospital's one state instead:
 * GET /api/emergency-requests/{id}/state). Raw provider errors for admins only; account data for the owner only.
 */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/messages">) => {
  const id = readUuid((await ctx.params).id);
  if (!(await emergencyRequestExists(id))) throw notFound("Emergency request");
  const viewer = await getCurrentUser();
  return json(await listBroadcastMessages(id, { forAdmin: isAdmin(viewer), viewerId: viewer?.id }), {
    headers: { "Cache-Control": "no-store" },
  });
});
