import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";
import type { Locale } from "./channels/types";

// Outgoing texts (emails, WhatsApp variables, the reply page) come from the
// Messaging namespace of the message files, like every visible string. These
// texts use plain {placeholders} only, so a small formatter does (the worker
// runs outside Next.js and next-intl's ESM build does not load under jest).

const MESSAGES = { en, "zh-HK": zhHK } as const;

export type MessagingKey = keyof (typeof en)["Messaging"];
export type MessagingT = (key: MessagingKey, values?: Record<string, string | number>) => string;

export function messagingT(locale: Locale): MessagingT {
  const texts: Record<string, string> = MESSAGES[locale].Messaging;
  return (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function asLocale(value: string | null | undefined): Locale {
  return value === "zh-HK" ? "zh-HK" : "en";
}

const SPECIES_LABELS: Record<string, MessagingKey> = {
  dog: "speciesDog",
  cat: "speciesCat",
  rabbit: "speciesRabbit",
  bird: "speciesBird",
  reptile: "speciesReptile",
  small_mammal: "speciesSmallMammal",
  other: "speciesOther",
};

/** The species for a message; "other" reads as the owner's own word when they gave one. */
export function speciesLabel(t: MessagingT, species: string | null, other?: string | null): string {
  if (species === "other" && other?.trim()) return other.trim();
  return species && SPECIES_LABELS[species] ? t(SPECIES_LABELS[species]) : t("speciesUnknown");
}
