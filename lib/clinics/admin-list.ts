import "server-only";
import { queryRows } from "@/lib/db/sql";
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { currentTime } from "@/lib/clock";
import { AVAILABILITY_CLAIM_HOURS, AVAILABILITY_SOURCES, availabilityClaim, type AvailabilityClaim } from "./availability";
import { findSilentPartnerClinics } from "./availability-asks";
import { dayHoursSchema, weeklyHoursSchema } from "./hours";
import { ADMIN_PAGE_SIZE, type AdminClinicListQuery } from "./admin-schemas";
import type { ClinicContact } from "./contact";
import { escapeLike } from "./filter";

// The admin clinic list (/admin/clinics): filtered, counted
// and paged in SQL so the page stays fast with 100,000 clinics; the stat cards
// come from one row the database keeps and two live counts.

const text = z.string();
const maybeText = z.string().nullable();

/** A row of the list's page statement (lib/db/sql.ts checks each). */
const adminRowShape = z.object({
  id: text,
  name: text,
  nameZh: maybeText,
  address: text,
  addressZh: maybeText,
  phone: text,
  whatsapp: maybeText,
  email: maybeText,
  website: maybeText,
  openingHours: maybeText,
  regionId: text,
  regionCode: text,
  is24Hour: z.boolean(),
  isAvailable: z.boolean(),
  availabilityUpdatedAt: z.date().nullable(),
  availabilitySource: maybeText,
  isSupportHospital: z.boolean(),
  latitude: maybeText,
  longitude: maybeText,
  coordPrecision: maybeText,
  weeklyHours: weeklyHoursSchema.nullable(),
  publicHolidayHours: dayHoursSchema,
  openDuringTyphoon: z.boolean().nullable(),
  openDuringBlackRain: z.boolean().nullable(),
  status: text,
  services: z.array(text),
  staffCount: z.number(),
});

export type AdminClinicItem = ClinicContact &
  z.infer<typeof adminRowShape> & {
    /** A partner clinic asked for days that has not confirmed its availability for NO_REPLY_DAYS. */
    isSilent: boolean;
    /** What may be said of it taking emergencies (lib/clinics/availability.ts): the fact the "accepting" count counts. */
    claim: AvailabilityClaim;
  };

const statsShape = z.object({
  total: z.number(),
  available: z.number(),
  h24: z.number(),
  support: z.number(),
  missingGps: z.number(),
  requests: z.number(),
});

export type AdminClinicStats = z.infer<typeof statsShape>;

const countShape = z.object({ n: z.number() });

export type AdminClinicList = {
  items: AdminClinicItem[];
  total: number;
  filtered: number;
  page: number;
  pages: number;
  stats: AdminClinicStats;
};

/** `%`, `_` and `\` typed by the admin are matched literally. */
function likePattern(text: string) {
  return `%${escapeLike(text)}%`;
}

/**
 * The SQL twin of availabilityClaim(facts, now)?.accepting === true
 * (lib/clinics/availability.ts; a db test compares them on the same rows): the
 * switch is on AND a clinic, an admin or a clinic's reply set it less than
 * AVAILABILITY_CLAIM_HOURS before `now` (the app's clock, as the cards use).
 * The seeded default (on, never set) is not counted.
 */
export function acceptingClaimSql(now: Date): Prisma.Sql {
  const since = new Date(now.getTime() - AVAILABILITY_CLAIM_HOURS * 3_600_000).toISOString();
  const sources = Prisma.join(AVAILABILITY_SOURCES.map((s) => Prisma.sql`${s}`));
  return Prisma.sql`(c.is_available AND c.availability_source IN (${sources})
  AND c.availability_updated_at > (${since}::timestamptz AT TIME ZONE 'UTC'))`;
}

function adminListWhere(query: AdminClinicListQuery, accepting: Prisma.Sql): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    parts.push(
      Prisma.sql`(c.name ILIKE ${pattern} OR c.name_zh ILIKE ${pattern} OR c.address ILIKE ${pattern} OR c.address_zh ILIKE ${pattern})`,
    );
  }
  if (query.region) parts.push(Prisma.sql`r.code = ${query.region}`);
  if (query.h24) parts.push(Prisma.sql`c.is_24_hour = ${query.h24 === "yes"}`);
  // "No" is the admin's view of the switch itself (off), which the claim says for a day only.
  if (query.available) parts.push(query.available === "yes" ? accepting : Prisma.sql`NOT c.is_available`);
  if (query.support) parts.push(Prisma.sql`c.is_support_hospital = ${query.support === "yes"}`);
  if (query.gps === "missing") parts.push(Prisma.sql`(c.latitude IS NULL OR c.longitude IS NULL)`);
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

/**
 * The list's three statements for a query at `now` (the stat cards, the filtered
 * count, a page); listAdminClinics runs them, and the db test reads their plans.
 */
export function adminListSql(query: AdminClinicListQuery, now: Date) {
  const accepting = acceptingClaimSql(now);
  const where = adminListWhere(query, accepting);
  return {
    // Four cards are the triggers' row (migration 20261127000000_clinic_counts); "accepting"
    // depends on the clock, so it is counted live, on its small claim index.
    stats: Prisma.sql`
      SELECT k.total, (SELECT count(*)::int FROM clinics c WHERE ${accepting}) AS available,
             k.h24, k.support, k.missing_gps AS "missingGps",
             (SELECT count(*)::int FROM emergency_requests) AS requests
      FROM clinic_counts k`,
    count: Prisma.sql`SELECT count(*)::int AS n FROM clinics c JOIN regions r ON r.id = c.region_id WHERE ${where}`,
    page: (page: number) => Prisma.sql`
      SELECT c.id, c.name, c.name_zh AS "nameZh", c.address, c.address_zh AS "addressZh", c.phone, c.whatsapp, c.email,
             c.website, c.opening_hours AS "openingHours", c.region_id AS "regionId", r.code AS "regionCode",
             c.is_24_hour AS "is24Hour", c.is_available AS "isAvailable", c.availability_updated_at AS "availabilityUpdatedAt",
             c.availability_source AS "availabilitySource", c.is_support_hospital AS "isSupportHospital",
             c.latitude::text AS latitude, c.longitude::text AS longitude,
             c.coord_precision AS "coordPrecision", c.weekly_hours AS "weeklyHours", c.public_holiday_hours AS "publicHolidayHours",
             c.open_during_typhoon AS "openDuringTyphoon", c.open_during_black_rain AS "openDuringBlackRain", c.status, c.services,
             (SELECT count(*)::int FROM users u WHERE u.clinic_id = c.id) AS "staffCount"
      FROM clinics c JOIN regions r ON r.id = c.region_id
      WHERE ${where}
      ORDER BY c.name, c.id
      LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAGE_SIZE}`,
  };
}

export async function listAdminClinics(query: AdminClinicListQuery): Promise<AdminClinicList> {
  const now = await currentTime();
  const sql = adminListSql(query, now);
  const [statsRows, filteredRows] = await Promise.all([queryRows(sql.stats, statsShape), queryRows(sql.count, countShape)]);
  const filtered = filteredRows[0]?.n ?? 0;
  const pages = Math.max(1, Math.ceil(filtered / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await queryRows(sql.page(page), adminRowShape);
  const stats = statsRows[0] ?? { total: 0, available: 0, h24: 0, support: 0, missingGps: 0, requests: 0 };
  const silent = await findSilentPartnerClinics(rows.filter((r) => r.isSupportHospital).map((r) => r.id));
  return {
    items: rows.map((r) => ({ ...r, isSilent: silent.has(r.id), claim: availabilityClaim(r, now) })),
    total: stats.total,
    filtered,
    page,
    pages,
    stats,
  };
}
