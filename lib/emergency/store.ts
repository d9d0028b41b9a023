import "server-only";
import { nearestClinicRegionSql } from "@/lib/clinics/geo";
import { queryRows } from "@/lib/db/sql";
import { Prisma, type EmergencyRequest } from "@/lib/generated/prisma/client";
import { z } from "zod";
import type { LatLng } from "@/lib/geo/distance";
import { countSql, limitSpec, overLimit } from "@/lib/rate-limit";

// Storing a wizard submission in one SQL statement: the earlier
// request with the same Idempotency-Key, the per-address limit, the region and
// the INSERT were four round trips through Prisma. On the server's single
// thread each cost more than the work it asked of PostgreSQL.

/** What creation answers with. */
export type StoredRequest = { id: string; regionId: string | null };

/**
 * A new emergency_requests row: the model's columns but those the table or this
 * statement sets (id, status, region, created_at), with coordinates as numbers.
 */
export type NewRequest = Omit<EmergencyRequest, "id" | "status" | "regionId" | "createdAt" | "locationLatitude" | "locationLongitude"> & {
  locationLatitude: number | null;
  locationLongitude: number | null;
};

/** Where the region comes from: a region code (a typed area), the nearest clinic's (a point), or none. */
export type RegionFrom = { regionCode: string } | { near: LatLng } | null;

/** Counting the submission against the per-address limit in the same statement. */
export type Counting = { ip: string; now: Date };

const LIMIT = "emergencyCreateIp";

function regionSql(from: RegionFrom): Prisma.Sql {
  if (!from) return Prisma.sql`NULL::uuid`;
  if ("regionCode" in from) return Prisma.sql`(SELECT id FROM regions WHERE code = ${from.regionCode}::text)`;
  return nearestClinicRegionSql(from.near);
}

function insertValuesSql(row: NewRequest, region: RegionFrom): Prisma.Sql {
  return Prisma.sql`
    ${row.userId}::uuid, ${row.petId}::uuid, ${row.symptom}::text, ${row.symptomKeys}::text[], ${row.petSpecies}::text,
    ${row.petSpeciesOther}::text, ${row.petBreed}::text, ${row.petAgeMonths}::int, ${row.voiceTranscript}::text,
    ${row.aiAnalyzedSymptoms}::text, ${row.isVoiceRecording}::boolean, ${row.locationLatitude}::numeric,
    ${row.locationLongitude}::numeric, ${row.locationPrecision}::text, ${row.manualLocation}::text, ${row.contactName}::text,
    ${row.contactPhone}::text, ${row.contactEmail}::text, ${row.language}::text, ${row.severity}::text, ${regionSql(region)},
    ${row.idempotencyKey}::text, ${new Date()}::timestamp(3)`;
}

const NOTHING_COUNTED = Prisma.sql`SELECT NULL::int AS points, NULL::timestamp(3) AS expire WHERE FALSE`;
const NOTHING_CREATED = Prisma.sql`SELECT NULL::uuid AS id, NULL::uuid AS region_id WHERE FALSE`;
const FRESH = Prisma.sql`NOT EXISTS (SELECT 1 FROM earlier)`;

/**
 * One statement: the earlier request with this key if there is one (then
 * nothing is counted or stored); else the submission counted against the
 * per-address limit when `counting` is given, and `created` (an INSERT, or
 * nothing) run. The only way a submission is looked up, counted and stored.
 */
function submissionSql(idempotencyKey: string | null, counting: Counting | null, created: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    WITH earlier AS (
      SELECT id, region_id FROM emergency_requests WHERE idempotency_key = ${idempotencyKey}::text
    ), counted AS (
      ${counting ? countSql(LIMIT, counting.ip, counting.now, { onlyIf: FRESH }) : NOTHING_COUNTED}
    ), created AS (
      ${created}
    )
    SELECT earlier.id::text AS "earlierId", earlier.region_id::text AS "earlierRegionId",
           counted.points, counted.expire, created.id::text AS id, created.region_id::text AS "regionId"
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN earlier ON TRUE LEFT JOIN counted ON TRUE LEFT JOIN created ON TRUE`;
}

/**
 * Stores the row unless an earlier request has its key or the counted limit
 * is spent. A concurrent submission with the same key that stored first
 * makes the INSERT do nothing (the unique index on idempotency_key).
 */
function insertSql(row: NewRequest, region: RegionFrom, counted: boolean): Prisma.Sql {
  const admitted = counted ? Prisma.sql`(SELECT points FROM counted) <= ${limitSpec(LIMIT).points}::int` : Prisma.sql`TRUE`;
  return Prisma.sql`
      INSERT INTO emergency_requests (
        user_id, pet_id, symptom, symptom_keys, pet_species, pet_species_other, pet_breed, pet_age_months,
        voice_transcript, ai_analyzed_symptoms, is_voice_recording, location_latitude, location_longitude,
        location_precision, manual_location, contact_name, contact_phone, contact_email, language, severity,
        region_id, idempotency_key, created_at)
      SELECT ${insertValuesSql(row, region)}
      WHERE ${FRESH} AND ${admitted}
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING id, region_id`;
}

const outcomeShape = z.object({
  earlierId: z.string().nullable(),
  earlierRegionId: z.string().nullable(),
  points: z.number().nullable(),
  expire: z.date().nullable(),
  id: z.string().nullable(),
  regionId: z.string().nullable(),
});

type Outcome = z.infer<typeof outcomeShape>;

async function runSubmission(idempotencyKey: string | null, counting: Counting | null, created: Prisma.Sql): Promise<Outcome> {
  const [outcome] = await queryRows(submissionSql(idempotencyKey, counting, created), outcomeShape);
  if (outcome.earlierId) return outcome;
  if (counting && outcome.points !== null) {
    const refusal = overLimit(LIMIT, { points: outcome.points, expire: outcome.expire }, counting.now);
    if (refusal) throw refusal;
  }
  return outcome;
}

const earlierOf = (outcome: Outcome) => (outcome.earlierId ? { id: outcome.earlierId, regionId: outcome.earlierRegionId } : null);

/**
 * Before a submission's slow look-ups (the owner's pet, the Address Lookup
 * Service): the request this key already made, else null once the submission
 * is counted against the per-address limit (the 429 when it is spent). The
 * store that follows then counts nothing.
 */
export async function admitSubmission(idempotencyKey: string | null, counting: Counting): Promise<StoredRequest | null> {
  return earlierOf(await runSubmission(idempotencyKey, counting, NOTHING_CREATED));
}

/**
 * Stores `row` (counted in the same statement when `counting` is given).
 * `earlier`: the request this key already made, answered instead; `lostRace`:
 * nothing stored because a concurrent submission with the same key stored
 * first. Throws the 429 when the limit is spent.
 */
export async function storeEmergencyRequest(
  row: NewRequest,
  region: RegionFrom,
  counting: Counting | null,
): Promise<{ stored: StoredRequest } | { earlier: StoredRequest } | { lostRace: true }> {
  const outcome = await runSubmission(row.idempotencyKey, counting, insertSql(row, region, counting !== null));
  const earlier = earlierOf(outcome);
  if (earlier) return { earlier };
  if (outcome.id) return { stored: { id: outcome.id, regionId: outcome.regionId } };
  return { lostRace: true };
}
