import "server-only";
import { notAdmin, type CurrentUser } from "@/lib/auth/current-user";
import { writeAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { notFound, validationError } from "@/lib/errors";
import { locateTypedPlace } from "@/lib/geo/address-lookup";
import { parseAgeMonths } from "@/lib/pets/age";
import type { Locale } from "@/lib/i18n/locale";
import { resolveBreed } from "./breeds";
import type { CreateEmergencyRequest } from "./schemas";
import { severityFor } from "./severity";
import { analyzeTranscript } from "./voice-analysis";
import { isAdmin } from "@/lib/domain/enums";
import { admitSubmission, storeEmergencyRequest, type NewRequest, type RegionFrom, type StoredRequest } from "./store";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";

type Located = {
  latitude: number | null;
  longitude: number | null;
  precision: "gps" | "address" | "area" | null;
  region: RegionFrom;
};

const hasGps = (input: CreateEmergencyRequest) => input.locationLatitude != null && input.locationLongitude != null;

/**
 * GPS when the phone gave it; otherwise the typed place through the Address
 * Lookup Service (an address) or the offline gazetteer (an area, approximate),
 * so results can still be sorted by distance. The region: the area's, or that
 * of the nearest clinic to the point (regions are coarse: Island, Kowloon, New
 * Territories), read in the statement that stores the request.
 */
async function locate(input: CreateEmergencyRequest): Promise<Located> {
  if (hasGps(input)) {
    const point = { latitude: input.locationLatitude!, longitude: input.locationLongitude! };
    return { ...point, precision: "gps", region: { near: point } };
  }
  const place = input.manualLocation ? await locateTypedPlace(input.manualLocation) : null;
  if (!place) return { latitude: null, longitude: null, precision: null, region: null };
  const { latitude, longitude, precision, regionCode } = place;
  return { latitude, longitude, precision, region: regionCode ? { regionCode } : { near: { latitude, longitude } } };
}

const CREATED_SHAPE = { id: true, regionId: true } as const;

/** The request an earlier submission with this Idempotency-Key created, in the shape creation answers with. */
function findByIdempotencyKey(idempotencyKey: string) {
  return db.emergencyRequest.findUnique({ where: { idempotencyKey }, select: CREATED_SHAPE });
}

type Submission = { request: StoredRequest; replayed: boolean; notes: readonly "ageDropped"[] };

/**
 * Stores a wizard submission, counted against the per-address limit. The
 * session, never the payload, decides the owner. With an idempotency key, a
 * submission already stored (or stored first by a concurrent one with the same
 * key) is answered with that row: `replayed` is then true, nothing is counted
 * and no second row exists.
 *
 * Both go through lib/emergency/store.ts's one statement: a submission with
 * GPS (or no place at all) is looked up, counted and stored in one; one that
 * names the owner's pet or a typed place is looked up and counted first
 * (admitSubmission), so the pet and the Address Lookup Service are asked only
 * within the limit, then stored.
 */
export async function submitEmergencyRequest(
  input: CreateEmergencyRequest,
  user: CurrentUser | null,
  locale: Locale,
  idempotencyKey: string | null,
  ip: string,
): Promise<Submission> {
  const needsLookups = Boolean(input.petId) || (!hasGps(input) && Boolean(input.manualLocation));
  if (needsLookups) {
    const earlier = await admitSubmission(idempotencyKey, { ip, now: new Date() });
    if (earlier) return { request: earlier, replayed: true, notes: [] };
  }
  const pet = input.petId
    ? await db.pet.findFirst({
        where: { id: input.petId, userId: user?.id ?? "00000000-0000-0000-0000-000000000000" },
        select: { id: true, species: true, speciesOther: true, breed: true, ageMonths: true },
      })
    : null;
  if (input.petId && !pet) throw validationError({ petId: "EmergencyWizard.errors.petNotFound" });

  // An age that cannot be read is left out, never a refused emergency; the owner is told.
  const typedAge = parseAgeMonths(input.petAge);
  const ageDropped = Number.isNaN(typedAge);
  const species = pet?.species ?? input.petSpecies ?? null;
  const location = await locate(input);
  // A spoken "not breathing" is as critical as the tapped choice (the transcript is re-analysed here, not trusted).
  const spokenCritical = input.voiceTranscript ? analyzeTranscript(input.voiceTranscript).categories.includes("critical") : false;
  const row: NewRequest = {
    userId: user?.id ?? null,
    petId: pet?.id ?? null,
    symptom: input.symptom,
    symptomKeys: input.symptomKeys,
    petSpecies: species,
    petSpeciesOther: species === "other" ? ((pet ? pet.speciesOther : input.petSpeciesOther) ?? null) : null,
    petBreed: resolveBreed(input.petBreed ?? pet?.breed, species ?? undefined) ?? null,
    petAgeMonths: (ageDropped ? null : typedAge) ?? pet?.ageMonths ?? null,
    voiceTranscript: input.voiceTranscript ?? null,
    aiAnalyzedSymptoms: input.aiAnalyzedSymptoms ?? null,
    isVoiceRecording: input.isVoiceRecording,
    locationLatitude: location.latitude,
    locationLongitude: location.longitude,
    locationPrecision: location.precision,
    manualLocation: input.manualLocation ?? null,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    contactEmail: user?.email ?? null,
    language: locale,
    severity: spokenCritical ? "critical" : severityFor(input.symptomKeys),
    idempotencyKey,
  };
  // One INSERT and no related rows, so a connection lost mid-request leaves either the whole request or nothing.
  const outcome = await storeEmergencyRequest(row, location.region, needsLookups ? null : { ip, now: new Date() });
  if ("stored" in outcome) return { request: outcome.stored, replayed: false, notes: ageDropped ? ["ageDropped"] : [] };
  if ("earlier" in outcome) return { request: outcome.earlier, replayed: true, notes: [] };
  const winner = idempotencyKey ? await findByIdempotencyKey(idempotencyKey) : null;
  if (!winner) throw new Error("An emergency request lost an idempotency race without a stored winner");
  return { request: winner, replayed: true, notes: [] };
}

/**
 * Pending → responded: who may, staff of a clinic the request alerted,
 * or an admin. Checked before the body is read, so a stranger learns nothing
 * from a 400; and anyone else gets 403 whether or not the request exists (an
 * admin, who may see every request, gets 404 for a missing one).
 */
export async function authorizeMarkResponded(id: string | null, user: CurrentUser) {
  const alerted =
    Boolean(id && user.clinicId) && (await db.message.count({ where: { emergencyRequestId: id!, clinicId: user.clinicId! } })) > 0;
  if (!isAdmin(user) && !alerted) throw notAdmin(user, "Only staff of an alerted clinic may update this request");
  const request = id ? await db.emergencyRequest.findUnique({ where: { id }, select: { id: true, status: true } }) : null;
  if (!request) throw notFound("Emergency request");
  return { request, alerted };
}

export async function markEmergencyResponded(
  id: string,
  user: CurrentUser,
  headers: Headers,
  authorized?: Awaited<ReturnType<typeof authorizeMarkResponded>>,
) {
  const { request, alerted } = authorized ?? (await authorizeMarkResponded(id, user));
  return db.$transaction(async (tx) => {
    const updated = await tx.emergencyRequest.update({ where: { id }, data: { status: "responded" }, select: { id: true, status: true } });
    // The owner sees which clinic responded (results and status pages). A clinic's
    // own "accepted" reply says more and is kept.
    if (alerted) {
      await tx.message.updateMany({
        where: {
          emergencyRequestId: id,
          clinicId: user.clinicId!,
          messageType: { in: ALERT_MESSAGE_TYPES },
          OR: [{ clinicResponse: null }, { clinicResponse: { not: "accepted" } }],
        },
        data: { clinicResponse: "responded", clinicResponseAt: new Date() },
      });
    }
    await writeAudit(
      {
        entityType: "emergency_request",
        entityId: id,
        action: "status_change",
        userId: user.id,
        changes: { status: { from: request.status, to: "responded" } },
        headers,
      },
      tx,
    );
    return updated;
  });
}
