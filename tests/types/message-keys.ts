// Compile-time checks only (never run): `npx tsc --noEmit`, the "types" step of
// npm test's first tier, fails if message keys stop being type-checked, that
// is if an @ts-expect-error below stops finding its error.
import { useTranslations } from "next-intl";
import { translator } from "@/lib/i18n/translator";
import type { MessageKey } from "@/lib/i18n/types";

export function serverKeysAreChecked() {
  const t = translator("en", "Errors");
  // @ts-expect-error: misspelled key ("network")
  t("netwrok");
  return t("network");
}

export function useClientKeysAreChecked() {
  const t = useTranslations("Messaging");
  // @ts-expect-error: a key of another namespace (Errors.network)
  t("network");
  return t("footer", { phone: "+852 2345 6789" });
}

// @ts-expect-error: apiErrorKey's type holds only keys of the catalogue
export const unknownErrorKey: MessageKey = "Errors.no_such_code";
