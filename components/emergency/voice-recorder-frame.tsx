"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

/**
 * The voice recorder's box: title, hint, its button and status line, then any
 * transcript. Shared by the recorder and the inert stand-in shown while the
 * recorder's code loads, so nothing moves when it arrives.
 */
export function VoiceRecorderFrame({
  placeholder = false,
  action,
  status,
  children,
}: {
  placeholder?: boolean;
  action: ReactNode;
  status: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations("VoiceRecorder");
  const titleId = placeholder ? undefined : "voice-recorder-title";
  return (
    // Without JavaScript nothing can record: hidden (wizard step 1 says why).
    <section
      aria-hidden={placeholder || undefined}
      aria-labelledby={titleId}
      className="rounded-lg border border-dashed p-4 noscript:hidden"
    >
      <h3 id={titleId} className="font-medium">
        {t("title")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("hint")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {action}
        {status}
      </div>
      {children}
    </section>
  );
}
