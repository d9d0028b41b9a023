import { Prisma } from "@/lib/generated/prisma/client";
import type { DayHours, WeeklyHours } from "./hours";

/**
 * The hours of a clinic form or import row as columns: JSON null is written
 * as SQL NULL, and hours typed by a person are the clinic's own ("manual",
 * high confidence). `before` (an edit) keeps source and confidence when the
 * hours come back unchanged, as every form save sends them.
 */
export function hoursColumns(
  input: { weeklyHours?: WeeklyHours | null; publicHolidayHours?: DayHours },
  before?: { weeklyHours: unknown },
): Prisma.ClinicUncheckedUpdateInput {
  const out: Prisma.ClinicUncheckedUpdateInput = {};
  if (input.weeklyHours !== undefined && JSON.stringify(input.weeklyHours) !== JSON.stringify(before?.weeklyHours ?? undefined)) {
    out.weeklyHours = input.weeklyHours ?? Prisma.DbNull;
    out.hoursSource = input.weeklyHours ? "manual" : null;
    out.hoursConfidence = input.weeklyHours ? "high" : null;
  }
  if (input.publicHolidayHours !== undefined) out.publicHolidayHours = input.publicHolidayHours ?? Prisma.DbNull;
  return out;
}
