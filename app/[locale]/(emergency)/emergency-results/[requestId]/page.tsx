import type { Metadata } from "next";
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
import { WeatherBanner } from "@/components/layout/weather-banner";
import { getCurrentUser } from "@/lib/auth/guards";
import { broadcastClinicCap } from "@/lib/broadcast/service";
import { bestClinicFrom } from "@/lib/clinics/reachable";
import { orderForPet, petFit, pinAccepted } from "@/lib/clinics/ranking";
import { askedSpecies } from "@/lib/clinics/profile";
import { closedByWeather } from "@/lib/clinics/severe-weather";
import type { ClinicResult } from "@/lib/clinics/search";
import { answersOf, saidYes } from "@/lib/request-state/derive";
import { withoutAlerts } from "@/lib/request-state/view";
import { ProfileFacts } from "@/components/clinics/profile-facts";
import { loadResults } from "@/lib/emergency/results";
import { buildPhoneScript } from "@/lib/emergency/phone-script-server";
import { localizedPath, pageMetadata } from "@/lib/i18n/metadata";
import { defaultFilterClinics } from "@/lib/clinics/filter";
import { keptIds, offeredFilters, profileQuery, readProfileFilters } from "@/lib/clinics/profile-filter";
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

/**
 * Cards in the first render of the default list (the nearest, in the one rule's order), under the
 * first pick. Six, not ten: each card is ~7 KB of HTML and ~5 KB of RSC payload the phone
 * parses, lays out and hydrates; ten made a 224 KB document, six a 175 KB one.
 */
const FIRST_CARDS = 6;

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
  // The one rule (lib/clinics/ranking.ts): this request's answers (lib/request-state) and the pet weigh in.
  const answers = answersOf(state.hospitals);
  const accepted = new Set(state.hospitals.filter(saidYes).map((h) => h.clinicId));
  const hospitals = new Map(withoutAlerts(state).hospitals.map((h) => [h.clinicId, h]));
  const rank = { species: request.petSpecies, answers, now: new Date(now) };
  const first = origin ? bestClinicFrom(clinics, origin, rank) : null;
  const species = askedSpecies(request.petSpecies);
  // "Sees <species>" / "Oxygen / ICU": GET links, filtered here, so they work without JavaScript.
  const profileFilters = readProfileFilters(query, request.petSpecies);
  const kept = keptIds(clinics, profileFilters, request.petSpecies, new Date(now));
  const keptSet = kept && new Set(kept);
  // The one rule's order, here: accepted clinics first and never filtered out, the pet weighs in.
  const listed = orderForPet(pinAccepted(clinics, clinics, accepted), rank).filter(
    (c) => accepted.has(c.id) || !keptSet || keptSet.has(c.id),
  );
  // The first render sends the default list's cards (24-hour only, and whoever accepted): its nearest
  // FIRST_CARDS and every clinic that answered (a Decline is said on its card), unless `?more=1`; `?all=1`
  // sends every card. Each card is ~50 elements the phone parses twice (HTML and RSC payload) and
  // hydrates; the rest are one tap, or one plain link, away.
  const allCards = query.all === "1";
  const defaultList = listed.filter((c) => c.is24Hour || accepted.has(c.id));
  const firstCards = defaultList.filter((c, i) => i < FIRST_CARDS || answers.has(c.id));
  const cut = !allCards && query.more !== "1" && firstCards.length < defaultList.length;
  const carded = allCards ? listed : cut ? firstCards : defaultList;
  // What the browser's filters read: every listed clinic with every card; else what the default
  // filters show or hint at (200 clinics' filter data was 78 KB of a 176 KB payload). Another filter asks for all.
  const filterable = allCards ? listed : defaultFilterClinics(listed, accepted);
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
        askSpecies={petFit(clinic, rank).seesSpecies === "unknown"}
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
        {first && (
          <BestClinic
            pick={first}
            now={now}
            phoneScript={phoneScript}
            origin={origin}
            profile={profileOf(first.clinic)}
            askSpecies={petFit(first.clinic, rank).seesSpecies === "unknown"}
          />
        )}
        <PushPanel target={{ requestId: request.id }} />
        {/* What to do while waiting and travelling, right under the clinic to call. */}
        <FirstAidSection symptomKeys={request.symptomKeys} species={request.petSpecies} />
        <GettingThere />
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
            moreHref={cut ? `${pagePath}${profileQuery(profileFilters, ["more"])}` : null}
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
            state={withoutAlerts(state)}
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
