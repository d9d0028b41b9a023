import { z } from "zod";
import { REGION_CODES } from "@/lib/domain/enums";
import { flagTextSchema } from "@/lib/validation/flag";
import { safeMultiline } from "@/lib/text/safe-text";
import { coordinate, listItemText, optionalEmailField, optionalText, requiredText, uuidField } from "@/lib/validation/fields";
import { optionalPhone, phone } from "@/lib/validation/phone";
import { dayHoursSchema, weeklyHoursSchema } from "./hours";
import { LOCALES } from "@/lib/i18n/locale";

// Clinic payloads (the clinic form), shared by the admin and staff forms,
// the route handlers and the CSV/JSON import. Messages are i18n keys.

/** The fields every clinic form and import row share. */
export const clinicFieldsSchema = z.object({
  name: requiredText(200, "Validation.clinicNameRequired"),
  nameZh: optionalText(200),
  address: requiredText(500, "Validation.addressRequired", { clean: safeMultiline }),
  addressZh: optionalText(500, safeMultiline),
  phone: phone("Validation.phoneRequired"),
  whatsapp: optionalPhone(),
  email: optionalEmailField(),
  website: optionalText(500),
  openingHours: optionalText(1000, safeMultiline),
  is24Hour: z.boolean().default(false),
  isSupportHospital: z.boolean().default(false),
  latitude: coordinate(-90, 90, "Validation.invalidLatitude"),
  longitude: coordinate(-180, 180, "Validation.invalidLongitude"),
  services: z.array(listItemText(100)).max(50).default([]),
  /** Structured hours (lib/clinics/hours.ts); omitted = unchanged, null = not known. */
  weeklyHours: weeklyHoursSchema.nullable().optional(),
  /** null = not stated (weekly hours apply, "may differ"), [] = closed on public holidays. */
  publicHolidayHours: dayHoursSchema.optional(),
  /** Open during Typhoon Signal No. 8+ / the Black Rainstorm Warning; null = not known. */
  openDuringTyphoon: z.boolean("Validation.invalidType").nullable().optional(),
  openDuringBlackRain: z.boolean("Validation.invalidType").nullable().optional(),
});

/** Admin add/edit and staff self-edit: region by id. */
export const clinicFormSchema = clinicFieldsSchema
  .extend({
    regionId: uuidField("Validation.regionRequired"),
    // How exact the map point is: "area" when Auto-fill fell back to the district
    // gazetteer (owners are then told distances are approximate). Omitted: "building"
    // for new coordinates, unchanged for unchanged ones.
    coordPrecision: z.enum(["building", "area"], "Validation.invalidType").optional(),
  })
  .strict();
export type ClinicFormInput = z.infer<typeof clinicFormSchema>;

/** A CSV cell with JSON in it ("" = not given); other values pass through. */
const jsonCell = (v: unknown) => {
  if (typeof v !== "string") return v;
  if (!v.trim()) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** A CSV cell: empty is "no". */
const booleanText = z.preprocess((v) => (v === undefined || v === null || v === "" ? false : v), flagTextSchema);

/** One row of a clinic import file: region by code (HKI, KLN, NT), flags as Y/N. */
export const clinicImportRowSchema = clinicFieldsSchema.extend({
  region: z.string("Validation.unknownRegion").trim().toUpperCase().pipe(z.enum(REGION_CODES, "Validation.unknownRegion")),
  is24Hour: booleanText,
  isSupportHospital: booleanText,
  // CSV cells hold the hours as JSON text.
  weeklyHours: z.preprocess(jsonCell, weeklyHoursSchema.nullable().optional()),
  publicHolidayHours: z.preprocess(jsonCell, dayHoursSchema.optional()),
  services: z.preprocess(
    (v) =>
      typeof v === "string"
        ? v
            .split(";")
            .map((s) => s.trim())
            .filter(Boolean)
        : (v ?? []),
    z.array(listItemText(100)).max(50),
  ),
});
export type ClinicImportRow = z.infer<typeof clinicImportRowSchema>;

/** GET /api/clinics: optional `near=lat,lng` (nearest first), region code, 24-hour only, limit. */
export const clinicSearchQuerySchema = z.object({
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, "Validation.invalidType")
    .transform((v) => {
      const [latitude, longitude] = v.split(",").map(Number);
      return { latitude, longitude };
    })
    .refine((p) => Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180, "Validation.invalidType")
    .optional(),
  region: z.enum(REGION_CODES, "Validation.unknownRegion").optional(),
  is24Hour: flagTextSchema.optional(),
  limit: z.coerce
    .number("Validation.invalidNumber")
    .int("Validation.invalidNumber")
    .min(1, "Validation.invalidNumber")
    .max(2000, "Validation.invalidNumber")
    .optional(),
});
export type ClinicSearchQuery = z.output<typeof clinicSearchQuerySchema>;

/**
 * GET /api/clinics/nearest-open: where the owner is, as a GPS point
 * (`near=lat,lng`) or a district or area picked from the gazetteer (`place`);
 * with neither, the answer is the list of places to pick from.
 */
export const nearestOpenQuerySchema = z.object({
  near: clinicSearchQuerySchema.shape.near,
  place: z.string("Validation.invalidType").trim().min(1, "Validation.required").max(100, "Validation.tooLong").optional(),
  locale: z.enum(LOCALES, "Validation.invalidType").default("en"),
});
export type NearestOpenQuery = z.output<typeof nearestOpenQuerySchema>;

/**
 * GET /api/clinics/{id}/latest-alert: `since`, the newest alert the dashboard has already
 * acknowledged (the time this endpoint answered before), counts the alerts after it.
 */
export const latestAlertQuerySchema = z.object({ since: z.iso.datetime({ offset: true, error: "Validation.invalidType" }).optional() });
