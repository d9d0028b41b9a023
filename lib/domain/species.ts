import { isOneOf } from "@/lib/domain/enums";

// Its own module (no zod) so the wizard's first step can list the species
// without shipping the validation schemas in the page's first download.
// Any pet: "other" comes with the owner's own word for the animal
// (petSpeciesOther / speciesOther), capped and stripped like other free text.
export const SPECIES = ["dog", "cat", "rabbit", "bird", "reptile", "small_mammal", "other"] as const;
export type Species = (typeof SPECIES)[number];

/** The species with a name of their own (all but "other"): what a hospital's profile can say it sees. */
export type NamedSpecies = Exclude<Species, "other">;
export const NAMED_SPECIES: readonly NamedSpecies[] = SPECIES.filter((s): s is NamedSpecies => s !== "other");

/** Longest "other" animal description kept (e.g. "Hedgehog", "Sugar glider"). */
export const SPECIES_OTHER_MAX = 40;

export const isSpecies = (value: unknown): value is Species => isOneOf(SPECIES, value);

/**
 * How a stored species reads to people: the translated name, the owner's own
 * word for "other" when given, and any legacy free text as stored.
 */
export function speciesText(
  species: string | null | undefined,
  other: string | null | undefined,
  label: (key: Species) => string,
): string | null {
  const detail = other?.trim();
  if (species === "other" && detail) return detail;
  if (isSpecies(species)) return label(species);
  return species?.trim() || null;
}
