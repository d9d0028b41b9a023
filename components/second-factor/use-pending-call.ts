"use client";

import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError, apiErrorKey } from "@/lib/api-client";
import { isPasskeyCancelled } from "@/lib/auth/second-factor/passkey-client";

/**
 * One call at a time for a second-factor form: `pending` while it runs, and
 * `error`, the words of its failure shown beside the form (the first field's
 * message, else the error code's; a passkey prompt the person closed says so).
 * `call` resolves to the action's value, or undefined when it failed.
 */
export function usePendingCall() {
  const t = useTranslations();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const call = useCallback(
    async <T>(action: () => Promise<T>): Promise<T | undefined> => {
      setPending(true);
      setError(null);
      try {
        return await action();
      } catch (caught) {
        const key = apiErrorKey(caught, caught instanceof ApiError ? Object.keys(caught.fields)[0] : undefined);
        setError(isPasskeyCancelled(caught) ? t("SecondFactor.passkeyCancelled") : t.has(key) ? t(key) : t("Errors.generic"));
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [t],
  );

  return { pending, error, call, clearError: useCallback(() => setError(null), []) };
}
