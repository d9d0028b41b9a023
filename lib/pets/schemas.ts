import { z } from "zod";
import { SPECIES, SPECIES_OTHER_MAX } from "@/lib/domain/species";
import { AGE_MESSAGE, parseAgeMonths } from "./age";
import { safeMultiline } from "@/lib/text/safe-text";
import { blankToNull, formNumber, optionalText, requiredText, uuidField } from "@/lib/validation/fields";

// Pet payloads, shared by the pet dialog and the
// handlers. Messages are i18n keys. The owner is never part of the payload: a
// client's userId is stripped and the session user is the owner.

/** The pet fields, as the dialog validates them; any other key is refused (400), so nothing unexpected is stored. */
export const petFields = z.strictObject({
  name: requiredText(100, "Account.petNameRequired"),
  species: z.enum(SPECIES, "Account.speciesRequired"),
  /** The owner's word for the animal when species is "other" (a hedgehog). */
  speciesOther: optionalText(SPECIES_OTHER_MAX),
  breed: optionalText(100),
  /**
   * Years (2, 0.5, "2.5") or months ("6 months", "6 個月"): the wizard's rule
   * (lib/pets/age.ts). The parsed value is whole months (stored as ageMonths).
   */
  age: z
    .unknown()
    .transform((value, ctx) => {
      const months = parseAgeMonths(blankToNull(value));
      if (Number.isNaN(months)) {
        ctx.addIssue({ code: "custom", message: AGE_MESSAGE });
        return z.NEVER;
      }
      return months;
    })
    .optional(),
  /** kg; SPEC sends it as a string ("4.5"); numbers are accepted too. */
  weight: z
    .preprocess(
      formNumber,
      z.number("Validation.invalidNumber").positive("Validation.positiveNumber").max(1000, "Validation.tooLong").nullable(),
    )
    .optional(),
  medicalNotes: optionalText(2000, safeMultiline),
  lastVisitClinicId: z.preprocess(blankToNull, uuidField().nullable()).optional(),
  /** An ISO timestamp (SPEC); the dialog's plain date (YYYY-MM-DD) is accepted too. */
  lastVisitDate: z
    .preprocess(blankToNull, z.union([z.iso.datetime({ offset: true }), z.iso.date()], "Validation.invalidType").nullable())
    .optional(),
});

/** SPEC's payload may carry the owner's userId: it is dropped, never an error and never trusted. */
const withoutOwner = (value: unknown) => {
  if (!value || typeof value !== "object" || Array.isArray(value) || !("userId" in value)) return value;
  const { userId: _ignored, ...rest } = value as Record<string, unknown>;
  return rest;
};

export const createPetSchema = z.preprocess(withoutOwner, petFields);
export type CreatePetInput = z.input<typeof petFields>;
export type CreatePet = z.output<typeof petFields>;

export const updatePetSchema = z.preprocess(withoutOwner, petFields.partial());
export type UpdatePet = z.output<typeof updatePetSchema>;

/** A pet as the API returns it (weight as a string, dates as ISO). */
export type PetDto = {
  id: string;
  userId: string;
  name: string;
  species: string;
  speciesOther: string | null;
  breed: string | null;
  /** Whole months. */
  ageMonths: number | null;
  /** Years, from ageMonths: 0.5 for 6 months. */
  age: number | null;
  weight: string | null;
  medicalNotes: string | null;
  lastVisitClinicId: string | null;
  lastVisitDate: string | null;
  createdAt: string;
};
