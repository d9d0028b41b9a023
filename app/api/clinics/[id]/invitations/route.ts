import type { NextRequest } from "next/server";
import { listInvitations } from "@/lib/accounts/identity";
import { requireAdmin } from "@/lib/auth/guards";
import { json, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** Pending staff invitations of a clinic (admin): address and expiry, never the link. */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/clinics/[id]/invitations">) => {
  await requireAdmin();
  const id = readUuid((await ctx.params).id, "Clinic");
  return json(await listInvitations(id), { headers: { "Cache-Control": "no-store" } });
});
