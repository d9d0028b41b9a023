import type { NextRequest } from "next/server";
import { inviteStaff } from "@/lib/accounts/identity";
import { requireAdmin } from "@/lib/auth/guards";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { linkStaffSchema } from "@/lib/clinics/admin-schemas";
import { listClinicStaff } from "@/lib/clinics/staff";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

type Ctx = RouteContext<"/api/clinics/[id]/staff">;

/** Staff users of a clinic (admin). */
export const GET = route(async (_req: NextRequest, ctx: Ctx) => {
  await requireAdmin();
  const id = readUuid((await ctx.params).id, "Clinic");
  return json(await listClinicStaff(id), { headers: { "Cache-Control": "no-store" } });
});

/**
 * { email }: invites the address. Nobody is linked here: the person opens the
 * emailed link (7 days) signed in with that address, verified. The answer is
 * the same whether or not the address has an account. A change of the staff:
 * a fresh check first (403 step_up_required, before the body is read), then
 * announced to the clinic's staff and the admins with an undo link.
 */
export const POST = route(async (req: NextRequest, ctx: Ctx) => {
  const admin = await requireAdmin();
  await requireFreshCheck(admin);
  const id = readUuid((await ctx.params).id, "Clinic");
  const { email } = await readJson(req, linkStaffSchema);
  return json({ invited: true, ...(await inviteStaff(id, email, admin, req.headers)) }, { status: 201 });
});
