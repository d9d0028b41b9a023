// The wizard's draft in sessionStorage: what the owner typed survives a
// reload and a failed submit, and a request waiting for the network is sent from it.
import type { CreateEmergencyRequestInput } from "@/lib/emergency/schemas";

export type Step = 1 | 2 | 3;

export type WizardDraft = {
  step: Step;
  values: Partial<CreateEmergencyRequestInput>;
  otherText: string;
  voiceSummary: string;
  /** Sent as Idempotency-Key: every retry of one request carries the same key. */
  idempotencyKey: string | null;
  /** Submitted, not yet accepted by the server: sent again when the connection returns. */
  queued: boolean;
};

const KEY = "pawalert.emergencyDraft";

export function readDraft(): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const draft = raw ? (JSON.parse(raw) as WizardDraft) : null;
    return draft && typeof draft === "object" && [1, 2, 3].includes(draft.step) && draft.values ? draft : null;
  } catch {
    return null; // Private mode or a damaged entry: start afresh.
  }
}

export function writeDraft(draft: WizardDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {}
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {}
}

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
