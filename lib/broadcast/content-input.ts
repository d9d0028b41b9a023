import "server-only";
import { db } from "@/lib/db";
import { numberOrNull } from "@/lib/db/decimal";
import type { BroadcastContentInput } from "./content";

// What a broadcast says about a request, read once for the clinic's copy (the
// worker sends it) and for the public copy the request's link shows.

/** A request's content for the broadcast text, its language and its signed-in owner (null when anonymous). */
export async function loadBroadcastContent(requestId: string) {
  const request = await db.emergencyRequest.findUnique({
    where: { id: requestId },
    select: {
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
      contactName: true,
      contactPhone: true,
      contactEmail: true,
      language: true,
      userId: true,
      pet: { select: { name: true, weight: true, medicalNotes: true } },
    },
  });
  if (!request) return null;
  const { pet, manualLocation, locationLatitude, locationLongitude, language, userId, ...rest } = request;
  const content: BroadcastContentInput = {
    ...rest,
    pet: pet ? { ...pet, weight: pet.weight?.toString() ?? null } : null,
    locationText: manualLocation,
    latitude: numberOrNull(locationLatitude),
    longitude: numberOrNull(locationLongitude),
  };
  return { content, language, ownerId: userId };
}

/**
 * The content without what came from the owner's account (issue 17): their
 * email and a saved pet's weight and medical notes. The clinic's copy keeps
 * everything; anyone else holding the request's link sees this.
 */
export function withoutAccountData(content: BroadcastContentInput): BroadcastContentInput {
  return { ...content, contactEmail: null, pet: content.pet ? { name: content.pet.name, weight: null, medicalNotes: null } : null };
}
