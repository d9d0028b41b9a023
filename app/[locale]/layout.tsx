import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { HydrationMarker } from "@/components/layout/hydration-marker";
import { ServiceWorkerRegistration } from "@/components/layout/service-worker-registration";
import { ErrorStringsProvider } from "@/components/layout/error-strings";
import { Suspense } from "react";
import { AnalyticsPageViews } from "@/components/layout/analytics-page-views";
import { SiteFooter } from "@/components/layout/site-footer";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { IconSprite } from "@/components/ui/icon-sprite";
import { getAppUrl } from "@/lib/env";
import { CONSENT_SCRIPT } from "@/lib/analytics/consent-script";
import { LOCALES, isLocale, toLocale } from "@/lib/i18n/locale";
import "../globals.css";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#c62828",
};

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    metadataBase: new URL(getAppUrl()),
    applicationName: t("siteName"),
    title: { default: t("defaultTitle"), template: t("titleTemplate") },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Reading the request headers makes every page render per request, as it must:
  // its inline scripts carry the request's CSP nonce (proxy.ts).
  const [t, te, requestHeaders] = await Promise.all([getTranslations("Common"), getTranslations("ErrorBoundary"), headers()]);
  // No next-intl client provider here: pages whose client components translate
  // wrap them in an IntlIsland, so the others ship none of next-intl's client.
  const errorStrings = { title: te("title"), text: te("text"), tryAgain: te("tryAgain"), goHome: te("goHome") };
  return (
    // suppressHydrationWarning: CONSENT_SCRIPT may set data-consent on <html> before React hydrates.
    <html lang={locale} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <script nonce={requestHeaders.get("x-nonce") ?? undefined} dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
        <IconSprite />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
        >
          {t("skipToContent")}
        </a>
        <ErrorStringsProvider strings={errorStrings}>
          {children}
          <SiteFooter />
          <Suspense fallback={null}>
            <AnalyticsPageViews />
          </Suspense>
          <LazyToaster />
          <HydrationMarker />
          <ServiceWorkerRegistration />
        </ErrorStringsProvider>
      </body>
    </html>
  );
}
