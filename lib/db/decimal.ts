import type { Prisma } from "@/lib/generated/prisma/client";

/** A nullable NUMERIC column (coordinates), as read or as a DTO's string, as a plain number for JSON and arithmetic. */
export function numberOrNull(value: Prisma.Decimal | string | null): number | null {
  return value === null ? null : Number(value);
}
