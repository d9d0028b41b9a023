import { z } from "zod";

// Ids are read once, here, and lower-cased: PostgreSQL
// finds "ABC…" and "abc…" as one row, so anything keyed on the id as text (a
// rate limit, a cache, a comparison) must see one spelling, the stored one.

const uuid = z.uuid();

/** The id in lower case, or null when `value` is not a uuid. */
export function readUuidOrNull(value: string): string | null {
  return uuid.safeParse(value).success ? value.toLowerCase() : null;
}
