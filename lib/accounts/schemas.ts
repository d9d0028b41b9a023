import { z } from "zod";
import { LOCALES } from "@/i18n/routing";
import { blankToNull } from "@/lib/validation/fields";
import { phone } from "@/lib/validation/phone";

// Payload schemas for accounts, shared by forms and handlers. Messages are i18n keys.

export const PASSWORD_MIN = 8;

export const emailSchema = z.string().trim().toLowerCase().max(254, "Validation.tooLong").pipe(z.email("Validation.invalidEmail"));

export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string().min(PASSWORD_MIN, "Auth.passwordTooShort").max(200, "Validation.tooLong"),
  mode: z.enum(["signin", "signup"]).default("signin"),
});
export type CredentialsInput = z.infer<typeof credentialsSchema>;

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

/** POST /api/invitations/accept and the invitation page's button. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const acceptInvitationSchema = z.strictObject({
  token: z.string().regex(INVITATION_TOKEN, "Identity.inviteInvalid"),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
