import { z } from "zod";
import { notFound } from "@/lib/errors";

// Ids are read once, here, and lower-cased: PostgreSQL
// finds "ABC…" and "abc…" as one row, so anything keyed on the id as text (a
// rate limit, a cache, a comparison) must see one spelling, the stored one.

const uuid = z.uuid();

/** A route's [id] segment, lower case: anything but a uuid cannot exist, so it is a 404, never a database error. */
export function readUuid(value: string, what = "Record"): string {
  const id = readUuidOrNull(value);
  if (id === null) throw notFound(what);
  return id;
}

/** The id in lower case, or null when `value` is not a uuid. */
export function readUuidOrNull(value: string): string | null {
  return uuid.safeParse(value).success ? value.toLowerCase() : null;
}
