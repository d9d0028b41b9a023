import { notFound } from "@/lib/errors";
import { readUuidOrNull } from "./uuid";

// A route's ids, read with the one rule for their spelling (./uuid.ts).

/** A route's [id] segment, lower case: anything but a uuid cannot exist, so it is a 404, never a database error. */
export function readUuid(value: string, what = "Record"): string {
  const id = readUuidOrNull(value);
  if (id === null) throw notFound(what);
  return id;
}
