import type { NextRequest } from "next/server";
import { requireAdmin } from "@/lib/auth/guards";
import { listClinicAudit } from "@/lib/clinics/admin";
import { json, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** A clinic's audit trail, newest first (admin). */
export const GET = route(async (_req: NextRequest, ctx: RouteContext<"/api/clinics/[id]/audit">) => {
  await requireAdmin();
  const id = readUuid((await ctx.params).id, "Clinic");
  return json(await listClinicAudit(id), { headers: { "Cache-Control": "no-store" } });
});
