import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { toLocale } from "@/lib/i18n/locale";
import { Disclaimer } from "@/components/layout/disclaimer";
import { IntlIsland } from "@/components/layout/intl-island";
import { SiteHeader } from "@/components/layout/site-header";
import { EmergencyWizard } from "@/components/emergency/wizard/emergency-wizard";
import { getCurrentUser } from "@/lib/auth/guards";
import { wizardStartFor } from "@/lib/emergency/wizard-start";
import { WeatherBanner } from "@/components/layout/weather-banner";
import { severeWeatherNow } from "@/lib/feeds/weather";
import { pageMetadata } from "@/lib/i18n/metadata";
import { freshWizardState } from "@/lib/emergency/wizard-form-state";
import { postWizardStep } from "./actions";

export async function generateMetadata({ params }: PageProps<"/[locale]/emergency">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  return pageMetadata(locale, "/emergency", { title: "emergencyTitle", description: "emergencyDescription" });
}

export default async function EmergencyPage({ params }: PageProps<"/[locale]/emergency">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [t, user, weather] = await Promise.all([getTranslations("EmergencyWizard"), getCurrentUser(), severeWeatherNow()]);
  const { pets, profile } = await wizardStartFor(user);
  return (
    <>
      <SiteHeader returnTo="/emergency" />
      <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-6">
        <WeatherBanner warnings={weather} />
        <h1 className="sr-only">{t("title")}</h1>
        <Disclaimer />
        <IntlIsland
          namespaces={[
            "EmergencyWizard",
            "Symptoms",
            "VoiceRecorder",
            "BreedInput",
            "Pet",
            "Validation",
            "Offline",
            "Place",
            "CallNearest",
            "FirstPick",
            "OpenStatus",
            "Availability",
            "Distance",
            "Taxi",
            "Errors",
          ]}
        >
          {/* A plain form until React is live, or for good without JavaScript. */}
          <EmergencyWizard pets={pets} profile={profile} action={postWizardStep} initial={freshWizardState(crypto.randomUUID())} />
        </IntlIsland>
      </main>
    </>
  );
}
