"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { Locale } from "@/lib/i18n/locale";
import { CallNearestPanel } from "./call-nearest-panel";

/** The messages a panel outside any next-intl provider brings along (the landing page has none). */
export type PanelIntl = { locale: Locale; timeZone: string; messages: AbstractIntlMessages };

/**
 * The panel with its own next-intl provider, loaded on tap: next-intl's client
 * then reaches the landing page only with the panel, not on the first visit.
 */
export function CallNearestPanelIsland({ intl, onRetry }: { intl: PanelIntl; onRetry: () => void }) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <CallNearestPanel onRetry={onRetry} />
    </NextIntlClientProvider>
  );
}
