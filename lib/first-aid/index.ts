// The first-aid content for a page: the cards for a request's symptoms, in its language.
import { SYMPTOM_KEYS, type SymptomKey } from "@/lib/emergency/symptoms";
import { FIRST_AID_LANGUAGES } from "./content";
import type { FirstAidCard, FirstAidContent } from "./schema";
import { cardFor, type SpeciesContent } from "./species";
import { toLocale, type Locale } from "@/lib/i18n/locale";
import { isOneOf } from "@/lib/domain/enums";

export const FIRST_AID: Record<Locale, FirstAidContent> = { en: FIRST_AID_LANGUAGES.en.cards, "zh-HK": FIRST_AID_LANGUAGES["zh-HK"].cards };
export const SPECIES_LINES: Record<Locale, SpeciesContent> = {
  en: FIRST_AID_LANGUAGES.en.lines,
  "zh-HK": FIRST_AID_LANGUAGES["zh-HK"].lines,
};

export function firstAidContent(locale: string): FirstAidContent {
  return FIRST_AID[toLocale(locale)];
}

export function isSymptomKey(value: string): value is SymptomKey {
  return isOneOf(SYMPTOM_KEYS, value);
}

/**
 * The cards for the chosen keys, in the wizard's order (unknown keys ignored),
 * for the pet's species (no dog or cat wording for other pets).
 */
export function firstAidCards(
  keys: readonly string[],
  locale: string,
  species: string | null = null,
): { key: SymptomKey; card: FirstAidCard }[] {
  const chosen = new Set(keys);
  const { cards } = firstAidContent(locale);
  const lines = SPECIES_LINES[toLocale(locale)];
  return SYMPTOM_KEYS.filter((key) => chosen.has(key)).map((key) => ({ key, card: cardFor(cards[key], key, species, lines) }));
}
