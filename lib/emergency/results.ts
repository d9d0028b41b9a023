import "server-only";
import { countQuickBroadcastClinics } from "@/lib/broadcast/service";
import { listBroadcastMessages } from "@/lib/broadcast/queries";
import { toBroadcastContent } from "@/lib/broadcast/content-input";
import { searchClinics } from "@/lib/clinics/search";
import { withProfiles } from "@/lib/clinics/profile-queries";
import { currentTime } from "@/lib/clock";
import { getServerEnv } from "@/lib/env";
import { currentSevereWeather } from "@/lib/feeds/weather";
import { listRegions } from "@/lib/regions/queries";
import { readUuidOrNull } from "@/lib/validation/params";
import type { Locale } from "@/lib/i18n/locale";
import { findEmergencyRequest } from "./queries";
import { loadArrivals } from "@/lib/arrivals/queries";

/**
 * Everything the results page renders, read in parallel on the server: the
 * request, its nearest N clinics (KNN in SQL, never the whole table), regions,
 * the quick-broadcast count and any messages already sent; each clinic with
 * its profile (issue 28). `viewerId`: who
 * is looking (a saved pet's details only for its signed-in owner); `locale`: the page's language.
 */
export async function loadResults(requestIdParam: string, viewerId: string | null | undefined, locale: Locale) {
  const requestId = readUuidOrNull(requestIdParam);
  if (!requestId) return null;
  const request = await findEmergencyRequest(requestId, viewerId);
  if (!request) return null;
  const near =
    request.locationLatitude !== null && request.locationLongitude !== null
      ? { latitude: Number(request.locationLatitude), longitude: Number(request.locationLongitude) }
      : null;
  const at = await currentTime();
  const [clinics, regions, quickCount, messages, weather, arrivals] = await Promise.all([
    searchClinics({ near, limit: getServerEnv().NEAREST_CLINICS_LIMIT, at }).then(withProfiles),
    listRegions(),
    countQuickBroadcastClinics(request.petSpecies),
    listBroadcastMessages(requestId, { viewerId }),
    currentSevereWeather(at),
    loadArrivals(requestId),
  ]);
  return {
    request,
    clinics,
    regions,
    quickCount,
    // The preview of the alert, in the page's language.
    content: toBroadcastContent(request, locale),
    messages,
    weather,
    arrivals,
    now: at.toISOString(),
    /** Where distances are measured from; a district or area centre (or a look-alike address) is approximate. */
    origin: near && { ...near, approximate: request.locationPrecision === "area" },
  };
}
