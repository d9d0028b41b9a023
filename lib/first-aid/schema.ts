// The first-aid cards: one reviewed text file per language (text.en.json,
// text.zh-HK.json) and the pages they cite (cited.ts), put together and
// checked against this schema by content.ts. Client-safe, but only server
// components render it.
import { z } from "zod";
import { SYMPTOM_KEYS } from "@/lib/emergency/symptoms";

export const CHECKED_ON = "2026-11-25";

export const sourceSchema = z.object({
  title: z.string().min(3),
  url: z.string().regex(/^https?:\/\/\S+$/),
  /** When someone last read the page and compared the card with it (YYYY-MM-DD). */
  checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FirstAidSource = z.infer<typeof sourceSchema>;

const line = z.string().min(4).max(300);

export const cardSchema = z.object({
  title: z.string().min(2).max(80),
  /** What to do now, in order. */
  steps: z.array(line).min(3).max(5),
  /** What not to do. */
  avoid: z.array(line).min(1).max(4),
  /** How to move the pet safely. */
  moving: line,
  /** When to set off at once rather than wait for a clinic to call back. */
  goNow: line,
  sources: z.array(sourceSchema).min(1),
});
export type FirstAidCard = z.infer<typeof cardSchema>;

/** A short, sourced note on getting to a clinic in Hong Kong. */
export const travelSchema = z.object({
  title: z.string().min(2).max(80),
  points: z.array(line).min(1).max(5),
  sources: z.array(sourceSchema).min(1),
});
export type TravelNote = z.infer<typeof travelSchema>;

export const contentSchema = z.object({
  cards: z
    .object(Object.fromEntries(SYMPTOM_KEYS.map((key) => [key, cardSchema])) as Record<(typeof SYMPTOM_KEYS)[number], typeof cardSchema>)
    .strict(),
  travel: travelSchema,
});
export type FirstAidContent = z.infer<typeof contentSchema>;
