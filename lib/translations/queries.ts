import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locale";
import type { TranslationEntry } from "./schemas";

/** Database translation overrides for a language: key and value only. */
export async function listTranslations(language: Locale): Promise<TranslationEntry[]> {
  return db.translation.findMany({
    where: { language },
    select: { key: true, value: true },
    orderBy: [{ namespace: "asc" }, { key: "asc" }],
  });
}
