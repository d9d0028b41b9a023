import type { NextRequest } from "next/server";
import { json, readQuery, route } from "@/lib/http";
import { resolveTypedPlace } from "@/lib/places/resolve";
import { resolvePlaceQuerySchema } from "@/lib/places/schemas";
import { consumeLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-meta";

export const dynamic = "force-dynamic";

/** Public: can the place typed on wizard step 2 be located? If not, the districts to choose from. */
export const GET = route(async (req: NextRequest) => {
  const { q, locale } = readQuery(req, resolvePlaceQuerySchema);
  await consumeLimit("placeLookupIp", clientIp(req.headers));
  return json(await resolveTypedPlace(q, locale), { headers: { "Cache-Control": "no-store" } });
});
