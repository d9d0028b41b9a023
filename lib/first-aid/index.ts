// The first-aid content for a page: the cards for a request's symptoms, in its language.
import { SYMPTOM_KEYS, type SymptomKey } from "@/lib/emergency/symptoms";
import { firstAidEn } from "./content.en";
import { firstAidZhHK } from "./content.zh-HK";
import type { FirstAidCard, FirstAidContent } from "./schema";
import { toLocale, type Locale } from "@/lib/i18n/locale";

export const FIRST_AID: Record<Locale, FirstAidContent> = { en: firstAidEn, "zh-HK": firstAidZhHK };

export function firstAidContent(locale: string): FirstAidContent {
  return FIRST_AID[toLocale(locale)];
}

export function isSymptomKey(value: string): value is SymptomKey {
  return (SYMPTOM_KEYS as readonly string[]).includes(value);
}

/** The cards for the chosen keys, in the wizard's order (unknown keys ignored); "other" alone when nothing else applies. */
export function firstAidCards(keys: readonly string[], locale: string): { key: SymptomKey; card: FirstAidCard }[] {
  const chosen = new Set(keys);
  const { cards } = firstAidContent(locale);
  return SYMPTOM_KEYS.filter((key) => chosen.has(key)).map((key) => ({ key, card: cards[key] }));
}
