import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { bellRingIcon } from "@/components/ui/icons/bell-ring";
import { circleCheckIcon } from "@/components/ui/icons/circle-check";
import { clockIcon } from "@/components/ui/icons/clock";
import { zapIcon } from "@/components/ui/icons/zap";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CallNearestButton } from "@/components/emergency/call-nearest/call-nearest-button";
import { Disclaimer } from "@/components/layout/disclaimer";
import { clientMessages } from "@/components/layout/client-messages";
import { LanguageSwitcher } from "@/components/layout/language-switcher";
import { WeatherBanner } from "@/components/layout/weather-banner";
import { severeWeatherNow } from "@/lib/feeds/weather";
import { localizedPath, pageMetadata } from "@/lib/i18n/metadata";
import { HK_TIME_ZONE } from "@/lib/time/hong-kong";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  return pageMetadata(locale, "/", { title: "homeTitle", description: "homeDescription" });
}

const FEATURES = [
  { icon: zapIcon, title: "fastFlowTitle", text: "fastFlowText" },
  { icon: clockIcon, title: "clinicsTitle", text: "clinicsText" },
  { icon: bellRingIcon, title: "broadcastTitle", text: "broadcastText" },
] as const;

const CALL_NEAREST_NAMESPACES = ["CallNearest", "FirstPick", "Place", "OpenStatus", "Availability", "Distance"];

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, tCall, weather, messages] = await Promise.all([
    getTranslations("Home"),
    getTranslations("CallNearest"),
    severeWeatherNow(),
    clientMessages(CALL_NEAREST_NAMESPACES),
  ]);
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6">
      <WeatherBanner warnings={weather} />
      <div className="flex justify-end">
        <LanguageSwitcher />
      </div>
      <section className="flex flex-col items-center gap-4 py-6 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t("title")}</h1>
        <p className="max-w-xl text-lg text-muted-foreground">{t("subtitle")}</p>
        <div className="flex w-full max-w-md flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="xl" className="w-full sm:w-auto">
            <Link href="/emergency">{t("emergencyButton")}</Link>
          </Button>
          <Button asChild size="xl" variant="outline" className="w-full sm:w-auto">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- full-page navigation: sign-in is a server redirect. */}
            <a href="/api/login?returnTo=/profile">{t("loginButton")}</a>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{t("quickAccess")}</p>
        {/* Two taps to a phone that answers: the panel's code (and next-intl's client) loads on tap. */}
        <div className="w-full max-w-md">
          <CallNearestButton
            label={tCall("button")}
            listHref={localizedPath(locale, "/call-nearest")}
            intl={{ locale, timeZone: HK_TIME_ZONE, messages }}
          />
          {/* Shown once the service worker says this page and its door work offline (lib/offline/service-worker.ts): CSS only. */}
          <p
            role="status"
            className="mt-2 hidden items-start justify-center gap-1.5 text-sm text-green-800 [html[data-works-offline]_&]:flex"
          >
            <Icon node={circleCheckIcon} className="mt-0.5 size-4 shrink-0" />
            {t("readyOffline")}
          </p>
        </div>
      </section>
      <section aria-labelledby="features" className="flex flex-col gap-4">
        <h2 id="features" className="sr-only">
          {t("featuresTitle")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {FEATURES.map(({ icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <Icon node={icon} className="size-6 text-primary" />
                <CardTitle>{t(title)}</CardTitle>
                <CardDescription>{t(text)}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </section>
      <Disclaimer />
    </main>
  );
}
