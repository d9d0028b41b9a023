import { z } from "zod";
import { REGION_CODES } from "@/lib/domain/enums";
import { emailField } from "@/lib/validation/fields";
import { clinicFormSchema } from "./schemas";

// Payloads of the admin portal and the staff dashboard, all derived from the one
// clinic form schema (lib/clinics/schemas.ts). Client-safe; messages are i18n keys.

/** The staff edit-details form: the clinic form without the admin-only fields. */
export const clinicStaffFormSchema = clinicFormSchema.pick({
  name: true,
  nameZh: true,
  address: true,
  addressZh: true,
  phone: true,
  whatsapp: true,
  email: true,
  website: true,
  openingHours: true,
  services: true,
  weeklyHours: true,
  publicHolidayHours: true,
  openDuringTyphoon: true,
  openDuringBlackRain: true,
});

/**
 * What clinic staff may change of their own clinic: the staff form's fields plus availability.
 * Region, 24-hour and support-hospital status and the map point decide who is
 * alerted in an emergency, so only an admin changes those (they are checked
 * against the clinic's real data).
 */
export const STAFF_EDITABLE_FIELDS = [...clinicStaffFormSchema.keyof().options, "isAvailable"] as const;

const patchFields = clinicFormSchema
  .partial()
  .extend({
    isAvailable: z.boolean("Validation.invalidType").optional(),
    status: z.enum(["active", "inactive"], "Validation.invalidType").optional(),
  })
  .strict();
export type ClinicPatch = Partial<z.output<typeof patchFields>>;

/**
 * PATCH /api/clinics/{id}: any subset of the clinic form plus isAvailable and
 * status. Only the keys the caller sent are kept (defaults such as
 * `services: []` are not applied to a partial update).
 */
export const clinicPatchSchema = z.record(z.string(), z.unknown(), "Validation.invalidType").transform((raw, ctx): ClinicPatch => {
  const result = patchFields.safeParse(raw);
  if (!result.success) {
    // Passed on as they are: fieldErrors (lib/validation/field-errors.ts) names each unrecognized key.
    ctx.issues.push(...(result.error.issues as z.core.$ZodRawIssue[]));
    return z.NEVER;
  }
  const sent = new Set(Object.keys(raw));
  return Object.fromEntries(Object.entries(result.data).filter(([key]) => sent.has(key))) as ClinicPatch;
});

/** POST /api/clinics/{id}/staff */
export const linkStaffSchema = z.strictObject({ email: emailField() });

/** POST /api/geocode */
export const geocodeSchema = z.strictObject({
  address: z.string("Admin.geocode.addressRequired").trim().min(1, "Admin.geocode.addressRequired").max(500, "Validation.tooLong"),
});

const yesNo = z.enum(["yes", "no"], "Validation.invalidType").optional().catch(undefined);

/** GET /api/admin/clinics and the /admin/clinics page's searchParams (bad values are ignored). */
export const adminClinicListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined)),
  region: z.enum(REGION_CODES).optional().catch(undefined),
  h24: yesNo,
  available: yesNo,
  support: yesNo,
  gps: z.enum(["missing"]).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100000).catch(1).default(1),
});
export type AdminClinicListQuery = z.output<typeof adminClinicListQuerySchema>;

export const ADMIN_PAGE_SIZE = 20;
