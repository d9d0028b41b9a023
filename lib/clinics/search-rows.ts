import "server-only";
import { z } from "zod";
import { queryRows } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { LatLng } from "@/lib/geo/distance";
import { nearestFirst } from "./geo";
import type { ClinicContact } from "./contact";
import { hoursKey } from "./open-status-memo";

// The clinic search: one statement finds the clinics (ids and row
// versions: row-cache.ts), and the columns a result card, GET /api/clinics and
// the broadcast picker need are read, with the region's code from a join, only
// for clinics not held at that version. Both through pg (lib/db/sql.ts). Hours
// come as JSON text: clinics share a few weekly patterns, and the open-status
// memo is keyed by that text (open-status-memo.ts).
//
// Each column is named once, in a column map: its SQL and its zod
// type. The statement's select list, the row check and the row's TypeScript
// type are all made from the map; so is the order of a result's keys (zod
// returns an object's keys in its shape's order), which GET /api/clinics's
// byte-level JSON relies on (search.ts).

type ColumnMap = Record<string, readonly [sql: string, type: z.ZodType]>;
type ShapeOf<C extends ColumnMap> = { [K in keyof C]: C[K][1] };

/** A clinic's id and the version of what its row is read from (the clinic's xmin and the regions'): the row cache (./row-cache.ts) keys on it. */
export type RowVersion = { id: string; version: string };

/** The select list (`sql AS "key"`, constant text) and the zod object of a column map, in its order. */
function fromColumns<const C extends ColumnMap>(columns: C) {
  const entries = Object.entries(columns);
  // Object.fromEntries builds exactly ShapeOf<C> (each key's zod type); TypeScript cannot follow the mapping.
  const shape = Object.fromEntries(entries.map(([key, [, type]]) => [key, type])) as ShapeOf<C>;
  const select = Prisma.raw(entries.map(([key, [sql]]) => `${sql} AS "${key}"`).join(", "));
  return { select, shape: z.object(shape) };
}

const text = z.string();
const maybeText = z.string().nullable();
const flag = z.boolean();
const maybeFlag = z.boolean().nullable();
const maybeNumber = z.number().nullable();

/** What a result says that changes only with the clinic's row (or its region's), in the order results list it. */
const FACTS = fromColumns({
  id: ["clinics.id::text", text],
  name: ["clinics.name", text],
  nameZh: ["clinics.name_zh", maybeText],
  address: ["clinics.address", text],
  addressZh: ["clinics.address_zh", maybeText],
  phone: ["clinics.phone", text],
  whatsapp: ["clinics.whatsapp", maybeText],
  hasEmail: ["COALESCE(clinics.email, '') <> ''", flag],
  regionCode: ["regions.code", text],
  is24Hour: ["clinics.is_24_hour", flag],
  isSupportHospital: ["clinics.is_support_hospital", flag],
  latitude: ["clinics.latitude::float8", maybeNumber],
  longitude: ["clinics.longitude::float8", maybeNumber],
  coordPrecision: ["clinics.coord_precision", maybeText],
  /** For an 'area' point: the neighbourhood it stands for, shown instead of a distance. */
  areaName: ["clinics.area_name", maybeText],
  areaNameZh: ["clinics.area_name_zh", maybeText],
  /** What the clinic said of typhoon and black-rain warnings (null = not said): the card warns during one. */
  openDuringTyphoon: ["clinics.open_during_typhoon", maybeFlag],
  openDuringBlackRain: ["clinics.open_during_black_rain", maybeFlag],
});

/**
 * The version of every region's row (their xmins, in id order), computed once
 * per statement: regionCode comes from a region, so a region edit must renew
 * the rows that carry it. Regions change rarely; an edit renews every held row.
 */
const REGIONS_VERSION = "coalesce((SELECT string_agg(r.xmin::text, '.' ORDER BY r.id) FROM regions r), '')";

/** What a held row's version is made of: the clinic's xmin (every change of a row writes a new version) and the regions'. */
const VERSION_PARTS = fromColumns({ xmin: ["clinics.xmin::text", text], regions: [REGIONS_VERSION, text] });

/**
 * The row version a held row is valid for (row-cache.ts), made the same way
 * from a found clinic and from a read row: a region edit is seen at the next
 * search like a clinic edit.
 */
const rowVersion = (xmin: string, regions: string) => `${xmin}.${regions}`;

/** What each search computes from (never shown as such): availability, opening hours. */
const STATE = fromColumns({
  isAvailable: ["clinics.is_available", flag],
  availabilityUpdatedAt: ["clinics.availability_updated_at", z.date().nullable()],
  availabilitySource: ["clinics.availability_source", maybeText],
  weeklyHours: ["clinics.weekly_hours::text", maybeText],
  publicHolidayHours: ["clinics.public_holiday_hours::text", maybeText],
  hoursConfidence: ["clinics.hours_confidence", maybeText],
});

export type ClinicFacts = z.infer<typeof FACTS.shape> & ClinicContact;

export type SearchRow = z.infer<typeof STATE.shape> & {
  id: string;
  version: string;
  is24Hour: boolean;
  facts: ClinicFacts;
  /** The open-status memo's key for its hours, computed once per read. */
  hoursKey: string;
};

const FROM = Prisma.sql`FROM clinics JOIN regions ON regions.id = clinics.region_id`;

/**
 * A search statement's clinics as one row: "id xmin" pairs joined by commas,
 * and the regions' version. Its 200 rows of two columns cost PostgreSQL more
 * than the search itself (pgbench, 100,000 clinics: 2,200 against 1,740
 * statements a second) and pg a DataRow message each. `inner`
 * selects clinics.id and clinics.xmin; `order` keeps a listing's order (the
 * nearest have none: the caller ranks them by distance).
 */
function foundSql(inner: Prisma.Sql, order: Prisma.Sql = Prisma.empty): Prisma.Sql {
  return Prisma.sql`
    SELECT ${Prisma.raw(REGIONS_VERSION)} AS regions,
           coalesce(string_agg(found.id::text || ' ' || found.xmin::text, ',' ${order}), '') AS found
    FROM (${inner}) found`;
}

const foundShape = z.object({ regions: text, found: text });

/** The clinics a search statement found, in its order, each with its row's version. */
async function readFound(sql: Prisma.Sql): Promise<RowVersion[]> {
  const [{ regions, found }] = await queryRows(sql, foundShape);
  if (!found) return [];
  return found.split(",").map((pair) => {
    const space = pair.indexOf(" ");
    return { id: pair.slice(0, space), version: rowVersion(pair.slice(space + 1), regions) };
  });
}

export type SearchFilters = { regionCode?: string; is24Hour?: boolean };

/** What a search (./search.ts) asks for: near a point or not, the filters, how many, and when (default: now). */
export type ClinicSearch = SearchFilters & { near?: LatLng | null; limit: number; at?: Date };

function filtersSql({ regionCode, is24Hour }: SearchFilters): Prisma.Sql {
  const filters = [Prisma.sql`clinics.status = 'active'`];
  if (regionCode) filters.push(Prisma.sql`clinics.region_id = (SELECT r.id FROM regions r WHERE r.code = ${regionCode})`);
  if (is24Hour !== undefined) filters.push(Prisma.sql`clinics.is_24_hour = ${is24Hour}`);
  return Prisma.join(filters, " AND ");
}

/** The `limit` nearest placed clinics, by the PostGIS KNN index (in no particular order: the caller ranks them by haversine). */
export function nearestPlacedSql(near: LatLng, limit: number, filters: SearchFilters): Prisma.Sql {
  return foundSql(Prisma.sql`
    SELECT clinics.id, clinics.xmin FROM clinics
    WHERE ${filtersSql(filters)} AND clinics.location IS NOT NULL
    ORDER BY ${nearestFirst(near)}
    LIMIT ${limit}`);
}

/** A listing's sort keys: each key's SQL and direction, selected as k0, k1, … so that the one row keeps their order. */
type SortKeys = readonly (readonly [sql: string, direction: "ASC" | "DESC"])[];

/** The first `limit` clinics of `from` that `where` selects, in `keys`' order. */
function listingSql(from: Prisma.Sql, where: Prisma.Sql, keys: SortKeys, limit: number): Prisma.Sql {
  const select = keys.map(([sql], i) => `${sql} AS k${i}`).join(", ");
  const orderBy = (table: string) => `ORDER BY ${keys.map(([, direction], i) => `${table}k${i} ${direction}`).join(", ")}`;
  return foundSql(
    Prisma.sql`SELECT clinics.id, clinics.xmin, ${Prisma.raw(select)} ${from} WHERE ${where} ${Prisma.raw(orderBy(""))} LIMIT ${limit}`,
    Prisma.raw(orderBy("found.")),
  );
}

/** Clinics without coordinates, 24-hour first, by name: they follow the placed ones. */
function unplacedClinicsSql(limit: number, filters: SearchFilters): Prisma.Sql {
  const keys: SortKeys = [
    ["clinics.is_24_hour", "DESC"],
    ["clinics.name", "ASC"],
    ["clinics.id", "ASC"],
  ];
  return listingSql(Prisma.sql`FROM clinics`, Prisma.sql`${filtersSql(filters)} AND clinics.latitude IS NULL`, keys, limit);
}

/**
 * The `limit` nearest placed clinics, then clinics without coordinates when
 * fewer than `limit` are placed (a filter, a small table). Two statements, the
 * second only then: one statement with both parts (a UNION ALL under a LIMIT)
 * never ran the second but made PostgreSQL plan it on every search, 0.24 of
 * its 0.90 ms (pgbench, ~300 clinics), on the CPU the server shares.
 */
export async function findNearest(near: LatLng, limit: number, filters: SearchFilters): Promise<RowVersion[]> {
  const placed = await readFound(nearestPlacedSql(near, limit, filters));
  if (placed.length >= limit) return placed;
  return [...placed, ...(await readFound(unplacedClinicsSql(limit - placed.length, filters)))];
}

/** Without a point: 24-hour hospitals first, by region, then name (never presented as "near you"). */
function unlocatedClinicsSql(limit: number, filters: SearchFilters): Prisma.Sql {
  const keys: SortKeys = [
    ["clinics.is_24_hour", "DESC"],
    ["regions.code", "ASC"],
    ["clinics.name", "ASC"],
    ["clinics.id", "ASC"],
  ];
  return listingSql(FROM, filtersSql(filters), keys, limit);
}

/** Without a point: the first `limit` clinics, 24-hour hospitals first. */
export const findUnlocated = (limit: number, filters: SearchFilters): Promise<RowVersion[]> =>
  readFound(unlocatedClinicsSql(limit, filters));

/** One row: its facts (only theirs: zod drops the other keys) and what the search computes from. */
const searchRow = {
  parse(row: unknown): SearchRow {
    const facts = FACTS.shape.parse(row);
    const { id, is24Hour } = facts;
    const { xmin, regions } = VERSION_PARTS.shape.parse(row);
    const state = { ...STATE.shape.parse(row), id, is24Hour, version: rowVersion(xmin, regions) };
    return { ...state, facts, hoursKey: hoursKey(state) };
  },
};

/** The rows of these clinics, current. */
export function readSearchRows(ids: string[]): Promise<SearchRow[]> {
  return queryRows(
    Prisma.sql`SELECT ${FACTS.select}, ${STATE.select}, ${VERSION_PARTS.select} ${FROM} WHERE clinics.id = ANY(${ids}::uuid[])`,
    searchRow,
  );
}
