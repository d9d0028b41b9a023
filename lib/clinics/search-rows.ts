import "server-only";
import { queryRows } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LatLng } from "@/lib/geo/distance";
import { nearestFirst } from "./geo";
import type { ClinicContact } from "./contact";
import { hoursKey } from "./open-status-memo";
import type { RowVersion } from "./row-cache";

// The clinic search (issue 18): one statement finds the clinics (ids and row
// versions: row-cache.ts), and the columns a result card, GET /api/clinics and
// the broadcast picker need are read, with the region's code from a join, only
// for clinics not held at that version. Both through pg (lib/db/sql.ts). Hours
// come as JSON text: clinics share a few weekly patterns, and the open-status
// memo is keyed by that text (open-status-memo.ts).

export type SearchRow = ClinicContact & {
  /** The row version (xmin) it was read at. */
  version: string;
  /** The open-status memo's key for its hours, computed once per read. */
  hoursKey: string;
  whatsapp: string | null;
  hasEmail: boolean;
  regionCode: string;
  is24Hour: boolean;
  isAvailable: boolean;
  availabilityUpdatedAt: Date | string | null;
  availabilitySource: string | null;
  isSupportHospital: boolean;
  latitude: number | null;
  longitude: number | null;
  coordPrecision: string | null;
  areaName: string | null;
  areaNameZh: string | null;
  weeklyHours: string | null;
  publicHolidayHours: string | null;
  hoursConfidence: string | null;
  openDuringTyphoon: boolean | null;
  openDuringBlackRain: boolean | null;
};

const COLUMNS = Prisma.sql`
  clinics.id::text AS id, clinics.xmin::text AS version, clinics.name, clinics.name_zh AS "nameZh", clinics.address, clinics.address_zh AS "addressZh",
  clinics.phone, clinics.whatsapp, COALESCE(clinics.email, '') <> '' AS "hasEmail",
  regions.code AS "regionCode",
  clinics.is_24_hour AS "is24Hour", clinics.is_available AS "isAvailable",
  clinics.availability_updated_at AS "availabilityUpdatedAt", clinics.availability_source AS "availabilitySource",
  clinics.is_support_hospital AS "isSupportHospital",
  clinics.latitude::float8 AS latitude, clinics.longitude::float8 AS longitude, clinics.coord_precision AS "coordPrecision",
  clinics.area_name AS "areaName", clinics.area_name_zh AS "areaNameZh",
  clinics.weekly_hours::text AS "weeklyHours", clinics.public_holiday_hours::text AS "publicHolidayHours",
  clinics.hours_confidence AS "hoursConfidence",
  clinics.open_during_typhoon AS "openDuringTyphoon", clinics.open_during_black_rain AS "openDuringBlackRain"`;

const FROM = Prisma.sql`FROM clinics JOIN regions ON regions.id = clinics.region_id`;

/** What the search statements return of each clinic they find. */
const FOUND = Prisma.sql`clinics.id::text AS id, clinics.xmin::text AS version`;

export type SearchFilters = { regionCode?: string; is24Hour?: boolean };

function filtersSql({ regionCode, is24Hour }: SearchFilters): Prisma.Sql {
  const filters = [Prisma.sql`clinics.status = 'active'`];
  if (regionCode) filters.push(Prisma.sql`regions.code = ${regionCode}`);
  if (is24Hour !== undefined) filters.push(Prisma.sql`clinics.is_24_hour = ${is24Hour}`);
  return Prisma.join(filters, " AND ");
}

/**
 * The `limit` nearest placed clinics (KNN, in no particular order: the caller
 * ranks them by haversine), then clinics without coordinates (24-hour first, by
 * name) when fewer than `limit` are placed, in one statement. The outer LIMIT
 * stops the Append as soon as the KNN part has given `limit` rows, so the
 * unplaced part never runs then (at 100,000 clinics it would scan every
 * unplaced row: the nearest-200 p95 grew 9x when it ran on every search).
 */
export function nearestClinicsSql(near: LatLng, limit: number, filters: SearchFilters): Prisma.Sql {
  return Prisma.sql`
    SELECT * FROM (
      (SELECT ${FOUND} ${FROM}
        WHERE ${filtersSql(filters)} AND clinics.location IS NOT NULL
        ORDER BY ${nearestFirst(near)}
        LIMIT ${limit})
      UNION ALL
      (SELECT ${FOUND} ${FROM}
        WHERE ${filtersSql(filters)} AND clinics.latitude IS NULL
        ORDER BY clinics.is_24_hour DESC, clinics.name
        LIMIT ${limit})
    ) AS placed_then_unplaced
    LIMIT ${limit}`;
}

/** Without a point: 24-hour hospitals first, by region, then name (never presented as "near you"). */
export function unlocatedClinicsSql(limit: number, filters: SearchFilters): Prisma.Sql {
  return Prisma.sql`
    SELECT ${FOUND} ${FROM}
    WHERE ${filtersSql(filters)}
    ORDER BY clinics.is_24_hour DESC, regions.code, clinics.name
    LIMIT ${limit}`;
}

/** The clinics a search statement found, in its order. */
export const readFound = (sql: Prisma.Sql) => queryRows<RowVersion>(sql);

/** The rows of these clinics, current. */
export async function readSearchRows(ids: string[]): Promise<SearchRow[]> {
  const rows = await queryRows<Omit<SearchRow, "hoursKey">>(Prisma.sql`SELECT ${COLUMNS} ${FROM} WHERE clinics.id = ANY(${ids}::uuid[])`);
  return rows.map((row) => ({ ...row, hoursKey: hoursKey(row) }));
}
