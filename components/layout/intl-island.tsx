import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/** Namespaces every client component may use (toasts, errors, the switcher). */
export const BASE_CLIENT_NAMESPACES = ["Common", "LanguageSwitcher", "Errors", "ErrorBoundary"] as const;

/**
 * Sends only the listed message namespaces to the browser for the client
 * components inside, so a page's JavaScript never carries the whole catalogue.
 */
export async function IntlIsland({ namespaces, children }: { namespaces: readonly string[]; children: React.ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  const picked = Object.fromEntries([...BASE_CLIENT_NAMESPACES, ...namespaces].filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
