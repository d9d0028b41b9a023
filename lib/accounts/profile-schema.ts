import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locale";
import { blankToNull } from "@/lib/validation/fields";
import { phone } from "@/lib/validation/phone";
import { emailSchema } from "./schemas";

// The profile's payload, apart from the other account schemas: its phone check
// loads libphonenumber-js (29 KB gzip), which the sign-in and invitation pages
// must not download. Messages are i18n keys.

/**
 * PATCH /api/users/{id} and the profile form (SPEC §5). Every field is
 * optional (PATCH), but a field that is sent must be valid. Strict: role,
 * clinicId or any other field is refused, never silently applied.
 */
export const updateProfileSchema = z.strictObject({
  username: z
    .string()
    .trim()
    .max(50, "Validation.tooLong")
    .refine((v) => v === "" || v.length >= 3, "Account.usernameTooShort")
    .optional(),
  /** A new address is only requested here: it applies when the link mailed to it is opened (lib/accounts/identity.ts). */
  email: emailSchema.optional(),
  /** Required with a changed email when the account has a password. */
  currentPassword: z.string().max(200, "Validation.tooLong").optional(),
  /** Stored in E.164; an emptied phone is refused as invalid (SPEC §5: at least 8 characters). */
  phone: phone().optional(),
  languagePreference: z.enum(LOCALES, "Validation.invalidType").optional(),
  regionPreference: z.preprocess(blankToNull, z.uuid("Validation.invalidType").nullable()).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;
