import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import { readUuidOrNull } from "@/lib/validation/uuid";
import type { Prisma } from "@/lib/generated/prisma/client";
import { CLINIC_CONTACT_SELECT } from "./contact";
import { escapeLike } from "./filter";
import { DIRECTORY_PAGE_SIZE, type DirectoryQuery } from "./directory-query";
import { numberOrNull } from "@/lib/db/decimal";
import { currentTime } from "@/lib/clock";
import { loadHolidayCalendar } from "@/lib/feeds/holidays";
import { isOpen, openingFacts, openStatus, type OpenStatus } from "./open-status";
import { availabilityClaim, type AvailabilityClaim } from "./availability";
import type { ClinicProfile, Facility, ProfileSpecies } from "./profile";
import { readSearchTerms, type SearchTerms } from "./search-terms";
import type { WeeklyHours } from "./hours";
import { loadProfiles } from "./profile-queries";

// Reads for the public clinic directory (/clinics) and clinic pages
// (/clinics/{id}). Only clinics with status 'active' are public.

const CARD_SELECT = {
  ...CLINIC_CONTACT_SELECT,
  slug: true,
  whatsapp: true,
  is24Hour: true,
} as const satisfies Prisma.ClinicSelect;

const HOURS_SELECT = {
  is24Hour: true,
  weeklyHours: true,
  publicHolidayHours: true,
  hoursConfidence: true,
} as const satisfies Prisma.ClinicSelect;

export type DirectoryClinic = Prisma.ClinicGetPayload<{ select: typeof CARD_SELECT }> & {
  openStatus: OpenStatus;
  /** Loaded when the search asked for profile facts (its card says the fact that matched); else null. */
  profile: ClinicProfile | null;
};

export type DirectoryPage = {
  clinics: DirectoryClinic[];
  total: number;
  page: number;
  pageCount: number;
  /** The profile facts the search asked for ("rabbit", "CT"): each card shows them with their source. */
  asked: { species: ProfileSpecies[]; facilities: Facility[] };
};

/** A clinic whose profile states it sees this species (by day or at night) or has this facility, however old the statement. */
function statesFact(species: readonly ProfileSpecies[], facilities: readonly Facility[]): Prisma.ClinicWhereInput[] {
  return [
    ...species.map((s) => ({
      profileFacts: {
        some: { group: "species", OR: [{ value: { path: ["night", s], equals: true } }, { value: { path: ["day", s], equals: true } }] },
      },
    })),
    ...facilities.map((f) => ({ profileFacts: { some: { group: "facilities", value: { path: [f], equals: true } } } })),
  ];
}

/** `terms`: the search text as readSearchTerms reads it ("rabbit", 「兔」, "CT", "ICU": facts of the profiles, not words of a name). */
function directoryWhere(
  { species, facilities, rest }: SearchTerms,
  { region, h24 }: Pick<DirectoryQuery, "region" | "h24">,
): Prisma.ClinicWhereInput {
  const contains = rest ? { contains: escapeLike(rest), mode: "insensitive" as const } : undefined;
  const facts = statesFact(species, facilities);
  return {
    status: "active",
    ...(region ? { region: { code: region } } : {}),
    ...(h24 ? { is24Hour: true } : {}),
    ...(contains ? { OR: [{ name: contains }, { nameZh: contains }, { address: contains }, { addressZh: contains }] } : {}),
    ...(facts.length ? { AND: facts } : {}),
  };
}

/**
 * How many active clinics match. Cached per request with plain-value arguments,
 * so a page's metadata (count without the search) and its list share one query.
 */
export const countDirectory = cache((q: string, region: string, h24: boolean) =>
  db.clinic.count({ where: directoryWhere(readSearchTerms(q), { region, h24 }) }),
);

/**
 * One page of the directory: 24-hour clinics first, then by name. Case-insensitive
 * search over name, Chinese name, address and Chinese address (ILIKE in SQL);
 * a species or facility in the search ("rabbit", 「兔」, "CT") is a fact the
 * clinic's profile must state (lib/clinics/search-terms.ts).
 * Each card says whether the clinic is open now; "open now" filters on it
 * (in this process, over the matching clinics' hours: the rule lives in one
 * function, lib/clinics/open-status.ts).
 */
export async function listDirectory(query: DirectoryQuery, pageSize = DIRECTORY_PAGE_SIZE): Promise<DirectoryPage> {
  const terms = readSearchTerms(query.q);
  const where = directoryWhere(terms, query);
  const at = await currentTime();
  const holidays = await loadHolidayCalendar(at);
  const statusOf = (c: OpeningRow) => openStatus(openingFacts(c), at, holidays);
  const orderBy = [{ is24Hour: "desc" as const }, { name: "asc" as const }, { id: "asc" as const }];

  let total: number;
  let ids: string[] | null = null;
  if (query.open) {
    const all = await db.clinic.findMany({ where, select: { id: true, ...HOURS_SELECT }, orderBy });
    ids = all.filter((c) => isOpen(statusOf(c))).map((c) => c.id);
    total = ids.length;
  } else total = await countDirectory(query.q, query.region, query.h24);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pageCount);
  const rows = await db.clinic.findMany({
    where: ids ? { id: { in: ids.slice((page - 1) * pageSize, page * pageSize) } } : where,
    select: { ...CARD_SELECT, ...HOURS_SELECT },
    orderBy,
    ...(ids ? {} : { skip: (page - 1) * pageSize, take: pageSize }),
  });
  const { species, facilities } = terms;
  const profiles = species.length || facilities.length ? await loadProfiles(rows.map((r) => r.id)) : null;
  const clinics = rows.map(({ weeklyHours, publicHolidayHours, hoursConfidence, ...card }) => ({
    ...card,
    openStatus: statusOf({ is24Hour: card.is24Hour, weeklyHours, publicHolidayHours, hoursConfidence }),
    profile: profiles?.get(card.id) ?? null,
  }));
  return { clinics, total, page, pageCount, asked: { species, facilities } };
}

type OpeningRow = Prisma.ClinicGetPayload<{ select: typeof HOURS_SELECT }>;

const DETAIL_SELECT = {
  ...CARD_SELECT,
  ...HOURS_SELECT,
  email: true,
  website: true,
  openingHours: true,
  isAvailable: true,
  availabilityUpdatedAt: true,
  availabilitySource: true,
  latitude: true,
  longitude: true,
  coordPrecision: true,
  services: true,
  updatedAt: true,
  district: true,
  region: { select: { code: true, nameEn: true, nameZh: true } },
} as const satisfies Prisma.ClinicSelect;

type DetailRow = Prisma.ClinicGetPayload<{ select: typeof DETAIL_SELECT }>;
/**
 * A clinic's public page: what the results cards say (open now, the
 * availability claim, the profile) from the same functions; never the raw
 * availability switch.
 */
export type ClinicDetail = Omit<
  DetailRow,
  "latitude" | "longitude" | "isAvailable" | "availabilityUpdatedAt" | "availabilitySource" | keyof typeof HOURS_SELECT
> & {
  is24Hour: boolean;
  latitude: number | null;
  longitude: number | null;
  openStatus: OpenStatus;
  /** The structured hours, for the page's JSON-LD (lib/clinics/hours.ts). */
  weeklyHours: WeeklyHours | null;
  availability: AvailabilityClaim;
  profile: ClinicProfile | null;
  /** The time the page's statuses and ages are counted from (the app's clock). */
  now: string;
};

/**
 * What /clinics/<param> shows: the clinic whose slug it is; for its uuid or
 * a former slug not yet expired, where it lives now (the page answers 308); else null (404).
 */
export type ClinicLookup = { clinic: ClinicDetail } | { movedTo: string } | null;

export async function lookupPublicClinic(param: string): Promise<ClinicLookup> {
  const uuid = readUuidOrNull(param);
  if (uuid) {
    const row = await db.clinic.findFirst({ where: { id: uuid, status: "active" }, select: { slug: true } });
    return row?.slug ? { movedTo: row.slug } : null;
  }
  const clinic = await findPublicClinic({ slug: param });
  if (clinic) return { clinic };
  // A former slug points to its clinic until it expires (then it is free: 404).
  const old = await db.clinicSlugHistory.findFirst({
    where: { slug: param, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    select: { clinic: { select: { slug: true, status: true } } },
  });
  return old?.clinic.status === "active" && old.clinic.slug ? { movedTo: old.clinic.slug } : null;
}

/** An active clinic for its public page (by uuid or slug), or null (also for an id that is not a uuid: a 404, not a 500). */
export async function findPublicClinic(key: string | { slug: string }): Promise<ClinicDetail | null> {
  const where = typeof key === "string" ? { id: readUuidOrNull(key) } : key;
  if ("id" in where && !where.id) return null;
  const row = await db.clinic.findFirst({ where: { ...where, status: "active" } as Prisma.ClinicWhereInput, select: DETAIL_SELECT });
  if (!row) return null;
  const at = await currentTime();
  const [holidays, profiles] = await Promise.all([loadHolidayCalendar(at), loadProfiles([row.id])]);
  const { isAvailable, availabilityUpdatedAt, availabilitySource, weeklyHours, publicHolidayHours, hoursConfidence, ...rest } = row;
  return {
    ...rest,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    openStatus: openStatus(openingFacts({ is24Hour: row.is24Hour, weeklyHours, publicHolidayHours, hoursConfidence }), at, holidays),
    weeklyHours: weeklyHours as WeeklyHours | null,
    availability: availabilityClaim({ isAvailable, availabilityUpdatedAt, availabilitySource }, at),
    profile: profiles.get(row.id) ?? null,
    now: at.toISOString(),
  };
}

/** Every active clinic's slug and last change, for sitemap.xml. */
export async function listPublicClinicSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  const rows = await db.clinic.findMany({ where: { status: "active" }, select: { slug: true, updatedAt: true }, orderBy: { slug: "asc" } });
  return rows.flatMap(({ slug, updatedAt }) => (slug ? [{ slug, updatedAt }] : []));
}
