import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PushPanel } from "@/components/push/push-panel";
import { toLocale } from "@/lib/i18n/locale";
import { Disclaimer } from "@/components/layout/disclaimer";
import { IntlIsland } from "@/components/layout/intl-island";
import { SiteHeader } from "@/components/layout/site-header";
import { BestClinic } from "@/components/emergency/results/best-clinic";
import { FirstAidSection } from "@/components/first-aid/first-aid-section";
import { GettingThere, hasSpcaCentre, SpcaNote } from "@/components/first-aid/getting-there";
import { RequestSummary } from "@/components/emergency/results/request-summary";
import { ResultsView, type ListedClinic } from "@/components/emergency/results/results-view";
import { ClinicCard } from "@/components/emergency/results/clinic-card";
import { OfflineNotice } from "@/components/emergency/results/offline-notice";
import { StatTiles } from "@/components/emergency/results/stat-tiles";
import { SilenceStep } from "@/components/emergency/results/silence-step";
import { WeatherBanner } from "@/components/layout/weather-banner";
import { getCurrentUser } from "@/lib/auth/guards";
import { broadcastClinicCap } from "@/lib/broadcast/service";
import { askedSpecies } from "@/lib/clinics/profile";
import { closedByWeather } from "@/lib/clinics/severe-weather";
import type { ClinicResult } from "@/lib/clinics/search";
import { withoutAlerts } from "@/lib/request-state/view";
import { ProfileFacts } from "@/components/clinics/profile-facts";
import { loadResults } from "@/lib/emergency/results";
import { resultsList } from "@/lib/emergency/results-list";
import { loadSilenceStep } from "@/lib/emergency/silence-step";
import { clientIp } from "@/lib/request-meta";
import { buildPhoneScript } from "@/lib/emergency/phone-script-server";
import { localizedPath, pageMetadata } from "@/lib/i18n/metadata";
import { offeredFilters } from "@/lib/clinics/profile-filter";
import { ProfileFilterLinks } from "@/components/emergency/results/profile-filter-links";

export async function generateMetadata({ params }: PageProps<"/[locale]/emergency-results/[requestId]">): Promise<Metadata> {
  const { locale: localeParam, requestId } = await params;
  const locale = toLocale(localeParam);
  // A request's page is personal: never indexed.
  return {
    ...(await pageMetadata(locale, `/emergency-results/${requestId}`, { title: "resultsTitle" })),
    robots: { index: false },
  };
}

export default async function ResultsPage({ params, searchParams }: PageProps<"/[locale]/emergency-results/[requestId]">) {
  const [{ locale: localeParam, requestId }, query] = await Promise.all([params, searchParams]);
  const locale = toLocale(localeParam);
  setRequestLocale(locale);
  const viewer = await getCurrentUser();
  const results = await loadResults(requestId, viewer?.id, locale);
  if (!results) notFound();
  const cap = broadcastClinicCap(viewer !== null);
  const [t, tOffline] = await Promise.all([getTranslations("Results"), getTranslations("Offline")]);
  const { request, clinics, regions, quickCount, content, state, weather, now, origin } = results;
  const located = origin !== null;
  // What the list holds, in which order, and which cards come now (lib/emergency/results-list.ts).
  const list = resultsList({ clinics, hospitals: state.hospitals, species: request.petSpecies, origin, now, query });
  const { accepted, profileFilters, listed, carded, firstCards, filterable, allCards, asksSpecies } = list;
  // The page lists no alerts: its cards and its poll's first state carry none.
  const view = withoutAlerts(state);
  const hospitals = new Map(view.hospitals.map((h) => [h.clinicId, h]));
  // Silent (no yes SILENCE_MINUTES after the first alert): a clinic not yet asked is the one to call.
  const silence = await loadSilenceStep({
    requestId: request.id,
    state,
    clinics,
    from: origin,
    ctx: list.rank,
    cap,
    ip: clientIp(await headers()),
  });
  const first = silence ? silence.pick : list.first;
  const species = askedSpecies(request.petSpecies);
  // Only clinics with something to say get their facts (a profile, or the species question).
  const profileOf = (c: (typeof clinics)[number]) =>
    c.profile || species ? (
      <ProfileFacts
        profile={c.profile}
        species={species}
        symptomKeys={request.symptomKeys}
        facilities={profileFilters.icu ? ["icu_oxygen"] : []}
        now={now}
      />
    ) : undefined;
  const phoneScript = await buildPhoneScript(content, request, request.symptomKeys, locale);
  const bestClinic = (pick: NonNullable<typeof first>) => (
    <BestClinic
      pick={pick}
      now={now}
      phoneScript={phoneScript}
      origin={origin}
      profile={profileOf(pick.clinic)}
      askSpecies={asksSpecies(pick.clinic)}
    />
  );
  const title = located ? t("title") : t("titleNoLocation");
  const pagePath = `/emergency-results/${request.id}`;
  const whatsappText = t("whatsappText", { symptom: content.symptom.slice(0, 200), phone: content.contactPhone });
  const cards = Object.fromEntries(
    carded.map((clinic) => [
      clinic.id,
      <ClinicCard
        key={clinic.id}
        clinic={clinic}
        accepted={accepted.has(clinic.id)}
        now={now}
        closedBy={closedByWeather(clinic, weather)}
        whatsappText={whatsappText}
        phoneScript={phoneScript}
        origin={origin}
        askSpecies={asksSpecies(clinic)}
        profile={profileOf(clinic)}
        request={{ requestId: request.id, hospital: hospitals.get(clinic.id) ?? null, now: state.now }}
      />,
    ]),
  );
  return (
    <>
      <SiteHeader returnTo={pagePath} />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4">
        <WeatherBanner warnings={weather} />
        <OfflineNotice title={tOffline("resultsOfflineTitle")} text={tOffline("resultsOfflineText")} />
        <h1 className="text-2xl font-bold">{title}</h1>
        {!located && <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">{t("noLocationNote")}</p>}
        {/* The clinic to call comes first; everything else follows. */}
        {silence ? (
          <SilenceStep step={silence} requestId={request.id} declined={state.summary.no > 0} now={now}>
            {first && bestClinic(first)}
          </SilenceStep>
        ) : (
          first && bestClinic(first)
        )}
        {/* What to do while waiting and travelling, right under the clinic to call. */}
        <FirstAidSection symptomKeys={request.symptomKeys} species={request.petSpecies} />
        <GettingThere />
        {/* After what to do now: being told of an answer matters once the owner is on the way. */}
        <PushPanel target={{ requestId: request.id }} />
        <RequestSummary request={request} locale={locale} />
        <StatTiles clinics={clinics} />
        <IntlIsland
          namespaces={[
            "Results",
            "BroadcastMessage",
            "Validation",
            "Delivery",
            "StatusErrors",
            "Coming",
            "HospitalState",
            "RequestSummary",
          ]}
        >
          <ResultsView
            requestId={request.id}
            clinics={filterable.map(listedClinic)}
            unsent={listed.length - filterable.length}
            cards={cards}
            allCards={allCards}
            moreHref={list.moreQuery === null ? null : `${pagePath}${list.moreQuery}`}
            profileFilters={
              <ProfileFilterLinks
                basePath={localizedPath(locale, pagePath)}
                offered={offeredFilters(request.petSpecies)}
                filters={profileFilters}
                species={species}
              />
            }
            regions={regions}
            hasGps={request.locationLatitude !== null}
            quickCount={Math.min(quickCount, cap)}
            maxRecipients={cap}
            content={content}
            state={view}
            listTitle={title}
          />
        </IntlIsland>
        {/* The SPCA's hotline only for an owner pointed to an SPCA centre (the first pick or a first card), after the hospitals. */}
        {hasSpcaCentre(first ? [first.clinic, ...firstCards] : firstCards) && <SpcaNote />}
        <Disclaimer />
      </main>
    </>
  );
}

/** What the list's filters read of a clinic in the browser (its card is HTML already). */
function listedClinic(c: ClinicResult): ListedClinic {
  return {
    id: c.id,
    name: c.name,
    nameZh: c.nameZh,
    address: c.address,
    addressZh: c.addressZh,
    regionCode: c.regionCode,
    is24Hour: c.is24Hour,
    whatsapp: c.whatsapp,
    hasEmail: c.hasEmail,
    distanceKm: c.distanceKm,
    coordPrecision: c.coordPrecision,
    openStatus: c.openStatus,
  };
}
