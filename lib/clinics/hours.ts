import { z } from "zod";

// Structured opening hours: 7 entries, Monday first. Each day is
// null (closed, or not known when the clinic has no hours at all), "24h", or
// intervals ["HH:MM","HH:MM"] on a 24-hour clock; a closing time earlier than
// the opening time is after midnight, "00:00" as a closing time is midnight.
// One schema for the seed, the import, the API and the clinic forms.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, "Validation.hoursTime");
const interval = z.tuple([time, time]).refine(([from, to]) => from !== to, "Validation.hoursInterval");
export const dayHoursSchema = z.union([z.literal("24h"), z.array(interval).max(4, "Validation.hoursInterval")]).nullable();
export const weeklyHoursSchema = z.array(dayHoursSchema).length(7, "Validation.hoursWeek");

export type DayHours = z.infer<typeof dayHoursSchema>;
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;
export const HOURS_CONFIDENCE = ["high", "low"] as const;
export type HoursConfidence = (typeof HOURS_CONFIDENCE)[number];
