import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

// The clinic-staff dashboard's reads (SPEC §2 "Clinic dashboard", §9): counters
// and the request list of the requests broadcast to one clinic (a message row
// exists for it), all computed in SQL. Times are stored as UTC timestamps;
// "today" and "this month" start at local midnight in Asia/Hong_Kong.

export type DashboardCounters = { today: number; week: number; month: number; pending: number; critical: number };

export const DASHBOARD_FILTERS = ["all", "pending", "critical"] as const;
export const DASHBOARD_SORTS = ["newest", "oldest", "severity"] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];
export type DashboardSort = (typeof DASHBOARD_SORTS)[number];

/** UTC (as stored) of a local Hong Kong boundary: date_trunc(unit) of now in HK. */
const localStart = (unit: "day" | "month") =>
  Prisma.sql`((date_trunc(${unit}, now() AT TIME ZONE 'Asia/Hong_Kong') AT TIME ZONE 'Asia/Hong_Kong') AT TIME ZONE 'UTC')`;

const ALERTED = (clinicId: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM messages m WHERE m.emergency_request_id = e.id AND m.clinic_id = ${clinicId}::uuid)`;

export async function dashboardCounters(clinicId: string): Promise<DashboardCounters> {
  const [row] = await db.$queryRaw<DashboardCounters[]>`
    SELECT count(*) FILTER (WHERE e.created_at >= ${localStart("day")})::int AS today,
           count(*) FILTER (WHERE e.created_at >= (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS week,
           count(*) FILTER (WHERE e.created_at >= ${localStart("month")})::int AS month,
           count(*) FILTER (WHERE e.status = 'pending')::int AS pending,
           count(*) FILTER (WHERE e.severity = 'critical')::int AS critical
    FROM emergency_requests e
    WHERE ${ALERTED(clinicId)}`;
  return row ?? { today: 0, week: 0, month: 0, pending: 0, critical: 0 };
}

export type DashboardRequest = {
  id: string;
  severity: string;
  status: string;
  createdAt: Date;
  symptom: string;
  petSpecies: string | null;
  petSpeciesOther: string | null;
  /** Whole months. */
  petAgeMonths: number | null;
  contactName: string;
  contactPhone: string;
  petName: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerPhone: string | null;
};

const ORDER: Record<DashboardSort, Prisma.Sql> = {
  newest: Prisma.sql`e.created_at DESC, e.id DESC`,
  oldest: Prisma.sql`e.created_at ASC, e.id ASC`,
  // SPEC §4: critical, urgent, moderate; newest first within a severity.
  severity: Prisma.sql`CASE e.severity WHEN 'critical' THEN 0 WHEN 'urgent' THEN 1 WHEN 'moderate' THEN 2 ELSE 3 END, e.created_at DESC, e.id DESC`,
};

const FILTER: Record<DashboardFilter, Prisma.Sql> = {
  all: Prisma.sql`TRUE`,
  pending: Prisma.sql`e.status = 'pending'`,
  critical: Prisma.sql`e.severity = 'critical'`,
};

export async function listDashboardRequests(
  clinicId: string,
  { filter = "all", sort = "newest", limit = 100 }: { filter?: DashboardFilter; sort?: DashboardSort; limit?: number } = {},
): Promise<DashboardRequest[]> {
  return db.$queryRaw<DashboardRequest[]>`
    SELECT e.id, e.severity, e.status, e.created_at AS "createdAt", e.symptom, e.pet_species AS "petSpecies",
           e.pet_species_other AS "petSpeciesOther", e.pet_age_months AS "petAgeMonths",
           e.contact_name AS "contactName", e.contact_phone AS "contactPhone",
           p.name AS "petName", u.first_name AS "ownerFirstName", u.last_name AS "ownerLastName", u.phone AS "ownerPhone"
    FROM emergency_requests e
    LEFT JOIN pets p ON p.id = e.pet_id
    LEFT JOIN users u ON u.id = e.user_id
    WHERE ${ALERTED(clinicId)} AND ${FILTER[filter]}
    ORDER BY ${ORDER[sort]}
    LIMIT ${limit}`;
}
