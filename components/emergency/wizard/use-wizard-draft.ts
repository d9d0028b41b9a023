"use client";

import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { CreateEmergencyRequestInput } from "@/lib/emergency/schemas";
import { readDraft, writeDraft, type Step, type WizardDraft } from "./draft";
import type { WizardForm } from "./use-wizard-form";

/**
 * What the owner typed survives a reload and a failed submit (sessionStorage,
 * ./draft.ts): the saved draft is put back once, after hydration (never over a
 * page the server rendered from a post, which is newer), then every change is
 * saved. `saveDraft(queued)` saves now, `stop()` once the request exists.
 */
export function useWizardDraft({
  form,
  posted,
  idempotencyKeyRef,
  kept,
  onRestore,
}: {
  form: Pick<WizardForm<CreateEmergencyRequestInput>, "getValues" | "reset" | "subscribe">;
  /** The page shows the server's answer to a post. */
  posted: boolean;
  idempotencyKeyRef: RefObject<string | null>;
  /** What the draft keeps besides the form's values. */
  kept: Pick<WizardDraft, "step" | "otherText" | "voiceSummary" | "queued">;
  /** The wizard's own state, as the draft had it. */
  onRestore: (draft: WizardDraft & { step: Step }) => void;
}) {
  const { getValues, reset, subscribe } = form;
  const restored = useRef(false);
  const restore = useRef(onRestore);

  useEffect(() => {
    const draft = posted ? null : readDraft();
    if (draft) {
      reset({ ...getValues(), ...draft.values });
      idempotencyKeyRef.current = draft.idempotencyKey;
      restore.current(draft);
    }
    restored.current = true;
  }, [posted, getValues, reset, idempotencyKeyRef]);

  const { step, otherText, voiceSummary, queued } = kept;
  const saveDraft = useCallback(
    (queuedNow = queued) => {
      if (!restored.current) return; // not before the saved draft is back on the form
      writeDraft({ step, values: getValues(), otherText, voiceSummary, idempotencyKey: idempotencyKeyRef.current, queued: queuedNow });
    },
    [step, otherText, voiceSummary, queued, getValues, idempotencyKeyRef],
  );
  useEffect(() => {
    saveDraft();
    return subscribe(() => saveDraft());
  }, [subscribe, saveDraft]);

  /** Nothing more to save: the request exists. */
  const stop = useCallback(() => void (restored.current = false), []);
  return { saveDraft, stop };
}
