import type { NextRequest } from "next/server";
import { requireAdmin } from "@/lib/auth/guards";
import { geocodeSchema } from "@/lib/clinics/admin-schemas";
import { geocodeAddress } from "@/lib/geo/address-lookup";
import { json, readJson, route } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

/** { address } → { latitude, longitude, source: "als" | "gazetteer" } (admin). */
export const POST = route(async (req: NextRequest) => {
  const user = await requireAdmin();
  await consumeLimit("geocode", user.id);
  const { address } = await readJson(req, geocodeSchema);
  return json(await geocodeAddress(address), { headers: { "Cache-Control": "no-store" } });
});
