import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { userIcon } from "@/components/ui/icons/user";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { toLocale } from "@/lib/i18n/locale";
import { ClinicPanel } from "@/components/dashboard/clinic-panel";
import { ProfileForm } from "@/components/clinics/profile-form";
import { loadProfiles } from "@/lib/clinics/profile-queries";
import { DashboardNotice } from "@/components/dashboard/dashboard-notice";
import { RequestCard } from "@/components/dashboard/request-card";
import { RequestCounters } from "@/components/dashboard/request-counters";
import { RequestTabs } from "@/components/dashboard/request-tabs";
import { AutoRefresh } from "@/components/dashboard/auto-refresh";
import { AlertAlarm } from "@/components/dashboard/alert-alarm";
import { PushPanel } from "@/components/push/push-panel";
import { ComingIn } from "@/components/dashboard/coming-in";
import { listComingIn } from "@/lib/arrivals/queries";
import { loadRequestStates } from "@/lib/request-state/queries";
import { IntlIsland } from "@/components/layout/intl-island";
import { Button } from "@/components/ui/button";
import { adminEmailList } from "@/lib/auth/admin-emails";
import { requireSignedIn } from "@/lib/auth/page-guards";
import { findClinic } from "@/lib/clinics/admin";
import { CLINIC_REQUEST_FILTERS, CLINIC_REQUEST_SORTS, countClinicRequests, listClinicRequests } from "@/lib/clinics/requests";
import { currentTime } from "@/lib/clock";
import { isOneOf } from "@/lib/domain/enums";
import { getServerEnv } from "@/lib/env";
import { alternatesFor } from "@/lib/i18n/metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/clinic/dashboard">): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: t("title"), alternates: alternatesFor(locale, "/clinic/dashboard"), robots: { index: false } };
}

/** The clinic dashboard: staff with a linked clinic (signed out → home, by the (clinic) layout). Filter and sort are in the URL. */
export default async function ClinicDashboardPage({ params, searchParams }: PageProps<"/[locale]/clinic/dashboard">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const [user, t] = await Promise.all([requireSignedIn(locale), getTranslations("Dashboard")]);
  if (!user.clinicId) {
    const adminEmail = adminEmailList(getServerEnv().ADMIN_EMAILS)[0];
    return (
      <DashboardNotice
        title={t("notLinkedTitle")}
        text={t("notLinkedText")}
        action={
          adminEmail ? (
            <Button asChild variant="outline" className="self-center">
              <a href={`mailto:${adminEmail}`}>{t("contactAdmin")}</a>
            </Button>
          ) : (
            <p className="font-medium">{t("contactAdmin")}</p>
          )
        }
      />
    );
  }
  const query = await searchParams;
  const filter = isOneOf(CLINIC_REQUEST_FILTERS, query.filter) ? query.filter : "all";
  const sort = isOneOf(CLINIC_REQUEST_SORTS, query.sort) ? query.sort : "newest";
  const now = await currentTime();
  const [clinic, counters, requests, profiles, tForm, comingIn] = await Promise.all([
    findClinic(user.clinicId),
    countClinicRequests(user.clinicId),
    listClinicRequests(user.clinicId, { filter, sort }),
    loadProfiles([user.clinicId]),
    getTranslations("ProfileForm"),
    listComingIn(user.clinicId, now),
  ]);
  const profile = profiles.get(user.clinicId) ?? null;
  if (!clinic) return <DashboardNotice title={t("notFoundTitle")} text={t("notFoundText")} />;
  // Each request's hospitals and summary (lib/request-state): the owner's pages show the same states and numbers.
  const states = await loadRequestStates(requests.map((r) => r.id));

  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-5 px-4 py-6">
      <IntlIsland
        namespaces={["Dashboard", "Admin", "ClinicForm", "Validation", "Hours", "ProfileForm", "Profile", "Errors", "SecondFactor"]}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t("title")}</h1>
          <Button asChild variant="ghost" size="sm">
            <Link href="/profile">
              <Icon node={userIcon} />
              {t("profile")}
            </Link>
          </Button>
        </div>
        <AlertAlarm clinicId={clinic.id} />
        {/* Owners on their way here, first: the desk gets ready. */}
        <ComingIn items={comingIn} clinic={clinic} now={now} />
        <AutoRefresh />
        <PushPanel target={{ clinicId: clinic.id }} />
        <ClinicPanel clinic={clinic} locale={locale} now={now} />
        {/* What the hospital can do: owners see it on the results cards, as the clinic's, dated. */}
        <details className="rounded-xl border bg-card p-4" id="profile" open={query.profile === "1"}>
          <summary className="cursor-pointer font-semibold">{tForm("title")}</summary>
          <p className="my-2 text-sm text-muted-foreground">{tForm("intro")}</p>
          <ProfileForm clinicId={clinic.id} profile={profile} />
        </details>
        <RequestCounters counters={counters} />
        <section aria-labelledby="requests-title" className="flex flex-col gap-3">
          <h2 id="requests-title" className="text-lg font-semibold">
            {t("requests")}
          </h2>
          <RequestTabs filter={filter} sort={sort} />
          {requests.length === 0 ? (
            <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("noRequests")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {requests.map((r) => (
                <RequestCard key={r.id} request={r} clinic={clinic} now={now} state={states.get(r.id)!} />
              ))}
            </ul>
          )}
        </section>
      </IntlIsland>
    </main>
  );
}
