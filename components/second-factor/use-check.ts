"use client";

import { apiFetch } from "@/lib/api-client";
import { signWithPasskey } from "@/lib/auth/second-factor/passkey-client";
import type { CheckInput } from "@/lib/auth/second-factor/schemas";
import { usePendingCall } from "./use-pending-call";

/**
 * Sends one proof to POST /api/second-factor/check, with the form's `pending`
 * and `error` (./use-pending-call.ts); each resolves true when it passed.
 */
export function useCheck() {
  const { pending, error, call, clearError } = usePendingCall();
  const send = async (proof: () => Promise<CheckInput>) =>
    (await call(async () => apiFetch("/api/second-factor/check", { body: await proof() }).then(() => true))) ?? false;
  return {
    pending,
    error,
    clearError,
    withPasskey: () => send(async () => ({ method: "passkey", response: await signWithPasskey() }) as CheckInput),
    withCode: (method: "totp" | "recovery", code: string) => send(async () => ({ method, code }) as CheckInput),
    withPassword: (password: string) => send(async () => ({ method: "password", password })),
  };
}
