import { createTranslator, type Messages } from "use-intl/core";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";
import { toLocale, type Locale } from "./locale";
import type { Namespace, Translator } from "./types";

// The one translator outside a page render: outgoing messages and emails, the
// rate-limit and refusal messages, the broadcast text. Same ICU formatting and
// catalogues as the pages. From use-intl/core (what next-intl re-exports), not
// "next-intl": under the react-server condition of `npm run worker` that entry
// loads React client APIs and fails. Server code only: it carries both catalogues.

const CATALOGUES: Record<Locale, Messages> = { en, "zh-HK": zhHK };

const translators = new Map<string, unknown>();

/** A translator for one namespace in a language; any other value than en / zh-HK reads as en. */
export function translator<N extends Namespace>(locale: unknown, namespace: N): Translator<N> {
  const known = toLocale(locale);
  const key = `${known}:${namespace}`;
  // One per language and namespace: each keeps its own cache of parsed messages.
  let made = translators.get(key);
  if (!made) {
    made = createTranslator({ locale: known, messages: CATALOGUES[known], namespace });
    translators.set(key, made);
  }
  return made as Translator<N>;
}

/**
 * A message in both languages, "English / 中文", for answers given before any
 * language is known (the proxy's 403s, rate limits) and for clinics' bilingual
 * labels: `bilingual("Errors", (t) => t("rateLimitedRetry", { seconds }))`.
 */
export function bilingual<N extends Namespace>(namespace: N, say: (t: Translator<N>) => string): string {
  return `${say(translator("en", namespace))} / ${say(translator("zh-HK", namespace))}`;
}
