import "server-only";
import { countQuickBroadcastClinics } from "@/lib/broadcast/service";
import { toBroadcastContent } from "@/lib/broadcast/content-input";
import { searchClinics } from "@/lib/clinics/search";
import { withProfiles } from "@/lib/clinics/profile-queries";
import { currentTime } from "@/lib/clock";
import { currentSevereWeather } from "@/lib/feeds/weather";
import { listRegions } from "@/lib/regions/queries";
import { readUuidOrNull } from "@/lib/validation/uuid";
import type { Locale } from "@/lib/i18n/locale";
import { findEmergencyRequest } from "./queries";
import { loadRequestState } from "@/lib/request-state/queries";
import { resultsSearch } from "./results-search";

/**
 * Everything the results page renders, read in parallel on the server: the
 * request, its nearest N clinics (KNN in SQL, never the whole table), regions,
 * the quick-broadcast count and each hospital's state for this request
 * (lib/request-state); each clinic with its profile. `viewerId`: who is
 * looking (a saved pet's details only for its signed-in owner); `locale`: the
 * page's language.
 */
export async function loadResults(requestIdParam: string, viewerId: string | null | undefined, locale: Locale) {
  const requestId = readUuidOrNull(requestIdParam);
  if (!requestId) return null;
  const request = await findEmergencyRequest(requestId, viewerId);
  if (!request) return null;
  const search = resultsSearch(request);
  const near = search.near ?? null;
  const at = await currentTime();
  const [clinics, regions, quickCount, state, weather] = await Promise.all([
    searchClinics({ ...search, at }).then(withProfiles),
    listRegions(),
    countQuickBroadcastClinics(request.petSpecies),
    loadRequestState(requestId),
    currentSevereWeather(at),
  ]);
  return {
    request,
    clinics,
    regions,
    quickCount,
    // The preview of the alert, in the page's language.
    content: toBroadcastContent(request, locale),
    state,
    weather,
    now: at.toISOString(),
    /** Where distances are measured from; a district or area centre (or a look-alike address) is approximate. */
    origin: near && { ...near, approximate: request.locationPrecision === "area" },
  };
}
