"use client";

import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { apiErrorKey } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/**
 * The words for a failed call in the page's language (apiErrorKey); a key the
 * page's messages lack (a namespace it does not ship) reads as Errors.generic.
 */
export function useErrorText() {
  const t = useTranslations();
  return useCallback(
    (error: unknown, field?: string) => {
      const key = apiErrorKey(error, field);
      return t.has(key) ? t(key) : t("Errors.generic");
    },
    [t],
  );
}

/** Shows a failed call as an error toast: the caller's title, the reason as its description. */
export function useErrorToast() {
  const errorText = useErrorText();
  return useCallback(
    (title: string, error: unknown, field?: string) => {
      toast.error(title, { description: errorText(error, field) });
    },
    [errorText],
  );
}
