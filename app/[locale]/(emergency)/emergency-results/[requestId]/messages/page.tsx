import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PushPanel } from "@/components/push/push-panel";
import { Icon } from "@/components/ui/icon";
import { arrowLeftIcon } from "@/components/ui/icons/arrow-left";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { IntlIsland } from "@/components/layout/intl-island";
import { SiteHeader } from "@/components/layout/site-header";
import { Button } from "@/components/ui/button";
import { StatusView } from "@/components/emergency/status/status-view";
import { FirstAidSection } from "@/components/first-aid/first-aid-section";
import { getCurrentUser } from "@/lib/auth/guards";
import { isAdmin } from "@/lib/domain/enums";
import { loadAlertText } from "@/lib/broadcast/queries";
import { loadRequestState } from "@/lib/request-state/queries";
import { isDemoInboxShownTo } from "@/lib/messaging/demo-inbox";
import { findEmergencyRequest } from "@/lib/emergency/queries";
import { pageMetadata } from "@/lib/i18n/metadata";
import { readUuidOrNull } from "@/lib/validation/uuid";
import { suggestedEtas } from "@/lib/arrivals/estimate";

export async function generateMetadata({ params }: PageProps<"/[locale]/emergency-results/[requestId]/messages">): Promise<Metadata> {
  const { locale: localeParam, requestId } = await params;
  const locale = toLocale(localeParam);
  return {
    ...(await pageMetadata(locale, `/emergency-results/${requestId}/messages`, { title: "statusTitle" })),
    robots: { index: false },
  };
}

export default async function BroadcastStatusPage({ params }: PageProps<"/[locale]/emergency-results/[requestId]/messages">) {
  const { locale: localeParam, requestId: requestIdParam } = await params;
  const locale = toLocale(localeParam);
  setRequestLocale(locale);
  const viewer = await getCurrentUser();
  const requestId = readUuidOrNull(requestIdParam);
  const request = requestId ? await findEmergencyRequest(requestId, viewer?.id) : null;
  if (!request || !requestId) notFound();
  const [t, tDemo, state, alertText] = await Promise.all([
    getTranslations("BroadcastStatus"),
    getTranslations("DemoInbox"),
    loadRequestState(requestId, { forAdmin: isAdmin(viewer) }),
    loadAlertText(requestId, viewer?.id),
  ]);
  const origin =
    request.locationLatitude !== null && request.locationLongitude !== null
      ? { latitude: Number(request.locationLatitude), longitude: Number(request.locationLongitude) }
      : null;
  return (
    <>
      <SiteHeader returnTo={`/emergency-results/${requestId}/messages`} />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4">
        <Button asChild variant="ghost" size="sm" className="self-start">
          <Link href={`/emergency-results/${requestId}`}>
            <Icon node={arrowLeftIcon} />
            {t("back")}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("summary", { symptom: request.symptom.slice(0, 50) })}</p>
        {isDemoInboxShownTo(await headers()) && (
          <Link href={`/demo/inbox?request=${requestId}`} className="text-sm underline underline-offset-4">
            {tDemo("link")}
          </Link>
        )}
        <PushPanel target={{ requestId }} />
        <IntlIsland namespaces={["BroadcastStatus", "StatusErrors", "Delivery", "Coming", "HospitalState", "RequestSummary"]}>
          <StatusView
            requestId={requestId}
            initial={state}
            etas={suggestedEtas(
              origin,
              state.hospitals.map((h) => ({ clinicId: h.clinicId, clinicPlace: h.clinic?.place ?? null })),
            )}
          />
        </IntlIsland>
        {/* Every alert of a request carries the same text: shown once, as the clinics read it. */}
        {alertText && (
          <details className="rounded-xl border bg-card p-4 text-sm">
            <summary className="cursor-pointer font-semibold">{t("showContent")}</summary>
            <pre className="mt-2 rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{alertText}</pre>
          </details>
        )}
        <FirstAidSection symptomKeys={request.symptomKeys} species={request.petSpecies} />
      </main>
    </>
  );
}
