"use client";

import { useTranslations } from "next-intl";

/**
 * A field's validation message. Schemas carry i18n keys ("Validation.invalidPhone"),
 * so they stay locale-free and run the same in the browser and the route handler.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const t = useTranslations();
  if (!message) return null;
  const text = message.includes(".") && t.has(message as never) ? t(message as never) : message;
  return (
    <p id={id} className="text-sm font-medium text-destructive" role="alert">
      {text}
    </p>
  );
}
