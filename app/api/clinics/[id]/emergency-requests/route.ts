import type { NextRequest } from "next/server";
import { requireClinicStaff } from "@/lib/auth/guards";
import { notFound } from "@/lib/errors";
import { json, route } from "@/lib/http";
import { listClinicEmergencyRequests } from "@/lib/messaging/clinic-requests";

export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC §7: the requests broadcast to this clinic, newest first. Staff of the clinic or admin. */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/clinics/[id]/emergency-requests">) => {
  const { id } = await ctx.params;
  await requireClinicStaff(id);
  if (!UUID.test(id)) throw notFound("Clinic");
  return json(await listClinicEmergencyRequests(id), { headers: { "Cache-Control": "no-store" } });
});
