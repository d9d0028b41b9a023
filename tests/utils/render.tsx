import type { ReactElement, ReactNode } from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/lib/i18n/locale";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";

const MESSAGES = { en, "zh-HK": zhHK } as const;
// Same as i18n/request.ts, which is not imported here because it pulls in the server runtime.
const TIME_ZONE = "Asia/Hong_Kong";

/** `ui` inside next-intl's provider with the real message catalogue of a locale (default English). */
export function withIntl(ui: ReactNode, locale: Locale = "en") {
  return (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone={TIME_ZONE}>
      {ui}
    </NextIntlClientProvider>
  );
}

/** Renders a client component with the real message catalogue of a locale (default English). */
export function renderWithIntl(ui: ReactElement, { locale = "en", ...options }: { locale?: Locale } & RenderOptions = {}) {
  return render(ui, { wrapper: ({ children }) => withIntl(children, locale), ...options });
}
