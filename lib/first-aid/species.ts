// Species-aware first aid. The cards (text.*.json) are written for
// dogs and cats, and some lines say so. For any other pet those lines give way
// to species-neutral wording (`neutral`), and where a step really differs for
// a rabbit, a bird or a reptile, to that species' own line (`species`), each
// from the veterinary pages it cites (cited.ts). A species with no sourced
// line for a card gets the neutral card: no claim about it at all.
import type { SymptomKey } from "@/lib/emergency/symptoms";
import type { FirstAidCard, FirstAidSource } from "./schema";
import { isOneOf } from "@/lib/domain/enums";

/** Species with their own sourced lines. */
export const CARD_SPECIES = ["rabbit", "bird", "reptile"] as const;
export type CardSpecies = (typeof CARD_SPECIES)[number];

/** Lines that replace the card's; `sources` replaces its list (a cat's page is no source for a rabbit). */
export type CardPatch = Partial<Pick<FirstAidCard, "steps" | "avoid" | "moving" | "goNow">> & { sources?: FirstAidSource[] };
type Patches = Partial<Record<SymptomKey, CardPatch>>;

export type SpeciesContent = { neutral: Patches; species: Record<CardSpecies, Patches> };

/** Which version of the cards a pet gets: dogs, cats and unknown pets the cards as written; any other pet no dog or cat wording. */
export function cardVersion(species: string | null | undefined): "as_written" | "neutral" | CardSpecies {
  if (!species || species === "dog" || species === "cat") return "as_written";
  return isOneOf(CARD_SPECIES, species) ? species : "neutral";
}

/** The versions with a page of their own (/first-aid/<symptom>/<version>): each species', and the neutral one for other pets. */
export const CARD_VERSIONS = [...CARD_SPECIES, "neutral"] as const;
export type CardVersion = (typeof CARD_VERSIONS)[number];

export function isCardVersion(value: string): value is CardVersion {
  return isOneOf(CARD_VERSIONS, value);
}

/** The path of a symptom's card page for this pet. */
export function cardPath(key: SymptomKey, species: string | null | undefined): string {
  const version = cardVersion(species);
  return version === "as_written" ? `/first-aid/${key}` : `/first-aid/${key}/${version}`;
}

export function cardFor(card: FirstAidCard, key: SymptomKey, species: string | null | undefined, content: SpeciesContent): FirstAidCard {
  const version = cardVersion(species);
  if (version === "as_written") return card;
  const own = version === "neutral" ? undefined : content.species[version][key];
  return { ...card, ...content.neutral[key], ...own };
}
