import { z } from "zod";
import { isOneOf } from "@/lib/domain/enums";

// Payloads of /api/second-factor/* (client-safe; messages are i18n keys).

/** Six digits; spaces (as apps show "123 456") are dropped. */
export const totpCodeField = z
  .string("SecondFactor.codeFormat")
  .max(20, "SecondFactor.codeFormat")
  .transform((v) => v.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "SecondFactor.codeFormat"));

/** XXXX-XXXX-XXXX-XXXX, in any case, with or without the dashes and spaces. */
export const recoveryCodeField = z
  .string("SecondFactor.recoveryFormat")
  .max(40, "SecondFactor.recoveryFormat")
  .refine((v) => /^[0-9A-Za-z]{16}$/.test(v.replace(/[\s-]/g, "")), "SecondFactor.recoveryFormat");

const base64url = z
  .string("Validation.invalidType")
  .max(16_384, "Validation.tooLong")
  .regex(/^[A-Za-z0-9_-]*$/, "Validation.invalidType");

const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;

const credentialCommon = {
  id: base64url.min(1, "Validation.invalidType"),
  rawId: base64url.min(1, "Validation.invalidType"),
  type: z.literal("public-key", "Validation.invalidType"),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional().catch(undefined),
};

/** What @simplewebauthn/browser's startRegistration() returns (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports: z
      .array(z.string().max(20))
      .max(10)
      .optional()
      .transform((list) => list?.filter((t) => isOneOf(TRANSPORTS, t))),
  }),
});

/** What @simplewebauthn/browser's startAuthentication() returns (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  ...credentialCommon,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

/** The account's password, the step-up of an account without a second factor. */
export const stepUpPasswordField = z
  .string("SecondFactor.passwordRequired")
  .min(1, "SecondFactor.passwordRequired")
  // Its own namespace's words: the step-up dialog's pages ship SecondFactor's messages, not Validation's.
  .max(200, "SecondFactor.passwordTooLong");

/** POST /api/second-factor/check: one proof of who is signed in. */
export const checkSchema = z.discriminatedUnion(
  "method",
  [
    z.strictObject({ method: z.literal("totp"), code: totpCodeField }),
    z.strictObject({ method: z.literal("recovery"), code: recoveryCodeField }),
    z.strictObject({ method: z.literal("passkey"), response: authenticationResponseSchema }),
    z.strictObject({ method: z.literal("password"), password: stepUpPasswordField }),
  ],
  "Validation.invalidType",
);
export type CheckInput = z.output<typeof checkSchema>;

/** POST /api/second-factor/totp/confirm */
export const totpConfirmSchema = z.strictObject({ code: totpCodeField });

/** POST /api/second-factor/passkeys */
export const passkeyRegistrationSchema = z.strictObject({ response: registrationResponseSchema });
