import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locale";
import { blankToNull, cleanText, emailField, phoneText, uuidField } from "@/lib/validation/fields";

// The profile's payload. The form checks the phone's shape only; the handler
// (update-profile-schema.ts) adds libphonenumber-js (29 KB gzip), which the
// profile page need not download: the server's 400 shows under the field.
// Messages are i18n keys.

/**
 * PATCH /api/users/{id} and the profile form, with the phone rule
 * given. Every field is optional (PATCH), but a field that is sent must be
 * valid. Strict: role, clinicId or any other field is refused, never silently
 * applied.
 */
export const profileSchema = <P extends z.ZodType<string, string>>(phone: P) =>
  z.strictObject({
    /** Blank clears it; a name, once cleaned, has at least 3 characters. */
    username: cleanText(50)
      .refine((v) => v === "" || v.length >= 3, "Account.usernameTooShort")
      .optional(),
    /** A new address is only requested here: it applies when the link mailed to it is opened (lib/accounts/identity.ts). */
    email: emailField().optional(),
    /** Required with a changed email when the account has a password. */
    currentPassword: z.string().max(200, "Validation.tooLong").optional(),
    /** Stored in E.164; an emptied phone is refused as invalid (a phone has at least 8 characters). */
    phone: phone.optional(),
    languagePreference: z.enum(LOCALES, "Validation.invalidType").optional(),
    regionPreference: z.preprocess(blankToNull, uuidField().nullable()).optional(),
  });

/** The profile form's check (the phone's shape only). */
export const profileFormSchema = profileSchema(phoneText());
export type UpdateProfileInput = z.input<typeof profileFormSchema>;
export type UpdateProfile = z.output<typeof profileFormSchema>;
