import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LatLng } from "@/lib/geo/distance";
import { roundKm } from "@/lib/geo/distance";
import { findNearestClinicIds } from "./geo";
import { sortClinics } from "./ranking";
import { numberOrNull } from "@/lib/db/decimal";
import { availabilityClaim, type AvailabilityClaim } from "./availability";

/** What a results card, the directory API and the broadcast picker need of a clinic. */
export type ClinicResult = {
  id: string;
  name: string;
  nameZh: string | null;
  address: string;
  addressZh: string | null;
  phone: string;
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
  /** Haversine km to 1 decimal; null when either side has no coordinates. */
  distanceKm: number | null;
};

export type ClinicSearch = { near?: LatLng | null; regionCode?: string; is24Hour?: boolean; limit: number };

const SELECT = {
  id: true,
  name: true,
  nameZh: true,
  address: true,
  addressZh: true,
  phone: true,
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
} as const;

type Row = Prisma.ClinicGetPayload<{ select: typeof SELECT }>;

function toResult(row: Row, distanceKm: number | null, now = new Date()): ClinicResult {
  const { email, region, latitude, longitude, availabilityUpdatedAt, availabilitySource, ...rest } = row;
  return {
    ...rest,
    availability: availabilityClaim({ isAvailable: row.isAvailable, availabilityUpdatedAt, availabilitySource }, now),
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
export async function searchClinics({ near, regionCode, is24Hour, limit }: ClinicSearch): Promise<ClinicResult[]> {
  const where: Prisma.ClinicWhereInput = {
    status: "active",
    ...(regionCode ? { region: { code: regionCode } } : {}),
    ...(is24Hour !== undefined ? { is24Hour } : {}),
  };
  if (!near) {
    const rows = await db.clinic.findMany({ where, select: SELECT, orderBy: [{ is24Hour: "desc" }, { name: "asc" }], take: limit });
    return rows.map((r) => toResult(r, null));
  }
  const filters: Prisma.Sql[] = [];
  if (regionCode) filters.push(Prisma.sql`region_id = (SELECT id FROM regions WHERE code = ${regionCode})`);
  if (is24Hour !== undefined) filters.push(Prisma.sql`is_24_hour = ${is24Hour}`);
  const nearest = await findNearestClinicIds(near, limit, filters.length ? Prisma.join(filters, " AND ") : undefined);
  const distance = new Map(nearest.map((n) => [n.id, n.distanceKm]));
  const rows = await db.clinic.findMany({ where: { id: { in: [...distance.keys()] } }, select: SELECT });
  const results = rows.map((r) => toResult(r, distance.get(r.id) ?? null));
  if (results.length < limit) {
    const unplaced = await db.clinic.findMany({
      where: { ...where, latitude: null },
      select: SELECT,
      orderBy: [{ is24Hour: "desc" }, { name: "asc" }],
      take: limit - results.length,
    });
    results.push(...unplaced.map((r) => toResult(r, null)));
  }
  return sortClinics(results);
}
