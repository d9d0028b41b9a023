// The first-aid content per language: the words from text.<locale>.json, read
// once as this module loads and checked against the schema (a card missing a
// step or a language missing a card fails the build's page renders and
// content.test.ts), with the pages each card cites (cited.ts), the same for both languages.
import { z } from "zod";
import { SYMPTOM_KEYS, type SymptomKey } from "@/lib/emergency/symptoms";
import type { Locale } from "@/lib/i18n/locale";
import { CARD_SOURCES, SPECIES_SOURCES, TRAVEL_SOURCES } from "./cited";
import { cardSchema, travelSchema, type FirstAidContent } from "./schema";
import { CARD_SPECIES, type CardPatch, type CardSpecies, type SpeciesContent } from "./species";
import en from "./text.en.json";
import zhHK from "./text.zh-HK.json";

const cardText = cardSchema.omit({ sources: true }).strict();
const patchText = cardText.pick({ steps: true, avoid: true, moving: true, goNow: true }).partial().strict();
const patches = z.partialRecord(z.enum(SYMPTOM_KEYS), patchText);

/** One language's words: the cards, the travel note, and the lines for other pets (species.ts). */
const firstAidTextSchema = z
  .object({
    cards: z.object(Object.fromEntries(SYMPTOM_KEYS.map((key) => [key, cardText])) as Record<SymptomKey, typeof cardText>).strict(),
    travel: travelSchema.omit({ sources: true }).strict(),
    neutral: patches,
    species: z.object(Object.fromEntries(CARD_SPECIES.map((s) => [s, patches])) as Record<CardSpecies, typeof patches>).strict(),
  })
  .strict();

type Language = { cards: FirstAidContent; lines: SpeciesContent };

function language(json: unknown): Language {
  const text = firstAidTextSchema.parse(json);
  const cited = (species: CardSpecies) =>
    Object.fromEntries(
      Object.entries(text.species[species]).map(([key, patch]): [string, CardPatch] => {
        const sources = SPECIES_SOURCES[species][key as SymptomKey];
        return [key, sources ? { ...patch, sources } : patch];
      }),
    );
  return {
    cards: {
      cards: Object.fromEntries(
        SYMPTOM_KEYS.map((key) => [key, { ...text.cards[key], sources: CARD_SOURCES[key] }]),
      ) as FirstAidContent["cards"],
      travel: { ...text.travel, sources: TRAVEL_SOURCES },
    },
    lines: { neutral: text.neutral, species: Object.fromEntries(CARD_SPECIES.map((s) => [s, cited(s)])) as SpeciesContent["species"] },
  };
}

export const FIRST_AID_LANGUAGES: Record<Locale, Language> = { en: language(en), "zh-HK": language(zhHK) };
