import type { _Translator, MessageKeys, Messages, NamespaceKeys, NestedKeyOf } from "next-intl";

// Message key types from the English catalogue (types/next-intl.d.ts), for code
// that passes keys or translators around instead of calling t() in place.

/** A namespace of the catalogue ("Errors", "PhoneScript"). */
export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** A full message key ("Errors.network"). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** A translator for one namespace: what useTranslations(ns) and getTranslations(ns) return. */
export type Translator<N extends Namespace> = _Translator<Messages, N>;

/** A key inside one namespace ("network" in "Errors"), for keys chosen at run time. */
export type KeyOf<N extends Namespace> = Parameters<Translator<N>>[0];
