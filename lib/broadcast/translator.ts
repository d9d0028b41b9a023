import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";
import type { BroadcastTranslator } from "./content";

// Typed as plain string maps: content.ts picks its keys at run time (species, optional lines).
type BroadcastCatalogue = { BroadcastMessage: Record<string, string> };
const CATALOGUES: Record<"en" | "zh-HK", BroadcastCatalogue> = { en, "zh-HK": zhHK };

/** Translator for outbound broadcast texts in the clinic's or requester's language (unknown → en). */
export function broadcastTranslator(locale: string): BroadcastTranslator {
  const known = locale === "zh-HK" ? "zh-HK" : "en";
  const t = createTranslator({ locale: known, messages: CATALOGUES[known], namespace: "BroadcastMessage" });
  return (key, values) => t(key, values);
}
