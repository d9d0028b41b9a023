import { getTranslations } from "next-intl/server";
import { DEFAULT_LOCALE } from "@/lib/i18n/locale";

// Only paths the locale proxy skips (such as a missing file) reach this; every
// page path renders the localized app/[locale]/not-found.tsx instead. A server
// component: it is part of every page's tree, so it must ship no JavaScript.
export default async function RootNotFound() {
  const locale = DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return (
    <html lang={locale}>
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "4rem 1rem" }}>
        <h1>{t("title")}</h1>
        <p>{t("text")}</p>
      </body>
    </html>
  );
}
