import islands from "@/data/hk-islands.json";
import { haversineKm, type LatLng } from "./distance";

// Which places are across water from each other (data/hk-islands.json,
// provenance in data/README.md). A straight-line distance from Lamma to
// Kennedy Town says nothing of the ferry in between: the owner is told which
// pier to take. Client-safe: the results cards and the two-tap door use it.

export type Pier = { nameEn: string; nameZh: string; latitude: number; longitude: number };
type Zone = { id: string; nameEn: string; nameZh: string; boxes: number[][]; piers: Pier[]; roadTo?: string[] };

const ZONES = islands.zones as Zone[];
/** Everything outside the table: Hong Kong Island, Kowloon and the New Territories, joined by road. */
const MAINLAND = "mainland";

/** The zone a point lies in (first box that holds it; the table lists small islands before Lantau), else the mainland. */
export function zoneOf(point: LatLng): string {
  const { latitude: lat, longitude: lng } = point;
  const zone = ZONES.find((z) =>
    z.boxes.some(([latMin, latMax, lngMin, lngMax]) => lat >= latMin && lat <= latMax && lng >= lngMin && lng <= lngMax),
  );
  return zone?.id ?? MAINLAND;
}

const zoneById = (id: string) => ZONES.find((z) => z.id === id);

function roadLinked(a: string, b: string): boolean {
  return a === b || Boolean(zoneById(a)?.roadTo?.includes(b) || zoneById(b)?.roadTo?.includes(a));
}

/** Whether a point is on an island that needs a ferry to reach the mainland (Tung Chung and the airport do not). */
export function onOutlyingIsland(point: LatLng): boolean {
  return !roadLinked(zoneOf(point), MAINLAND);
}

/** The ferry between two points: from the origin's nearest pier when it is on an island, else to the clinic's. */
export type Crossing = { pier: Pier; direction: "from" | "to" };

function nearestPier(piers: Pier[], point: LatLng): Pier | null {
  return piers.reduce<Pier | null>((best, p) => (!best || haversineKm(point, p) < haversineKm(point, best) ? p : best), null);
}

/** null when a road joins the two points; otherwise the pier the trip goes by. */
export function crossing(from: LatLng, to: LatLng): Crossing | null {
  const [a, b] = [zoneOf(from), zoneOf(to)];
  if (roadLinked(a, b)) return null;
  const fromPier = nearestPier(zoneById(a)?.piers ?? [], from);
  if (fromPier) return { pier: fromPier, direction: "from" };
  const toPier = nearestPier(zoneById(b)?.piers ?? [], to);
  return toPier ? { pier: toPier, direction: "to" } : null;
}

/** The ferry to a clinic whose point may be unknown (no point, no crossing said); null without an origin. */
export function crossingTo(from: LatLng | null | undefined, to: { latitude?: number | null; longitude?: number | null }): Crossing | null {
  return from && to.latitude != null && to.longitude != null ? crossing(from, { latitude: to.latitude, longitude: to.longitude }) : null;
}
