import { z } from "zod";

// The one reading of a yes/no flag typed as text: a query string
// (`?is24Hour=1`, `?h24=on`), a form's checkbox or a CSV cell ("Y"). Client-safe.

const TRUE = new Set(["1", "true", "yes", "y", "on"]);
const FALSE = new Set(["0", "false", "no", "n", "off"]);

/** true or false for a flag's text (any case, spaces trimmed); undefined for anything else. */
export function parseFlag(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  return TRUE.has(word) ? true : FALSE.has(word) ? false : undefined;
}

/** A flag as text (or a boolean); other text fails with Validation.invalidType. */
export const flagTextSchema = z.preprocess((v) => (typeof v === "string" ? (parseFlag(v) ?? v) : v), z.boolean("Validation.invalidType"));
