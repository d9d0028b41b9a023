import type { Prisma } from "@/lib/generated/prisma/client";

/** A nullable NUMERIC column (coordinates) as a plain number for JSON and arithmetic. */
export function numberOrNull(value: Prisma.Decimal | null): number | null {
  return value === null ? null : Number(value);
}
