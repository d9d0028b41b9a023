// The text of the alert a broadcast sends to a clinic. Client-safe (the
// results page previews it in the browser): no server imports and no message
// files; the caller hands in a translator for the `BroadcastMessage` namespace.
import type { KeyOf, Translator } from "@/lib/i18n/types";
import { mapLink } from "@/lib/geo/map-link";
import { describePet } from "@/lib/pets/describe";
import { safeLine, safeMultiline } from "@/lib/text/safe-text";

export type BroadcastContentInput = {
  symptom: string;
  voiceTranscript?: string | null;
  aiAnalyzedSymptoms?: string | null;
  petSpecies?: string | null;
  /** The owner's word for the animal when petSpecies is "other". */
  petSpeciesOther?: string | null;
  petBreed?: string | null;
  /** Whole months. */
  petAgeMonths?: number | null;
  pet?: { name: string; weight?: string | null; medicalNotes?: string | null } | null;
  locationText?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  contactName: string;
  contactPhone: string;
  contactEmail?: string | null;
};

export type BroadcastTranslator = Translator<"BroadcastMessage">;

/**
 * Plain text for WhatsApp and email: a title, then blocks (symptoms, pet,
 * location, contact) separated by blank lines, then a closing request. Lines
 * without data are left out, and a block with no lines disappears.
 */
export function buildBroadcastMessage(input: BroadcastContentInput, t: BroadcastTranslator): string {
  // Stored text was cleaned when it was saved; it is cleaned again here, so a
  // row written before a rule existed (or by another path) cannot carry a
  // direction override or an invisible character to a clinic.
  const line = (key: KeyOf<"BroadcastMessage">, value: string | number | null | undefined, clean = safeLine) => {
    const text = typeof value === "string" ? clean(value).trim() : value;
    return text === null || text === undefined || text === "" ? null : t(key, { value: text });
  };

  // "Rabbit, 6 months" / 「兔，6 個月」.
  const animal = describePet(
    { species: input.petSpecies, speciesOther: input.petSpeciesOther && safeLine(input.petSpeciesOther), ageMonths: input.petAgeMonths },
    (key, values) => t(`petText.${key}`, values),
  );
  const pet = input.pet ?? null;
  const { latitude, longitude } = input;

  const blocks: (string | null)[][] = [
    [t("title")],
    [
      line("symptoms", input.symptom, safeMultiline),
      line("voiceTranscript", input.voiceTranscript, safeMultiline),
      line("voiceAnalysis", input.aiAnalyzedSymptoms),
    ],
    [
      line("petName", pet?.name),
      line("species", animal),
      line("breed", input.petBreed),
      line("weight", pet?.weight),
      line("medicalNotes", pet?.medicalNotes, safeMultiline),
    ],
    [
      line("location", input.locationText),
      typeof latitude === "number" && typeof longitude === "number" ? t("map", { value: mapLink(latitude, longitude) }) : null,
    ],
    [line("contactName", input.contactName), line("contactPhone", input.contactPhone), line("contactEmail", input.contactEmail)],
    [t("closing")],
  ];
  return blocks
    .map((block) => block.filter((l): l is string => l !== null))
    .filter((block) => block.length)
    .map((block) => block.join("\n"))
    .join("\n\n");
}
