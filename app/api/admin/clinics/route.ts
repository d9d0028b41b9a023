import type { NextRequest } from "next/server";
import { requireAdmin } from "@/lib/auth/guards";
import { listAdminClinics } from "@/lib/clinics/admin-list";
import { adminClinicListQuerySchema } from "@/lib/clinics/admin-schemas";
import { json, readQuery, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** ?q=&region=&h24=yes|no&available=yes|no&support=yes|no&gps=missing&page= — 20 per page, filtered in SQL. */
export const GET = route(async (req: NextRequest) => {
  await requireAdmin();
  const query = readQuery(req, adminClinicListQuerySchema);
  return json(await listAdminClinics(query), { headers: { "Cache-Control": "no-store" } });
});
