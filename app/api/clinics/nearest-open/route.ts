import type { NextRequest } from "next/server";
import { findNearestOpenHospital } from "@/lib/clinics/nearest-open";
import { nearestOpenQuerySchema } from "@/lib/clinics/schemas";
import { json, readQuery, route } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-meta";

export const dynamic = "force-dynamic";

/** Public: the nearest hospital that is open and accepting, for "Call the nearest open 24-hour hospital". */
export const GET = route(async (req: NextRequest) => {
  const query = readQuery(req, nearestOpenQuerySchema);
  await consumeLimit("nearestOpenIp", clientIp(req.headers));
  // Open now and availability change by the minute: never cached.
  return json(await findNearestOpenHospital(query), { headers: { "Cache-Control": "no-store" } });
});
