import "server-only";
import { queryRows } from "@/lib/db/sql";
import { z } from "zod";
import { MESSAGE_STATUSES, SEVERITIES } from "@/lib/domain/enums";
import { Prisma } from "@/lib/generated/prisma/client";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";
import { HK_TIME_ZONE } from "@/lib/time/hong-kong";

// The requests broadcast to one clinic (a message row exists for it), for its
// staff: the dashboard page and GET /api/clinics/{id}/emergency-requests read
// the same list and the counters, all in SQL.
// "Pending" is this clinic's: it has not answered (Accept, Decline, or marked
// responded), the SQL twin of the request state's `answer === null`
// (lib/request-state; a db test compares them). Times are stored as UTC
// timestamps; "today" and "this month" start at local midnight in Hong Kong (HK_TIME_ZONE).

const countersShape = z.object({ today: z.number(), week: z.number(), month: z.number(), pending: z.number(), critical: z.number() });
export type ClinicRequestCounters = z.infer<typeof countersShape>;

export const CLINIC_REQUEST_FILTERS = ["all", "pending", "critical"] as const;
export const CLINIC_REQUEST_SORTS = ["newest", "oldest", "severity"] as const;
export type ClinicRequestFilter = (typeof CLINIC_REQUEST_FILTERS)[number];
export type ClinicRequestSort = (typeof CLINIC_REQUEST_SORTS)[number];

/** UTC (as stored) of a local Hong Kong boundary: date_trunc(unit) of now in HK. */
const localStart = (unit: "day" | "month") =>
  Prisma.sql`((date_trunc(${unit}, now() AT TIME ZONE ${HK_TIME_ZONE}::text) AT TIME ZONE ${HK_TIME_ZONE}::text) AT TIME ZONE 'UTC')`;

const ALERTED = (clinicId: string) =>
  Prisma.sql`EXISTS (SELECT 1 FROM messages m WHERE m.emergency_request_id = e.id AND m.clinic_id = ${clinicId}::uuid)`;

/** This clinic has not answered the request: no Accept, Decline or "responded" on any of its alerts. */
const AWAITING_ANSWER = (clinicId: string) =>
  Prisma.sql`NOT EXISTS (SELECT 1 FROM messages m WHERE m.emergency_request_id = e.id AND m.clinic_id = ${clinicId}::uuid
    AND m.message_type = ANY(${ALERT_MESSAGE_TYPES}::text[])
    AND m.clinic_response IN ('accepted', 'declined', 'responded') AND m.clinic_response_at IS NOT NULL)`;

export async function countClinicRequests(clinicId: string): Promise<ClinicRequestCounters> {
  const [row] = await queryRows(
    Prisma.sql`
    SELECT count(*) FILTER (WHERE e.created_at >= ${localStart("day")})::int AS today,
           count(*) FILTER (WHERE e.created_at >= (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS week,
           count(*) FILTER (WHERE e.created_at >= ${localStart("month")})::int AS month,
           count(*) FILTER (WHERE ${AWAITING_ANSWER(clinicId)})::int AS pending,
           count(*) FILTER (WHERE e.severity = 'critical')::int AS critical
    FROM emergency_requests e
    WHERE ${ALERTED(clinicId)}`,
    countersShape,
  );
  return row ?? { today: 0, week: 0, month: 0, pending: 0, critical: 0 };
}

const text = z.string();
const maybeText = z.string().nullable();

/** A row of listClinicRequests (lib/db/sql.ts checks each); numeric coordinates arrive as pg's text. */
const clinicRequestShape = z.object({
  id: text,
  severity: text,
  status: text,
  createdAt: z.date(),
  symptom: text,
  petSpecies: maybeText,
  petSpeciesOther: maybeText,
  /** Whole months. */
  petAgeMonths: z.number().nullable(),
  contactName: text,
  contactPhone: text,
  manualLocation: maybeText,
  locationLatitude: maybeText,
  locationLongitude: maybeText,
  /** 'gps', or 'area' (a typed place placed at a gazetteer point). */
  locationPrecision: maybeText,
  pet: z.object({ name: text, species: text }).nullable(),
  user: z.object({ firstName: maybeText, lastName: maybeText, phone: maybeText }).nullable(),
  /** The furthest any channel got to this clinic (delivered > sent > queued > failed). */
  messageStatus: text,
  /** 'accepted' / 'declined' / 'responded' / null: this clinic's latest answer. */
  clinicResponse: maybeText,
  clinicResponseAt: z.date().nullable(),
  messages: z.array(z.object({ messageType: text, status: text })),
});

export type ClinicRequest = z.infer<typeof clinicRequestShape>;

const ORDER: Record<ClinicRequestSort, Prisma.Sql> = {
  newest: Prisma.sql`e.created_at DESC, e.id DESC`,
  oldest: Prisma.sql`e.created_at ASC, e.id ASC`,
  // Most severe first: critical, urgent, moderate (unknown last); newest first within a severity.
  severity: Prisma.sql`array_position(${[...SEVERITIES]}::text[], e.severity) NULLS LAST, e.created_at DESC, e.id DESC`,
};

const FILTER = (clinicId: string): Record<ClinicRequestFilter, Prisma.Sql> => ({
  all: Prisma.sql`TRUE`,
  pending: AWAITING_ANSWER(clinicId),
  critical: Prisma.sql`e.severity = 'critical'`,
});

export async function listClinicRequests(
  clinicId: string,
  { filter = "all", sort = "newest", limit = 100 }: { filter?: ClinicRequestFilter; sort?: ClinicRequestSort; limit?: number } = {},
): Promise<ClinicRequest[]> {
  return queryRows(
    Prisma.sql`
    SELECT e.id, e.severity, e.status, e.created_at AS "createdAt", e.symptom, e.pet_species AS "petSpecies",
           e.pet_species_other AS "petSpeciesOther", e.pet_age_months AS "petAgeMonths",
           e.contact_name AS "contactName", e.contact_phone AS "contactPhone",
           e.manual_location AS "manualLocation", e.location_latitude AS "locationLatitude",
           e.location_longitude AS "locationLongitude", e.location_precision AS "locationPrecision",
           CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('name', p.name, 'species', p.species) END AS pet,
           CASE WHEN u.id IS NULL THEN NULL
                ELSE json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'phone', u.phone) END AS "user",
           sent."messageStatus", sent.messages,
           answer.clinic_response AS "clinicResponse", answer.clinic_response_at AS "clinicResponseAt"
    FROM emergency_requests e
    LEFT JOIN pets p ON p.id = e.pet_id
    LEFT JOIN users u ON u.id = e.user_id
    CROSS JOIN LATERAL (
      SELECT (array_agg(m.status ORDER BY array_position(${[...MESSAGE_STATUSES]}::text[], m.status) DESC NULLS LAST))[1]
               AS "messageStatus",
             json_agg(json_build_object('messageType', m.message_type, 'status', m.status) ORDER BY m.message_type) AS messages
      FROM messages m WHERE m.emergency_request_id = e.id AND m.clinic_id = ${clinicId}::uuid
    ) sent
    LEFT JOIN LATERAL (
      SELECT m.clinic_response, m.clinic_response_at
      FROM messages m
      WHERE m.emergency_request_id = e.id AND m.clinic_id = ${clinicId}::uuid
        AND m.clinic_response IS NOT NULL AND m.clinic_response_at IS NOT NULL
      ORDER BY m.clinic_response_at DESC LIMIT 1
    ) answer ON TRUE
    WHERE ${ALERTED(clinicId)} AND ${FILTER(clinicId)[filter]}
    ORDER BY ${ORDER[sort]}
    LIMIT ${limit}`,
    clinicRequestShape,
  );
}
