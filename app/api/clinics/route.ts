import type { NextRequest } from "next/server";
import { requireAdmin } from "@/lib/auth/guards";
import { createClinic } from "@/lib/clinics/admin";
import { clinicFormSchema, clinicSearchQuerySchema } from "@/lib/clinics/schemas";
import { searchClinicsJson } from "@/lib/clinics/search";
import { getServerEnv } from "@/lib/env";
import { json, jsonBytes, readJson, readQuery, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The list of clinics; `near=lat,lng` gives the nearest first (KNN), capped by `limit`. */
export const GET = route(async (req: NextRequest) => {
  const query = readQuery(req, clinicSearchQuerySchema);
  const limit = query.limit ?? getServerEnv().NEAREST_CLINICS_LIMIT;
  const clinics = await searchClinicsJson({ near: query.near, regionCode: query.region, is24Hour: query.is24Hour, limit });
  return jsonBytes(clinics, { headers: { "Cache-Control": "public, max-age=60" } });
});

/** Add a clinic (admin). */
export const POST = route(async (req: NextRequest) => {
  const user = await requireAdmin();
  const input = await readJson(req, clinicFormSchema);
  return json(await createClinic(input, user, req.headers), { status: 201 });
});
