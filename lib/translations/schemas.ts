import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locale";

/** GET /api/translations?lang=en|zh-HK */
export const translationsQuerySchema = z.object({
  lang: z.enum(LOCALES, { message: "Validation.invalidType" }),
});

export type TranslationEntry = { key: string; value: string };
