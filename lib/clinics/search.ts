import "server-only";
import { haversineKm, roundKm, type LatLng } from "@/lib/geo/distance";
import type { ClinicContact } from "./contact";
import { sortClinics } from "./ranking";
import { currentTime } from "@/lib/clock";
import { loadHolidayCalendar } from "@/lib/feeds/holidays";
import { availabilityClaim, type AvailabilityClaim } from "./availability";
import type { HolidayCalendar, OpenStatus } from "./open-status";
import { memoOpenStatus } from "./open-status-memo";
import { nearestRowsSql, readSearchRows, unlocatedRowsSql, type SearchRow } from "./search-rows";

/** What a results card, the directory API and the broadcast picker need of a clinic. */
export type ClinicResult = ClinicContact & {
  whatsapp: string | null;
  hasEmail: boolean;
  regionId: string;
  regionCode: string;
  is24Hour: boolean;
  isAvailable: boolean;
  /** What may be said about taking emergencies (null = nothing): see lib/clinics/availability.ts. */
  availability: AvailabilityClaim;
  isSupportHospital: boolean;
  latitude: number | null;
  longitude: number | null;
  coordPrecision: string | null;
  /** For an 'area' point: the neighbourhood it stands for, shown instead of a distance. */
  areaName: string | null;
  areaNameZh: string | null;
  /** Haversine km to 1 decimal; null when either side has no coordinates. */
  distanceKm: number | null;
  /** Open or closed at the time of the search, and when that changes (lib/clinics/open-status.ts). */
  openStatus: OpenStatus;
  openDuringTyphoon: boolean | null;
  openDuringBlackRain: boolean | null;
};

export type ClinicSearch = { near?: LatLng | null; regionCode?: string; is24Hour?: boolean; limit: number; at?: Date };

type Moment = { at: Date; holidays: HolidayCalendar };

function toResult(row: SearchRow, near: LatLng | null | undefined, { at, holidays }: Moment): ClinicResult {
  const { latitude, longitude } = row;
  const placed = near && latitude !== null && longitude !== null;
  return {
    id: row.id,
    name: row.name,
    nameZh: row.nameZh,
    address: row.address,
    addressZh: row.addressZh,
    phone: row.phone,
    whatsapp: row.whatsapp,
    hasEmail: row.hasEmail,
    regionId: row.regionId,
    regionCode: row.regionCode,
    is24Hour: row.is24Hour,
    isAvailable: row.isAvailable,
    availability: availabilityClaim(row, at),
    isSupportHospital: row.isSupportHospital,
    latitude,
    longitude,
    coordPrecision: row.coordPrecision,
    areaName: row.areaName,
    areaNameZh: row.areaNameZh,
    distanceKm: placed ? roundKm(haversineKm(near, { latitude, longitude })) : null,
    openStatus: memoOpenStatus(row, at, holidays),
    openDuringTyphoon: row.openDuringTyphoon,
    openDuringBlackRain: row.openDuringBlackRain,
  };
}

/**
 * Active clinics for a results page or GET /api/clinics, in one statement: with
 * a point, the `limit` nearest by the PostGIS KNN index (then clinics without
 * coordinates); without one, 24-hour clinics first. Never the whole table.
 */
export async function searchClinics({ near, regionCode, is24Hour, limit, at: when }: ClinicSearch): Promise<ClinicResult[]> {
  const at = when ?? (await currentTime());
  const moment: Moment = { at, holidays: await loadHolidayCalendar(at) };
  const filters = { regionCode, is24Hour };
  if (!near) return (await readSearchRows(unlocatedRowsSql(limit, filters))).map((r) => toResult(r, null, moment));
  // Clinics without coordinates come after the placed ones (they have no distance to rank by).
  return sortClinics((await readSearchRows(nearestRowsSql(near, limit, filters))).map((r) => toResult(r, near, moment)));
}
