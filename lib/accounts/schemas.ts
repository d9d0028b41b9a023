import { z } from "zod";
import { emailField } from "@/lib/validation/fields";

// Payload schemas for accounts, shared by forms and handlers. Messages are i18n keys.

export const PASSWORD_MIN = 8;

export const credentialsSchema = z.object({
  email: emailField(),
  password: z.string().min(PASSWORD_MIN, "Auth.passwordTooShort").max(200, "Validation.tooLong"),
  mode: z.enum(["signin", "signup"]).default("signin"),
});
export type CredentialsInput = z.infer<typeof credentialsSchema>;

/** POST /api/invitations/accept and the invitation page's button. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const acceptInvitationSchema = z.strictObject({
  token: z.string().regex(INVITATION_TOKEN, "Identity.inviteInvalid"),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
