import "server-only";
import { db } from "@/lib/db";
import { numberOrNull } from "@/lib/db/decimal";

// Read side of emergency requests. A request is public by its unguessable id
// (a uuid v4); the owner's email never leaves the server here.

/** A request's own answers as the owner gave them and as stored: the results page and the owner's data export read the same. */
export const REQUEST_ANSWERS_SELECT = {
  id: true,
  symptom: true,
  symptomKeys: true,
  petSpecies: true,
  petSpeciesOther: true,
  petBreed: true,
  petAgeMonths: true,
  voiceTranscript: true,
  aiAnalyzedSymptoms: true,
  isVoiceRecording: true,
  locationLatitude: true,
  locationLongitude: true,
  locationPrecision: true,
  manualLocation: true,
  contactName: true,
  contactPhone: true,
  language: true,
  status: true,
  severity: true,
  regionId: true,
  createdAt: true,
} as const;

const SELECT = {
  ...REQUEST_ANSWERS_SELECT,
  userId: true,
  pet: { select: { name: true, weight: true, medicalNotes: true } },
} as const;

export type EmergencyRequestDto = {
  id: string;
  symptom: string;
  symptomKeys: string[];
  petSpecies: string | null;
  /** The owner's word for the animal when petSpecies is "other". */
  petSpeciesOther: string | null;
  petBreed: string | null;
  /** Whole months ("6 months" for a puppy of 0.5 years). */
  petAgeMonths: number | null;
  voiceTranscript: string | null;
  aiAnalyzedSymptoms: string | null;
  isVoiceRecording: boolean;
  /** Strings on read. */
  locationLatitude: string | null;
  locationLongitude: string | null;
  locationPrecision: string | null;
  manualLocation: string | null;
  /** The typed place, else the coordinates to 4 decimals. */
  locationText: string | null;
  contactName: string;
  contactPhone: string;
  language: string;
  status: string;
  severity: string;
  regionId: string | null;
  createdAt: string;
  pet: { name: string; weight: string | null; medicalNotes: string | null } | null;
};

/**
 * A request as its link shows it. What came from a signed-in owner's account
 * (a saved pet's weight and medical notes) is there only when `viewerId` is
 * that owner; what the owner typed is there for whoever has the link.
 */
export async function findEmergencyRequest(id: string, viewerId?: string | null): Promise<EmergencyRequestDto | null> {
  const found = await db.emergencyRequest.findUnique({ where: { id }, select: SELECT });
  if (!found) return null;
  const { userId, ...row } = found;
  const owner = userId !== null && userId === viewerId;
  const lat = numberOrNull(row.locationLatitude);
  const lng = numberOrNull(row.locationLongitude);
  return {
    ...row,
    locationLatitude: lat === null ? null : String(lat),
    locationLongitude: lng === null ? null : String(lng),
    locationText: row.manualLocation ?? (lat !== null && lng !== null ? `${lat.toFixed(4)}, ${lng.toFixed(4)}` : null),
    createdAt: row.createdAt.toISOString(),
    pet: row.pet
      ? owner
        ? { ...row.pet, weight: row.pet.weight === null ? null : row.pet.weight.toString() }
        : { name: row.pet.name, weight: null, medicalNotes: null }
      : null,
  };
}

/** Whether a request with this id exists (its public pieces, e.g. its messages, are then readable by link). */
export async function emergencyRequestExists(id: string): Promise<boolean> {
  return (await db.emergencyRequest.count({ where: { id } })) > 0;
}

/** The signed-in owner's own requests, newest first. */
export async function listOwnEmergencyRequests(userId: string) {
  return db.emergencyRequest.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 100,
    select: { id: true, symptom: true, petSpecies: true, status: true, severity: true, createdAt: true },
  });
}
