import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LatLng } from "@/lib/geo/distance";
import { roundKm } from "@/lib/geo/distance";
import { CLINIC_CONTACT_SELECT, type ClinicContact } from "./contact";
import { findNearestClinicIds } from "./geo";
import { sortClinics } from "./ranking";
import { numberOrNull } from "@/lib/db/decimal";
import { currentTime } from "@/lib/clock";
import { loadHolidayCalendar } from "@/lib/feeds/holidays";
import { availabilityClaim, type AvailabilityClaim } from "./availability";
import { openingFacts, openStatus, type HolidayCalendar, type OpenStatus } from "./open-status";

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

const SELECT = {
  ...CLINIC_CONTACT_SELECT,
  whatsapp: true,
  email: true,
  regionId: true,
  region: { select: { code: true } },
  is24Hour: true,
  isAvailable: true,
  availabilityUpdatedAt: true,
  availabilitySource: true,
  isSupportHospital: true,
  latitude: true,
  longitude: true,
  coordPrecision: true,
  areaName: true,
  areaNameZh: true,
  weeklyHours: true,
  publicHolidayHours: true,
  hoursConfidence: true,
  openDuringTyphoon: true,
  openDuringBlackRain: true,
} as const;

type Row = Prisma.ClinicGetPayload<{ select: typeof SELECT }>;

type Moment = { at: Date; holidays: HolidayCalendar };

function toResult(row: Row, distanceKm: number | null, { at, holidays }: Moment): ClinicResult {
  const {
    email,
    region,
    latitude,
    longitude,
    availabilityUpdatedAt,
    availabilitySource,
    weeklyHours,
    publicHolidayHours,
    hoursConfidence,
    ...rest
  } = row;
  return {
    ...rest,
    availability: availabilityClaim({ isAvailable: row.isAvailable, availabilityUpdatedAt, availabilitySource }, at),
    openStatus: openStatus(openingFacts({ is24Hour: row.is24Hour, weeklyHours, publicHolidayHours, hoursConfidence }), at, holidays),
    hasEmail: Boolean(email),
    regionCode: region.code,
    latitude: numberOrNull(latitude),
    longitude: numberOrNull(longitude),
    distanceKm: distanceKm === null ? null : roundKm(distanceKm),
  };
}

/**
 * Active clinics for a results page or GET /api/clinics: with a point, the
 * `limit` nearest by the PostGIS KNN index (then clinics without coordinates);
 * without one, 24-hour clinics first. Never the whole table.
 */
export async function searchClinics({ near, regionCode, is24Hour, limit, at: when }: ClinicSearch): Promise<ClinicResult[]> {
  const at = when ?? (await currentTime());
  const moment: Moment = { at, holidays: await loadHolidayCalendar(at) };
  const where: Prisma.ClinicWhereInput = {
    status: "active",
    ...(regionCode ? { region: { code: regionCode } } : {}),
    ...(is24Hour !== undefined ? { is24Hour } : {}),
  };
  if (!near) {
    // No location: 24-hour hospitals first, by region (never presented as "near you").
    const rows = await db.clinic.findMany({
      where,
      select: SELECT,
      orderBy: [{ is24Hour: "desc" }, { region: { code: "asc" } }, { name: "asc" }],
      take: limit,
    });
    return rows.map((r) => toResult(r, null, moment));
  }
  const filters: Prisma.Sql[] = [];
  if (regionCode) filters.push(Prisma.sql`region_id = (SELECT id FROM regions WHERE code = ${regionCode})`);
  if (is24Hour !== undefined) filters.push(Prisma.sql`is_24_hour = ${is24Hour}`);
  const nearest = await findNearestClinicIds(near, limit, filters.length ? Prisma.join(filters, " AND ") : undefined);
  const distance = new Map(nearest.map((n) => [n.id, n.distanceKm]));
  const rows = await db.clinic.findMany({ where: { id: { in: [...distance.keys()] } }, select: SELECT });
  const results = rows.map((r) => toResult(r, distance.get(r.id) ?? null, moment));
  if (results.length < limit) {
    const unplaced = await db.clinic.findMany({
      where: { ...where, latitude: null },
      select: SELECT,
      orderBy: [{ is24Hour: "desc" }, { name: "asc" }],
      take: limit - results.length,
    });
    results.push(...unplaced.map((r) => toResult(r, null, moment)));
  }
  return sortClinics(results);
}
