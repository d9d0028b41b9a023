"use client";

import { useTranslations } from "next-intl";
import { translateKnown } from "@/lib/i18n/known-key";

/**
 * A field's validation message. Schemas carry i18n keys ("Validation.invalidPhone"),
 * so they stay locale-free and run the same in the browser and the route handler.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const t = useTranslations();
  if (!message) return null;
  const text = translateKnown(t, message);
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {text}
    </p>
  );
}
