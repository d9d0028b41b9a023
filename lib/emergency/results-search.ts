import "server-only";
import type { ClinicSearch } from "@/lib/clinics/search-rows";
import { getServerEnv } from "@/lib/env";

type Located = { locationLatitude: { toString(): string } | null; locationLongitude: { toString(): string } | null };

/**
 * The clinics a request's results page lists: the NEAREST_CLINICS_LIMIT nearest
 * to its point (without one, that many, 24-hour hospitals first). The page, and
 * the check of which clinics an owner may tell "I'm coming", both search with this.
 */
export function resultsSearch(request: Located): ClinicSearch {
  const near =
    request.locationLatitude !== null && request.locationLongitude !== null
      ? { latitude: Number(request.locationLatitude), longitude: Number(request.locationLongitude) }
      : null;
  return { near, limit: getServerEnv().NEAREST_CLINICS_LIMIT };
}
