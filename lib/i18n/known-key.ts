import type { ReactNode } from "react";
import type { RichTranslationValues } from "next-intl";

// Keys made at run time (a stored status, an audit action, a schema's message
// key, a legal document's section) cannot be checked by the compiler. They go
// through here instead of being cast at each call: translateKnown checks them
// against the catalogue the translator holds.

type Loose = {
  (key: string): string;
  has(key: string): boolean;
  raw(key: string): unknown;
  rich(key: string, values: RichTranslationValues): ReactNode;
};

/** Any translator (useTranslations / getTranslations), taking keys made at run time. */
export function runTimeKeys(t: { has(key: never): boolean }): Loose {
  return t as unknown as Loose;
}

/** t(key) when the catalogue has the key, else `fallback` (the key itself unless given). */
export function translateKnown(t: { has(key: never): boolean }, key: string, fallback: string = key): string {
  const loose = runTimeKeys(t);
  return loose.has(key) ? loose(key) : fallback;
}
