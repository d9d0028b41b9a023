import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { isAdmin } from "@/lib/domain/enums";
import { emergencyRequestExists } from "@/lib/emergency/queries";
import { notFound } from "@/lib/errors";
import { json, route } from "@/lib/http";
import { loadRequestState } from "@/lib/request-state/queries";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/**
 * Each alerted (told, or called) hospital's one state and the request's summary
 * (lib/request-state derives both): what the results and status pages render, polled every 5 s.
 * Public by the request's unguessable id, like its messages; the providers' raw errors for admins only.
 */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/state">) => {
  const id = readUuid((await ctx.params).id, "Emergency request");
  if (!(await emergencyRequestExists(id))) throw notFound("Emergency request");
  const viewer = await getCurrentUser();
  return json(await loadRequestState(id, { forAdmin: isAdmin(viewer) }), { headers: { "Cache-Control": "no-store" } });
});
