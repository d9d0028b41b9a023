import type { NextRequest } from "next/server";
import { requireClinicStaff } from "@/lib/auth/guards";
import { listClinicRequests } from "@/lib/clinics/requests";
import { json, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** The requests broadcast to this clinic, newest first. Staff of the clinic or admin. */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/clinics/[id]/emergency-requests">) => {
  const { id } = await ctx.params;
  await requireClinicStaff(id);
  return json(await listClinicRequests(readUuid(id, "Clinic")), { headers: { "Cache-Control": "no-store" } });
});
