import "server-only";
import { db } from "@/lib/db";
import { numberOrNull } from "@/lib/db/decimal";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toLocale, type Locale } from "@/lib/i18n/locale";
import { ownerPlace } from "@/lib/messaging/owner-place";
import type { BroadcastContentInput } from "./content";

// What a broadcast says about a request, read once for the clinic's copy (the
// worker sends it) and for the public copy the request's link shows; the
// results page's preview maps its own read of the request the same way.

/** A number stored as NUMERIC: Prisma's Decimal as read, or the string a DTO carries. */
type Numeric = Prisma.Decimal | string | null;

/** The request columns the broadcast text is made of (any read that has them). */
export type BroadcastSource = {
  symptom: string;
  voiceTranscript: string | null;
  aiAnalyzedSymptoms: string | null;
  petSpecies: string | null;
  petSpeciesOther: string | null;
  petBreed: string | null;
  petAgeMonths: number | null;
  manualLocation: string | null;
  locationLatitude: Numeric;
  locationLongitude: Numeric;
  /** 'gps', or 'area' (a typed place placed at a gazetteer point). */
  locationPrecision: string | null;
  contactName: string;
  contactPhone: string;
  contactEmail?: string | null;
  pet: { name: string; weight: Numeric; medicalNotes: string | null } | null;
};

/**
 * The broadcast text's input from a request: field by field, so nothing else of the row reaches a client.
 * Where the owner is reads in `locale`, the message's language: a place's own name translated, a GPS
 * point as the nearest place (lib/messaging/owner-place.ts), never English words in a Chinese alert.
 */
export function toBroadcastContent(request: BroadcastSource, locale: Locale): BroadcastContentInput {
  const { pet } = request;
  return {
    symptom: request.symptom,
    voiceTranscript: request.voiceTranscript,
    aiAnalyzedSymptoms: request.aiAnalyzedSymptoms,
    petSpecies: request.petSpecies,
    petSpeciesOther: request.petSpeciesOther,
    petBreed: request.petBreed,
    petAgeMonths: request.petAgeMonths,
    pet: pet ? { name: pet.name, weight: pet.weight?.toString() ?? null, medicalNotes: pet.medicalNotes } : null,
    locationText: ownerPlace(request, null, locale).place,
    latitude: numberOrNull(request.locationLatitude),
    longitude: numberOrNull(request.locationLongitude),
    contactName: request.contactName,
    contactPhone: request.contactPhone,
    contactEmail: request.contactEmail ?? null,
  };
}

/** A request's stored id, its content for the broadcast text, its language and its signed-in owner (null when anonymous). */
export async function loadBroadcastContent(requestId: string) {
  const request = await db.emergencyRequest.findUnique({
    where: { id: requestId },
    select: {
      id: true,
      symptom: true,
      voiceTranscript: true,
      aiAnalyzedSymptoms: true,
      petSpecies: true,
      petSpeciesOther: true,
      petBreed: true,
      petAgeMonths: true,
      manualLocation: true,
      locationLatitude: true,
      locationLongitude: true,
      locationPrecision: true,
      contactName: true,
      contactPhone: true,
      contactEmail: true,
      language: true,
      userId: true,
      pet: { select: { name: true, weight: true, medicalNotes: true } },
    },
  });
  if (!request) return null;
  const language = toLocale(request.language);
  return { id: request.id, content: toBroadcastContent(request, language), language, ownerId: request.userId };
}

/**
 * The content without what came from the owner's account: their
 * email and a saved pet's weight and medical notes. The clinic's copy keeps
 * everything; anyone else holding the request's link sees this.
 */
export function withoutAccountData(content: BroadcastContentInput): BroadcastContentInput {
  return { ...content, contactEmail: null, pet: content.pet ? { name: content.pet.name, weight: null, medicalNotes: null } : null };
}
