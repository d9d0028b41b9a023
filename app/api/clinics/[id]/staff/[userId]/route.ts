import type { NextRequest } from "next/server";
import { requireAdmin } from "@/lib/auth/guards";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { unlinkStaff } from "@/lib/clinics/staff";
import { route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** Unlink a staff member (admin, after a fresh check); the account stays. Announced with an undo link. */
export const DELETE = route(async (req: NextRequest, ctx: RouteContext<"/api/clinics/[id]/staff/[userId]">) => {
  const admin = await requireAdmin();
  await requireFreshCheck(admin);
  const { id, userId } = await ctx.params;
  await unlinkStaff(readUuid(id, "Clinic"), readUuid(userId, "Staff member"), admin, req.headers);
  return new Response(null, { status: 204 });
});
