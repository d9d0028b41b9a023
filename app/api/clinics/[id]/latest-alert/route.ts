import type { NextRequest } from "next/server";
import { requireClinicStaff } from "@/lib/auth/guards";
import { latestAlert } from "@/lib/clinics/latest-alert";
import { latestAlertQuerySchema } from "@/lib/clinics/schemas";
import { json, readQuery, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** The clinic's newest alert time and the requests alerted since `since`: the dashboard's alarm polls it. Staff of the clinic or admin. */
export const GET = route(async (req: NextRequest, ctx: RouteContext<"/api/clinics/[id]/latest-alert">) => {
  const { id } = await ctx.params;
  await requireClinicStaff(id);
  const { since } = readQuery(req, latestAlertQuerySchema);
  return json(await latestAlert(readUuid(id, "Clinic"), since ? new Date(since) : undefined), {
    headers: { "Cache-Control": "no-store" },
  });
});
