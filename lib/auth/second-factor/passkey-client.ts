import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { apiFetch } from "@/lib/api-client";

// The browser's side of passkeys: @simplewebauthn/browser is imported when a
// passkey is used or added, never with a page's first download.

/** The browser's own refusal (the person closed the prompt, or no passkey matched): not an error to report. */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = (error as { name?: string; cause?: { name?: string } } | null)?.name;
  const cause = (error as { cause?: { name?: string } } | null)?.cause?.name;
  return name === "NotAllowedError" || cause === "NotAllowedError" || name === "AbortError";
}

/** Signs this session's challenge with one of the account's passkeys (answer it at POST /api/second-factor/check). */
export async function signWithPasskey(): Promise<AuthenticationResponseJSON> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    apiFetch<PublicKeyCredentialRequestOptionsJSON>("/api/second-factor/passkeys/challenge", { method: "POST" }),
  ]);
  return startAuthentication({ optionsJSON });
}

/** Creates a new passkey for the account and registers it; the first factor's recovery codes, if any. */
export async function addPasskey(): Promise<{ recoveryCodes: string[] | null }> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import("@simplewebauthn/browser"),
    apiFetch<PublicKeyCredentialCreationOptionsJSON>("/api/second-factor/passkeys/options", { method: "POST" }),
  ]);
  const response: RegistrationResponseJSON = await startRegistration({ optionsJSON });
  return apiFetch("/api/second-factor/passkeys", { body: { response } });
}
