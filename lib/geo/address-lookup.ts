import "server-only";
import { getServerEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { locateAddress, resolvePlace } from "./gazetteer";

// Address → point for the admin's Auto-fill GPS (SPEC §5): the Hong Kong
// Government Address Lookup Service (ALS), falling back to the offline gazetteer
// when the service cannot be reached or fails on its side.

export type GeocodeResult = { latitude: number; longitude: number; source: "als" | "gazetteer" };

const ALS_TIMEOUT_MS = 5000;

type AlsResponse = {
  SuggestedAddress?: {
    Address?: { PremisesAddress?: { GeospatialInformation?: { Latitude?: string | number; Longitude?: string | number } } };
    ValidationInformation?: { Score?: number };
  }[];
};

class Unreachable extends Error {}

function invalidResponse(): AppError {
  return new AppError("upstream_failed", "Invalid response from geocoding service", { address: "Admin.geocode.invalidResponse" });
}

/** null when ALS found no address; throws Unreachable (fall back) or the 502 AppError. */
async function askAls(address: string, timeoutMs = ALS_TIMEOUT_MS): Promise<{ latitude: number; longitude: number } | null> {
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
  let body: AlsResponse;
  try {
    body = (await res.json()) as AlsResponse;
  } catch {
    throw invalidResponse();
  }
  if (!body || typeof body !== "object" || !Array.isArray(body.SuggestedAddress)) throw invalidResponse();
  const first = body.SuggestedAddress[0];
  if (!first) return null;
  const geo = first.Address?.PremisesAddress?.GeospatialInformation;
  const latitude = Number(geo?.Latitude);
  const longitude = Number(geo?.Longitude);
  if (geo?.Latitude == null || geo?.Longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) throw invalidResponse();
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw invalidResponse();
  return { latitude, longitude };
}

function fromGazetteer(address: string): GeocodeResult | null {
  const place = locateAddress({ addressEn: address, addressZh: address }) ?? resolvePlace(address);
  return place ? { latitude: place.latitude, longitude: place.longitude, source: "gazetteer" } : null;
}

export async function geocodeAddress(address: string): Promise<GeocodeResult> {
  let found: { latitude: number; longitude: number } | null = null;
  try {
    found = await askAls(address);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    log.warn("geocode.als_unreachable", { reason: error.message });
  }
  if (found) return { ...found, source: "als" };
  const area = fromGazetteer(address);
  if (area) return area;
  throw new AppError("not_found", "No location found for this address", { address: "Admin.geocode.notFound" });
}

/** An owner's typed place: ALS has 2 seconds (an emergency does not wait longer). */
const OWNER_TIMEOUT_MS = 2000;

export type TypedPlace = { latitude: number; longitude: number; precision: "address" | "area"; regionCode: string | null };

/**
 * Where the owner typed they are: an address found by the Address Lookup
 * Service, else a district or area of the offline gazetteer, else null.
 * Any ALS trouble (down, slow, odd answer) falls back: it never blocks a request.
 */
export async function locateTypedPlace(text: string): Promise<TypedPlace | null> {
  try {
    const found = await askAls(text, OWNER_TIMEOUT_MS);
    if (found) return { ...found, precision: "address", regionCode: null };
  } catch (error) {
    log.warn("geocode.als_unavailable_for_owner", { reason: (error as Error).message });
  }
  const place = resolvePlace(text);
  return place ? { latitude: place.latitude, longitude: place.longitude, precision: "area", regionCode: place.regionCode } : null;
}
