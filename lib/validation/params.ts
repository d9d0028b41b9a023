import { z } from "zod";
import { notFound } from "@/lib/errors";

const uuid = z.uuid();

/** A route's [id] segment: anything but a uuid cannot exist, so it is a 404, never a database error. */
export function readUuid(value: string, what = "Record"): string {
  if (!uuid.safeParse(value).success) throw notFound(what);
  return value;
}

export function readUuidOrNull(value: string): string | null {
  return uuid.safeParse(value).success ? value : null;
}
