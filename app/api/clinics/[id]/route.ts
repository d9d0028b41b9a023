import type { NextRequest } from "next/server";
import { requireAdmin, requireClinicStaff } from "@/lib/auth/guards";
import { clinicPatchSchema } from "@/lib/clinics/admin-schemas";
import { deleteClinic, findClinic, updateClinic } from "@/lib/clinics/admin";
import { notFound } from "@/lib/errors";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

type Ctx = RouteContext<"/api/clinics/[id]">;

/** The clinic for the dashboard (staff of this clinic) or the admin portal. */
export const GET = route(async (_req: NextRequest, ctx: Ctx) => {
  const { id } = await ctx.params;
  await requireClinicStaff(id);
  const clinic = await findClinic(readUuid(id, "Clinic"));
  if (!clinic) throw notFound("Clinic");
  return json(clinic, { headers: { "Cache-Control": "no-store" } });
});

/** Admin: any field. Staff of this clinic: its details and availability only (lib/clinics/admin-schemas STAFF_EDITABLE_FIELDS). */
export const PATCH = route(async (req: NextRequest, ctx: Ctx) => {
  const { id } = await ctx.params;
  const user = await requireClinicStaff(id);
  const patch = await readJson(req, clinicPatchSchema);
  return json(await updateClinic(readUuid(id, "Clinic"), patch, user, req.headers));
});

/** Admin only; staff accounts stay, unlinked (users.clinic_id ON DELETE SET NULL). */
export const DELETE = route(async (req: NextRequest, ctx: Ctx) => {
  const { id } = await ctx.params;
  const user = await requireAdmin();
  await deleteClinic(readUuid(id, "Clinic"), user, req.headers);
  return new Response(null, { status: 204 });
});
