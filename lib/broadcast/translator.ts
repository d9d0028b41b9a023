import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import zhHK from "@/messages/zh-HK.json";
import type { BroadcastTranslator } from "./content";

const CATALOGUES = { en, "zh-HK": zhHK } as const;

/** Translator for outbound broadcast texts in the clinic's or requester's language (unknown → en). */
export function broadcastTranslator(locale: string): BroadcastTranslator {
  const known = locale === "zh-HK" ? "zh-HK" : "en";
  const t = createTranslator({ locale: known, messages: CATALOGUES[known], namespace: "BroadcastMessage" });
  // content.ts picks its keys at run time (optional lines, `petText.species.<key>`); content.test.ts
  // renders every one of them in both languages, so a wrong key fails there.
  return (key, values) => t(key as Parameters<typeof t>[0], values);
}
