import type { NextRequest } from "next/server";
import { listArrivalNotices } from "@/lib/arrivals/queries";
import { tellComingSchema } from "@/lib/arrivals/schemas";
import { tellClinicComing } from "@/lib/arrivals/service";
import { emergencyRequestExists } from "@/lib/emergency/queries";
import { notFound } from "@/lib/errors";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** The request's "I'm coming" notices, each with its message's delivery (the owner's card polls it). */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/arrival">) => {
  const id = readUuid((await ctx.params).id, "Emergency request");
  if (!(await emergencyRequestExists(id))) throw notFound("Emergency request");
  return json(await listArrivalNotices(id), { headers: { "Cache-Control": "no-store" } });
});

/** { clinicId, etaMinutes } → 201 the notice; 403 for a clinic that neither accepted nor was called, 409 for a second one (issue 29). */
export const POST = route(async (req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/arrival">) => {
  const id = readUuid((await ctx.params).id, "Emergency request");
  const input = await readJson(req, tellComingSchema);
  return json(await tellClinicComing(id, input), { status: 201 });
});
