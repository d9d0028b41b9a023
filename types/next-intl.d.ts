import type en from "@/messages/en.json";
import type { Locale } from "@/lib/i18n/locale";

// Typed messages: every t() key is checked against the English
// catalogue (messages/zh-HK.json has the same keys, messages/*.test.ts checks),
// and every locale next-intl takes or returns is ours.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
