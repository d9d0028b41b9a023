import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { listArrivalNotices } from "@/lib/arrivals/queries";
import { tellComingSchema } from "@/lib/arrivals/schemas";
import { tellClinicComing } from "@/lib/arrivals/service";
import { emergencyRequestExists } from "@/lib/emergency/queries";
import { notFound } from "@/lib/errors";
import { json, readJson, route } from "@/lib/http";
import { clientIp } from "@/lib/request-meta";
import { requireHumanCheck } from "@/lib/sign-in/human-check";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** The request's "I'm coming" notices, each with its message's delivery (the owner's card polls it). */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/arrival">) => {
  const id = readUuid((await ctx.params).id, "Emergency request");
  if (!(await emergencyRequestExists(id))) throw notFound("Emergency request");
  return json(await listArrivalNotices(id), { headers: { "Cache-Control": "no-store" } });
});

/**
 * { clinicId, etaMinutes } → 201 the notice (lib/arrivals/service.ts says who may be told). Like a
 * broadcast, it messages a clinic: a caller who is not signed in sends a solved proof-of-work
 * challenge (X-Altcha), else 403.
 */
export const POST = route(async (req: NextRequest, ctx: RouteContext<"/api/emergency-requests/[id]/arrival">) => {
  const id = readUuid((await ctx.params).id, "Emergency request");
  const input = await readJson(req, tellComingSchema);
  const signedIn = (await getCurrentUser()) !== null;
  const caller = { ip: clientIp(req.headers), humanCheck: () => requireHumanCheck(req.headers, signedIn) };
  return json(await tellClinicComing(id, input, caller), { status: 201 });
});
