"use client";

import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { ApiError } from "@/lib/api-client";

// Loaded when the server first asks for a step-up, never with the page.
const StepUpDialog = lazy(() => import("./step-up-dialog"));

/** Runs an API call, asking for a step-up in place when the server wants one. */
export type StepUpRun = <T>(call: () => Promise<T>) => Promise<T>;

/** A control that adds a second factor: its calls go through `run`; `onAdded` gets the first factor's recovery codes. */
export type AddFactorProps = { run: StepUpRun; onAdded: (recoveryCodes: string[] | null) => void };

type Waiting = { resolve: () => void; reject: (reason: unknown) => void; refusal: ApiError };

/**
 * Runs API calls that may need a step-up (a change of a clinic's contacts or
 * staff, of the second factors): when the server answers 403
 * step_up_required, the dialog asks the person to confirm it is them, in
 * place, and the same call is sent again, so nothing typed is lost. Render
 * `stepUpDialog` inside the component (inside an open dialog, to stack on it).
 * A cancelled step-up rejects with the server's refusal.
 */
export function useStepUp(): { run: StepUpRun; stepUpDialog: ReactNode } {
  const [asking, setAsking] = useState(false);
  const waiting = useRef<Waiting | null>(null);

  const run = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === "step_up_required")) throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject, refusal: error };
        setAsking(true);
      });
      return call();
    }
  }, []);

  const finish = (passed: boolean) => {
    const pending = waiting.current;
    waiting.current = null;
    setAsking(false);
    if (passed) pending?.resolve();
    else pending?.reject(pending.refusal);
  };

  const stepUpDialog = asking ? (
    <Suspense fallback={null}>
      <StepUpDialog onPassed={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  ) : null;
  return { run, stepUpDialog };
}
