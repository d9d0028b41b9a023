import { isSpecies, type Species } from "@/lib/domain/species";
import type { KeyOf, Translator } from "@/lib/i18n/types";

// Outgoing texts (emails, WhatsApp variables, the reply page) come from the
// Messaging namespace, through the one server-side translator
// (lib/i18n/translator.ts): translator(locale, "Messaging").

export type MessagingT = Translator<"Messaging">;

const SPECIES_LABELS = {
  dog: "speciesDog",
  cat: "speciesCat",
  rabbit: "speciesRabbit",
  bird: "speciesBird",
  reptile: "speciesReptile",
  small_mammal: "speciesSmallMammal",
  other: "speciesOther",
} as const satisfies Record<Species, KeyOf<"Messaging">>;

/** The species for a message; "other" reads as the owner's own word when they gave one. */
export function speciesLabel(t: MessagingT, species: string | null, other?: string | null): string {
  if (species === "other" && other?.trim()) return other.trim();
  return isSpecies(species) ? t(SPECIES_LABELS[species]) : t("speciesUnknown");
}
