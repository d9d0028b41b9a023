import { z } from "zod";
import type { RequestStatus } from "@/lib/domain/enums";
import { safeLine, safeMultiline } from "@/lib/text/safe-text";
import { coordinate, optionalText, phoneText, requiredText, uuidField } from "@/lib/validation/fields";
import { AGE_MESSAGE, parseAgeMonths } from "@/lib/pets/age";
import { SPECIES, SPECIES_OTHER_MAX } from "@/lib/domain/species";
import { SYMPTOM_KEYS } from "./symptoms";

// One schema per payload, shared by the wizard (zodResolver) and the
// route handlers. Messages are i18n keys.

/** Free text that may reach clinics: caps and no control or direction-override characters. */
export const TEXT_LIMITS = { symptom: 500, voiceTranscript: 2000, contactName: 80 } as const;

/** The emergency request payload the wizard sends, plus the symptom keys. */
const emergencyRequestFields = z.object({
  symptom: requiredText(TEXT_LIMITS.symptom, "EmergencyWizard.errors.symptomRequired", { clean: safeMultiline }),
  symptomKeys: z.array(z.enum(SYMPTOM_KEYS)).max(SYMPTOM_KEYS.length).default([]),
  petId: uuidField().optional().nullable(),
  petSpecies: z.enum(SPECIES, "EmergencyWizard.errors.petRequired").optional().nullable(),
  /** The owner's word for the animal when petSpecies is "other"; cut to length, never refused; blank is null, as a pet's. */
  petSpeciesOther: z
    .string()
    .transform((v) => safeLine(v).trim().slice(0, SPECIES_OTHER_MAX).trim() || null)
    .optional()
    .nullable(),
  petBreed: optionalText(100, safeLine),
  /**
   * Years as a number, or what the owner typed ("0.5", "6 months", "6 個月").
   * Read by parseAgeMonths (lib/pets/age.ts) in the service. The wizard's
   * step 1 says an age it cannot read is wrong (a field message); a client of
   * the API that sends one has it dropped, never a refused emergency.
   */
  petAge: z
    .union([z.number(), z.string().transform((v) => v.slice(0, 40))], "Validation.invalidType")
    .optional()
    .nullable(),
  /** Ignored by the server: the session decides who made the request. */
  userId: z.string().max(100).optional().nullable(),
  locationLatitude: coordinate(-90, 90, "Validation.invalidLatitude"),
  locationLongitude: coordinate(-180, 180, "Validation.invalidLongitude"),
  manualLocation: optionalText(200, safeLine),
  contactName: requiredText(TEXT_LIMITS.contactName, "EmergencyWizard.errors.contactNameRequired", { min: 2 }),
  // The shape only: the wizard loads this file, and libphonenumber-js would double
  // its download. The server's schema (./request-schema.ts) checks the number itself.
  contactPhone: phoneText(),
  voiceTranscript: optionalText(TEXT_LIMITS.voiceTranscript, safeMultiline),
  aiAnalyzedSymptoms: optionalText(500, safeLine),
  isVoiceRecording: z.boolean().default(false),
});

type Ctx = z.RefinementCtx;

/** The wizard's step 1: a saved pet or a species. */
function requirePet(value: { petId?: string | null; petSpecies?: string | null }, ctx: Ctx) {
  if (!value.petId && !value.petSpecies) {
    ctx.addIssue({ code: "custom", path: ["petSpecies"], message: "EmergencyWizard.errors.petRequired" });
  }
}

/** The wizard's step 2: both GPS coordinates, or a typed location. */
function requireLocation(
  value: { locationLatitude?: number | null; locationLongitude?: number | null; manualLocation?: string | null },
  ctx: Ctx,
) {
  const hasGps = value.locationLatitude != null && value.locationLongitude != null;
  if (!hasGps && !value.manualLocation) {
    ctx.addIssue({ code: "custom", path: ["manualLocation"], message: "EmergencyWizard.errors.locationRequired" });
  }
}

/** The whole request, with the phone rule of the side that checks it (the wizard's shape check, the server's full one). */
export function emergencyRequestSchema<P extends z.ZodType<string, string>>(contactPhone: P) {
  return emergencyRequestFields
    .extend({ contactPhone })
    .strict()
    .superRefine((value, ctx) => {
      requirePet(value, ctx);
      requireLocation(value, ctx);
    });
}

/** The wizard's check of all fields before sending. */
export const wizardRequestSchema = emergencyRequestSchema(emergencyRequestFields.shape.contactPhone);

export type CreateEmergencyRequestInput = z.input<typeof wizardRequestSchema>;
export type CreateEmergencyRequest = z.output<typeof wizardRequestSchema>;

/** The wizard checks each step with these parts of the same schema before moving on. */
export const WIZARD_STEP_SCHEMAS = {
  1: emergencyRequestFields
    .pick({ symptom: true, symptomKeys: true, petId: true, petSpecies: true, petSpeciesOther: true, petBreed: true })
    .extend({
      // "abc" is not silently left out: the owner is told how to write an age (or to leave it empty).
      petAge: emergencyRequestFields.shape.petAge.refine((v) => v == null || !Number.isNaN(parseAgeMonths(v)), AGE_MESSAGE),
    })
    .superRefine(requirePet),
  2: emergencyRequestFields.pick({ locationLatitude: true, locationLongitude: true, manualLocation: true }).superRefine(requireLocation),
  3: emergencyRequestFields.pick({ contactName: true, contactPhone: true }),
} as const;

/** Staff move a request on; "pending" is only where every request starts. */
export const updateEmergencyRequestSchema = z
  .object({ status: z.literal("responded" satisfies RequestStatus, "Validation.invalidType") })
  .strict();

/**
 * POST /api/emergency-requests/{id}/broadcast. `message` is accepted for SPEC
 * compatibility but the server writes the alert itself: a public endpoint must
 * not relay free text to real clinics. `quick` = every eligible partner hospital.
 */
export const broadcastRequestSchema = z
  .object({
    // The real cap (10 anonymous, 30 signed in) depends on the caller: lib/broadcast/service.ts.
    clinicIds: z.array(uuidField()).max(500, "Validation.tooLong").default([]),
    message: z.string().max(5000, "Validation.tooLong").optional(),
    quick: z.boolean().default(false),
  })
  .strict()
  .refine((v) => v.quick || v.clinicIds.length > 0, { path: ["clinicIds"], message: "Results.errors.noRecipients" });
export type BroadcastRequestInput = z.input<typeof broadcastRequestSchema>;
export type BroadcastRequest = z.output<typeof broadcastRequestSchema>;
