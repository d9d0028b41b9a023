"use client";

import { useCallback, useState } from "react";
import { useErrorToast } from "./use-error-toast";

/**
 * The one busy flag for a button or form that calls the API: `run(action,
 * failure)` is busy while the action runs and shows a failure as an error
 * toast titled `failure` (the reason as its description); it resolves to the
 * action's value, or undefined when it failed.
 */
export function useApiAction() {
  const [running, setRunning] = useState(false);
  const showError = useErrorToast();
  const run = useCallback(
    async <T>(action: () => Promise<T>, failure: string, field?: string): Promise<T | undefined> => {
      setRunning(true);
      try {
        return await action();
      } catch (error) {
        showError(failure, error, field);
        return undefined;
      } finally {
        setRunning(false);
      }
    },
    [showError],
  );
  return { busy: running, run };
}
