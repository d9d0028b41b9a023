// A pet's age: one rule for the wizard, the pets dialog and the API.
// Owners type years ("2", "0.5", "2.5") or months for young animals ("6 months",
// "6m", "6 個月", "6个月"); numbers from the API are years. It is stored as whole
// months, so "6 months" can be shown back. No zod here: the wizard's first
// download carries this file.
import type { Species } from "@/lib/domain/species";

/** Oldest age accepted, in months (a tortoise or a parrot outlives any dog). */
export const MAX_AGE_MONTHS = 150 * 12;

/** The one message for an age that cannot be read (wizard note and pets dialog alike). */
export const AGE_MESSAGE = "Validation.ageFormat";

const MONTHS = /^(\d+(?:\.\d+)?)\s*(?:m|mo|mos|mth|mths|month|months|個月|个月|月)$/i;
const YEARS = /^(\d+(?:\.\d+)?)\s*(?:y|yr|yrs|year|years|歲|岁|年)?$/i;

/**
 * Whole months from what the owner typed or the API sent: null for nothing
 * (blank, null, undefined), NaN for something that is not an age (text, zero,
 * negative, more than MAX_AGE_MONTHS). Under a month counts as one month.
 */
export function parseAgeMonths(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  let months: number;
  if (typeof value === "number") {
    months = value * 12;
  } else if (typeof value === "string") {
    // NFKC: full-width digits and spaces from a Chinese keyboard read as ASCII.
    const text = value.normalize("NFKC").trim().replace(/,/g, ".");
    if (text === "") return null;
    const m = MONTHS.exec(text);
    const y = m ? null : YEARS.exec(text);
    if (m) months = Number(m[1]);
    else if (y) months = Number(y[1]) * 12;
    else return Number.NaN;
  } else {
    return Number.NaN;
  }
  if (!Number.isFinite(months) || months <= 0) return Number.NaN;
  const whole = Math.max(1, Math.round(months));
  return whole > MAX_AGE_MONTHS ? Number.NaN : whole;
}

/** How an age is said: under two years in months unless whole years, else years (and months). */
export type AgeParts =
  | { key: "ageMonths"; values: { months: number } }
  | { key: "ageYears"; values: { years: number } }
  | { key: "ageYearsMonths"; values: { years: number; months: number } };

export function ageParts(months: number): AgeParts {
  if (months % 12 === 0) return { key: "ageYears", values: { years: months / 12 } };
  if (months < 24) return { key: "ageMonths", values: { months } };
  return { key: "ageYearsMonths", values: { years: Math.floor(months / 12), months: months % 12 } };
}

/** A translator over a group with `species.<key>`, ageMonths, ageYears, ageYearsMonths and describe (Pet, BroadcastMessage.petText). */
/** The keys a pet's text uses; the compiler checks them against both groups. */
export type PetTextKey = `species.${Species}` | AgeParts["key"] | "describe";
export type PetTextT = (key: PetTextKey, values?: Record<string, string | number>) => string;

export function ageText(months: number, t: PetTextT): string {
  const { key, values } = ageParts(months);
  return t(key, values);
}
