import { getMessages } from "next-intl/server";
import type { AbstractIntlMessages } from "next-intl";

/** Namespaces every client component may use (toasts, errors, the switcher). */
export const BASE_CLIENT_NAMESPACES = ["Common", "LanguageSwitcher", "Errors", "ErrorBoundary"] as const;

/**
 * The base namespaces plus `namespaces`: what a page's client components get,
 * so a page's JavaScript never carries the whole catalogue. Apart from
 * IntlIsland, so that a page can hand messages to a component that brings its
 * own provider later without referencing the provider itself.
 */
export async function clientMessages(namespaces: readonly string[]) {
  const all = (await getMessages()) as Record<string, AbstractIntlMessages>;
  return Object.fromEntries([...BASE_CLIENT_NAMESPACES, ...namespaces].filter((ns) => ns in all).map((ns) => [ns, all[ns]]));
}
