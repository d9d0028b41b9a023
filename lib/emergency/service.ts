import "server-only";
import type { CurrentUser } from "@/lib/auth/guards";
import { writeAudit } from "@/lib/audit";
import { nearestClinicRegionId } from "@/lib/clinics/geo";
import { db } from "@/lib/db";
import { forbidden, notFound, validationError } from "@/lib/errors";
import { locateTypedPlace } from "@/lib/geo/address-lookup";
import { parseAgeMonths } from "@/lib/pets/age";
import type { Locale } from "@/lib/i18n/locale";
import { resolveBreed } from "./breeds";
import type { CreateEmergencyRequest } from "./schemas";
import { severityFor } from "./severity";
import { analyzeTranscript } from "./voice-analysis";
import { isAdmin } from "@/lib/domain/enums";

type Located = { latitude: number | null; longitude: number | null; precision: "gps" | "address" | "area" | null; regionId: string | null };

/**
 * GPS when the phone gave it; otherwise the typed place through the Address
 * Lookup Service (an address) or the offline gazetteer (an area, approximate),
 * so results can still be sorted by distance.
 */
async function locate(input: CreateEmergencyRequest): Promise<Located> {
  let latitude = input.locationLatitude ?? null;
  let longitude = input.locationLongitude ?? null;
  let precision: Located["precision"] = latitude !== null && longitude !== null ? "gps" : null;
  let regionCode: string | null = null;
  if (!precision && input.manualLocation) {
    const place = await locateTypedPlace(input.manualLocation);
    if (place) ({ latitude, longitude, regionCode, precision } = place);
  }
  let regionId: string | null = null;
  if (regionCode) {
    regionId = (await db.region.findUnique({ where: { code: regionCode }, select: { id: true } }))?.id ?? null;
  } else if (latitude !== null && longitude !== null) {
    // The region of the nearest clinic: regions are coarse (Island, Kowloon, New Territories).
    regionId = await nearestClinicRegionId({ latitude, longitude });
  }
  return { latitude, longitude, precision, regionId };
}

const CREATED_SHAPE = { id: true, regionId: true } as const;

/** The request an earlier submission with this Idempotency-Key created, in the shape creation answers with. */
export function findByIdempotencyKey(idempotencyKey: string) {
  return db.emergencyRequest.findUnique({ where: { idempotencyKey }, select: CREATED_SHAPE });
}

/**
 * Stores a wizard submission. The session, never the payload, decides the owner.
 * With an idempotency key, a submission that lost the race to another with the
 * same key (the unique index refused its insert) answers with the winner's row:
 * `replayed` is then true and no second row exists.
 */
export async function createEmergencyRequest(
  input: CreateEmergencyRequest,
  user: CurrentUser | null,
  locale: Locale,
  idempotencyKey: string | null = null,
) {
  const pet = input.petId
    ? await db.pet.findFirst({
        where: { id: input.petId, userId: user?.id ?? "00000000-0000-0000-0000-000000000000" },
        select: { id: true, species: true, speciesOther: true, breed: true, ageMonths: true },
      })
    : null;
  if (input.petId && !pet) throw validationError({ petId: "EmergencyWizard.errors.petNotFound" });

  // An age that cannot be read is left out, never a refused emergency (issue 19); the owner is told.
  const typedAge = parseAgeMonths(input.petAge);
  const ageDropped = Number.isNaN(typedAge);
  const species = pet?.species ?? input.petSpecies ?? null;
  const location = await locate(input);
  // A spoken "not breathing" is as critical as the tapped choice (the transcript is re-analysed here, not trusted).
  const spokenCritical = input.voiceTranscript ? analyzeTranscript(input.voiceTranscript).categories.includes("critical") : false;
  const severity = spokenCritical ? "critical" : severityFor(input.symptomKeys);
  // One INSERT and no related rows, so a connection lost mid-request leaves either the whole request or nothing.
  const insert = db.emergencyRequest.create({
    data: {
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
      severity,
      regionId: location.regionId,
      idempotencyKey,
    },
    select: CREATED_SHAPE,
  });
  try {
    return { request: await insert, replayed: false, notes: ageDropped ? (["ageDropped"] as const) : [] };
  } catch (error) {
    const earlier = idempotencyKey && (error as { code?: string }).code === "P2002" ? await findByIdempotencyKey(idempotencyKey) : null;
    if (!earlier) throw error;
    return { request: earlier, replayed: true, notes: [] };
  }
}

/** SPEC §4: pending → responded, by staff of a clinic that was alerted, or an admin. */
/**
 * Who may mark a request responded: staff of a clinic it alerted, or an admin.
 * Checked before the body is read, so a stranger learns nothing from a 400.
 */
export async function authorizeMarkResponded(id: string, user: CurrentUser) {
  const request = await db.emergencyRequest.findUnique({ where: { id }, select: { id: true, status: true } });
  if (!request) throw notFound("Emergency request");
  const alerted = Boolean(user.clinicId) && (await db.message.count({ where: { emergencyRequestId: id, clinicId: user.clinicId! } })) > 0;
  if (!isAdmin(user) && !alerted) throw forbidden("Only staff of an alerted clinic may update this request");
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
