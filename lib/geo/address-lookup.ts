import "server-only";
import { getServerEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { locateAddress, resolvePlace } from "./gazetteer";

// Address → point for the admin's Auto-fill GPS: the Hong Kong
// Government Address Lookup Service (ALS), falling back to the offline gazetteer
// when the service cannot be reached or fails on its side.

/** `approximate`: a look-alike ALS match (score under ADDRESS_LOOKUP_MIN_SCORE) the gazetteer could not replace. */
export type GeocodeResult = { latitude: number; longitude: number; source: "als" | "gazetteer"; approximate?: true };

const ALS_TIMEOUT_MS = 5000;

type AlsResponse = {
  SuggestedAddress?: {
    Address?: { PremisesAddress?: { GeospatialInformation?: { Latitude?: string | number; Longitude?: string | number } } };
    /** A number (`75.00` in the JSON) or, in some answers, its text. */
    ValidationInformation?: { Score?: number | string };
  }[];
};

/** The first suggestion's point, and whether its score makes it a match rather than a look-alike. */
export type AlsMatch = { latitude: number; longitude: number; exact: boolean };

class Unreachable extends Error {}

function invalidResponse(): AppError {
  return new AppError("upstream_failed", "Invalid response from geocoding service", { address: "Admin.geocode.invalidResponse" });
}

/** null when ALS found no address; throws Unreachable (fall back) or the 502 AppError. */
async function askAls(address: string, timeoutMs = ALS_TIMEOUT_MS): Promise<AlsMatch | null> {
  const url = new URL(getServerEnv().ADDRESS_LOOKUP_URL);
  url.searchParams.set("q", address);
  url.searchParams.set("n", "1");
  let res: Response;
  try {
    res = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
  } catch (error) {
    throw new Unreachable((error as Error).message);
  }
  if (res.status >= 500 || res.status === 429) throw new Unreachable(`HTTP ${res.status}`);
  if (!res.ok) throw invalidResponse();
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw invalidResponse();
  }
  const found = readAlsAnswer(body, getServerEnv().ADDRESS_LOOKUP_MIN_SCORE);
  if (found === "invalid") throw invalidResponse();
  return found;
}

/**
 * The first suggestion of an ALS JSON answer: its point and whether it scores
 * at least `minScore` (ValidationInformation.Score; a missing or unreadable
 * score counts as a look-alike). null: no suggestion.
 */
export function readAlsAnswer(document: unknown, minScore: number): AlsMatch | null | "invalid" {
  const body = document as AlsResponse;
  if (!body || typeof body !== "object" || !Array.isArray(body.SuggestedAddress)) return "invalid";
  const first = body.SuggestedAddress[0];
  if (!first) return null;
  const geo = first.Address?.PremisesAddress?.GeospatialInformation;
  const latitude = Number(geo?.Latitude);
  const longitude = Number(geo?.Longitude);
  if (geo?.Latitude == null || geo?.Longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return "invalid";
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return "invalid";
  const score = Number(first.ValidationInformation?.Score);
  return { latitude, longitude, exact: Number.isFinite(score) && score >= minScore };
}

function fromGazetteer(address: string): GeocodeResult | null {
  const place = locateAddress({ addressEn: address, addressZh: address }) ?? resolvePlace(address);
  return place ? { latitude: place.latitude, longitude: place.longitude, source: "gazetteer" } : null;
}

export async function geocodeAddress(address: string): Promise<GeocodeResult> {
  let found: AlsMatch | null = null;
  try {
    found = await askAls(address);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    log.warn("geocode.als_unreachable", { reason: error.message });
  }
  if (found?.exact) return { latitude: found.latitude, longitude: found.longitude, source: "als" };
  // A look-alike is worth less than the area the address names; without one, it is kept as approximate.
  const area = fromGazetteer(address);
  if (area) return area;
  if (found) return { latitude: found.latitude, longitude: found.longitude, source: "als", approximate: true };
  throw new AppError("not_found", "No location found for this address", { address: "Admin.geocode.notFound" });
}

/** An owner's typed place: ALS has 2 seconds (an emergency does not wait longer). */
const OWNER_TIMEOUT_MS = 2000;

/** `area`: an approximate point (a district or area centre, or a look-alike address), said so wherever a distance is shown. */
export type TypedPlace = { latitude: number; longitude: number; precision: "address" | "area"; regionCode: string | null };

/**
 * Where the owner typed they are: an address the Address Lookup Service
 * matched (score at least ADDRESS_LOOKUP_MIN_SCORE), else a district or area
 * of the offline gazetteer, else a look-alike ALS suggestion (approximate),
 * else null. Any ALS trouble (down, slow, odd answer) falls back: it never
 * blocks a request.
 */
export async function locateTypedPlace(text: string): Promise<TypedPlace | null> {
  let found: AlsMatch | null = null;
  try {
    found = await askAls(text, OWNER_TIMEOUT_MS);
  } catch (error) {
    log.warn("geocode.als_unavailable_for_owner", { reason: (error as Error).message });
  }
  if (found?.exact) return { latitude: found.latitude, longitude: found.longitude, precision: "address", regionCode: null };
  const place = resolvePlace(text);
  if (place) return { latitude: place.latitude, longitude: place.longitude, precision: "area", regionCode: place.regionCode };
  return found ? { latitude: found.latitude, longitude: found.longitude, precision: "area", regionCode: null } : null;
}
