"use client";

import type { ReactNode } from "react";
import { skipLocaleNegotiation } from "@/lib/i18n/message-format-locale";

// At module evaluation, so before any client component under a next-intl provider formats its first message.
skipLocaleNegotiation();

/** Wraps a next-intl provider's children: loading it installs the message formatter's fast path (lib/i18n/message-format-locale.ts). */
export function IntlFastPath({ children }: { children: ReactNode }) {
  return children;
}
