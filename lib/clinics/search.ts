import "server-only";
import { haversineKm, roundKm, type LatLng } from "@/lib/geo/distance";
import { sortClinics } from "./ranking";
import { currentTime } from "@/lib/clock";
import { loadHolidayCalendar } from "@/lib/feeds/holidays";
import { availabilityClaim, type AvailabilityClaim } from "./availability";
import type { HolidayCalendar, OpenStatus } from "./open-status";
import { memoOpenStatus } from "./open-status-memo";
import { escapeJsonBytes, safeJsonBytes } from "@/lib/json-bytes";
import { rowsAtVersion } from "./row-cache";
import { findNearest, findUnlocated, readSearchRows, type ClinicFacts, type ClinicSearch, type SearchRow } from "./search-rows";

/**
 * What a results card, the directory API and the broadcast picker need of a
 * clinic, and nothing else: 200 of them make the answer of GET /api/clinics.
 * The facts are the search's column map (search-rows.ts); the raw "available"
 * flag is not among them: `availability` says what may be said.
 */
export type ClinicResult = ClinicFacts & {
  /** What may be said about taking emergencies (null = nothing): see lib/clinics/availability.ts. */
  availability: AvailabilityClaim;
  /** Haversine km to 1 decimal; null when either side has no coordinates. */
  distanceKm: number | null;
  /** Open or closed at the time of the search, and when that changes (lib/clinics/open-status.ts). */
  openStatus: OpenStatus;
};

type Moment = { at: Date; holidays: HolidayCalendar };

/** What is computed at each search: how far, open now, what may be said of availability (its age counts). */
type Computed = "availability" | "distanceKm" | "openStatus";

// The search's caches, each bounded and each valid for exactly what its entries depend on:
// - row-cache.ts: rows by clinic id, at the version of the clinic's row and the regions' (20,000 rows);
// - factsJsonByRow here: a held row's facts as JSON, dropped with the row (a WeakMap on it);
// - open-status-memo.ts: open status by stored hours, for one minute and holiday calendar (5,000 patterns);
// - statusJsonByStatus here: a memoised open status as JSON, dropped with it (a WeakMap on it).

// Per held row version (row-cache.ts): the JSON of its facts (escaped, without
// the closing brace) for GET /api/clinics, made once.
const factsJsonByRow = new WeakMap<SearchRow, Buffer<ArrayBuffer>>();

function factsJson(row: SearchRow): Buffer<ArrayBuffer> {
  let json = factsJsonByRow.get(row);
  if (!json) {
    json = safeJsonBytes(row.facts).subarray(0, -1);
    factsJsonByRow.set(row, json);
  }
  return json;
}

/** A found clinic with what this search computed, and what ranking reads. */
type Ranked = Pick<ClinicResult, Computed | "id" | "is24Hour" | "coordPrecision"> & { row: SearchRow };

function ranked(row: SearchRow, near: LatLng | null | undefined, { at, holidays }: Moment): Ranked {
  const { latitude, longitude } = row.facts;
  const placed = near && latitude !== null && longitude !== null;
  return {
    row,
    id: row.id,
    is24Hour: row.is24Hour,
    coordPrecision: row.facts.coordPrecision,
    availability: availabilityClaim(row, at),
    distanceKm: placed ? roundKm(haversineKm(near, { latitude, longitude })) : null,
    openStatus: memoOpenStatus(row, at, holidays, row.hoursKey),
  };
}

/**
 * Active clinics for a results page or GET /api/clinics: with a point, the
 * `limit` nearest by the PostGIS KNN index (then clinics without coordinates);
 * without one, 24-hour clinics first. Never the whole table.
 */
async function search({ near, regionCode, is24Hour, limit, at: when }: ClinicSearch): Promise<Ranked[]> {
  const at = when ?? (await currentTime());
  const filters = { regionCode, is24Hour };
  const [holidays, found] = await Promise.all([
    loadHolidayCalendar(at),
    near ? findNearest(near, limit, filters) : findUnlocated(limit, filters),
  ]);
  const rows = await rowsAtVersion(found, readSearchRows);
  const list = rows.map((row) => ranked(row, near, { at, holidays }));
  // Clinics without coordinates come after the placed ones (they have no distance to rank by).
  return near ? sortClinics(list) : list;
}

/** Whether `clinicId` is among the clinics a search finds (a results page's list, say): the same statement, ids only. */
export async function searchFinds({ near, regionCode, is24Hour, limit }: ClinicSearch, clinicId: string): Promise<boolean> {
  const filters = { regionCode, is24Hour };
  const found = await (near ? findNearest(near, limit, filters) : findUnlocated(limit, filters));
  return found.some((row) => row.id === clinicId);
}

export async function searchClinics(clinicSearch: ClinicSearch): Promise<ClinicResult[]> {
  return (await search(clinicSearch)).map(({ row, availability, distanceKm, openStatus }) => ({
    ...row.facts,
    availability,
    distanceKm,
    openStatus,
  }));
}

// Open statuses are shared by every clinic of a pattern for a minute (open-status-memo.ts): so is their JSON.
const statusJsonByStatus = new WeakMap<OpenStatus, string>();

function computedJson({ availability, distanceKm, openStatus }: Ranked): string {
  let status = statusJsonByStatus.get(openStatus);
  if (status === undefined) {
    status = JSON.stringify(openStatus);
    statusJsonByStatus.set(openStatus, status);
  }
  // Without the opening brace: it follows the facts. Same keys and order as JSON.stringify of a ClinicResult
  // (searchClinics): the facts in the column map's order (search-rows.ts), then these three.
  return `"availability":${JSON.stringify(availability)},"distanceKm":${JSON.stringify(distanceKm)},"openStatus":${status}}`;
}

/**
 * searchClinics() as the JSON bytes of GET /api/clinics: each clinic's facts
 * as made once per row version, then what this search computed, written into
 * one buffer. Serialising and encoding 200 whole results on every request was
 * a third of the answer's time.
 */
export async function searchClinicsJson(clinicSearch: ClinicSearch): Promise<Buffer<ArrayBuffer>> {
  const list = await search(clinicSearch);
  // Each clinic: its facts without their closing brace, a comma, then the computed fields.
  const facts = list.map(({ row }) => factsJson(row));
  const computed = list.map(computedJson);
  // "[" and "]", the commas between clinics, and each clinic's two parts with the comma between them.
  const size = 2 + Math.max(0, list.length - 1) + list.reduce((n, _, i) => n + facts[i].length + 1 + Buffer.byteLength(computed[i]), 0);
  const bytes = Buffer.allocUnsafe(size);
  let at = bytes.write("[");
  list.forEach((_, i) => {
    if (i > 0) at += bytes.write(",", at);
    bytes.set(facts[i], at);
    at += facts[i].length;
    at += bytes.write(",", at);
    at += bytes.write(computed[i], at);
  });
  at += bytes.write("]", at);
  // The facts are escaped already; the computed fields are escaped here in the rare case they need it.
  return escapeJsonBytes(bytes.subarray(0, at));
}
