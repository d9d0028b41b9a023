import { NextIntlClientProvider } from "next-intl";
import { clientMessages } from "./client-messages";

export { BASE_CLIENT_NAMESPACES } from "./client-messages";

/**
 * Sends only the listed message namespaces to the browser for the client
 * components inside, so a page's JavaScript never carries the whole catalogue.
 */
export async function IntlIsland({ namespaces, children }: { namespaces: readonly string[]; children: React.ReactNode }) {
  return <NextIntlClientProvider messages={await clientMessages(namespaces)}>{children}</NextIntlClientProvider>;
}
