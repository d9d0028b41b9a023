import type { NextRequest } from "next/server";
import { requireAdmin } from "@/lib/auth/guards";
import { linkStaffSchema } from "@/lib/clinics/admin-schemas";
import { linkStaff, listClinicStaff } from "@/lib/clinics/staff";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

type Ctx = RouteContext<"/api/clinics/[id]/staff">;

/** SPEC §7 staff users of a clinic (admin). */
export const GET = route(async (_req: NextRequest, ctx: Ctx) => {
  await requireAdmin();
  const id = readUuid((await ctx.params).id, "Clinic");
  return json(await listClinicStaff(id), { headers: { "Cache-Control": "no-store" } });
});

/** { email }: links an existing account (404 if the person never signed in); one linked elsewhere is moved (`movedFrom`). */
export const POST = route(async (req: NextRequest, ctx: Ctx) => {
  const admin = await requireAdmin();
  const id = readUuid((await ctx.params).id, "Clinic");
  const { email } = await readJson(req, linkStaffSchema);
  return json(await linkStaff(id, email, admin, req.headers), { status: 201 });
});
