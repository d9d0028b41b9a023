import type { Metadata } from "next";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { MessageCircleIcon, PhoneIcon, UserIcon } from "lucide-react";
import { redirect } from "@/i18n/navigation";
import { LocaleAnchor as Link } from "@/components/ui/locale-anchor";
import type { Locale } from "@/i18n/routing";
import { AvailabilitySwitch } from "@/components/admin/availability-switch";
import { EditDetailsButton } from "@/components/dashboard/edit-details-button";
import { MarkRespondedButton } from "@/components/dashboard/mark-responded-button";
import { IntlIsland } from "@/components/layout/intl-island";
import type { PetTextT } from "@/lib/pets/age";
import { describePet } from "@/lib/pets/describe";
import { SiteHeader } from "@/components/layout/site-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { adminEmailList } from "@/lib/auth/credentials";
import { getCurrentUser } from "@/lib/auth/guards";
import { findClinic } from "@/lib/clinics/admin";
import { currentTime } from "@/lib/clock";
import { telHref, whatsappHref } from "@/lib/clinics/contact-links";
import {
  DASHBOARD_FILTERS,
  DASHBOARD_SORTS,
  dashboardCounters,
  listDashboardRequests,
  type DashboardFilter,
  type DashboardSort,
} from "@/lib/clinics/dashboard";
import { getServerEnv } from "@/lib/env";
import { alternatesFor } from "@/lib/i18n/metadata";
import { regionName } from "@/lib/regions/queries";
import { cn } from "@/lib/utils";

export const dynamic = "force-dynamic";

const SEVERITY_VARIANT = { critical: "destructive", urgent: "warning", moderate: "secondary" } as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/clinic/dashboard">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Dashboard" });
  return { title: t("title"), alternates: alternatesFor(locale as Locale, "/clinic/dashboard"), robots: { index: false } };
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function Notice({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-3 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {action}
    </main>
  );
}

/** SPEC §2 clinic dashboard: staff with a linked clinic; signed out → home. Filter and sort are in the URL. */
export default async function ClinicDashboardPage({ params, searchParams }: PageProps<"/[locale]/clinic/dashboard">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (!user) redirect({ href: "/", locale });
  const t = await getTranslations("Dashboard");
  const tPet = await getTranslations("Pet");
  if (!user!.clinicId) {
    const adminEmail = adminEmailList(getServerEnv().ADMIN_EMAILS)[0];
    return (
      <>
        <SiteHeader returnTo="/clinic/dashboard" />
        <Notice
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
      </>
    );
  }
  const clinicId = user!.clinicId;
  const query = await searchParams;
  const filter = pick<DashboardFilter>(query.filter, DASHBOARD_FILTERS, "all");
  const sort = pick<DashboardSort>(query.sort, DASHBOARD_SORTS, "newest");
  const [clinic, counters, requests, format, now] = await Promise.all([
    findClinic(clinicId),
    dashboardCounters(clinicId),
    listDashboardRequests(clinicId, { filter, sort }),
    getFormatter(),
    currentTime(),
  ]);
  if (!clinic) {
    return (
      <>
        <SiteHeader returnTo="/clinic/dashboard" />
        <Notice title={t("notFoundTitle")} text={t("notFoundText")} />
      </>
    );
  }
  const name = locale === "zh-HK" && clinic.nameZh ? clinic.nameZh : clinic.name;
  const address = locale === "zh-HK" && clinic.addressZh ? clinic.addressZh : clinic.address;
  const href = (next: { filter?: DashboardFilter; sort?: DashboardSort }) => {
    const params = new URLSearchParams();
    const f = next.filter ?? filter;
    const s = next.sort ?? sort;
    if (f !== "all") params.set("filter", f);
    if (s !== "newest") params.set("sort", s);
    const search = params.toString();
    return `/clinic/dashboard${search ? `?${search}` : ""}`;
  };
  const counterItems = [
    { key: "today", value: counters.today },
    { key: "week", value: counters.week },
    { key: "month", value: counters.month },
    { key: "pending", value: counters.pending },
    { key: "critical", value: counters.critical },
  ] as const;
  const tabClass = (active: boolean) =>
    cn(
      "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium",
      active ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
    );

  return (
    <>
      <SiteHeader returnTo="/clinic/dashboard" />
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-5 px-4 py-6">
        <IntlIsland namespaces={["Dashboard", "Admin", "ClinicForm", "Validation", "Hours"]}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h1 className="text-2xl font-bold">{t("title")}</h1>
            <Button asChild variant="ghost" size="sm">
              <Link href="/profile">
                <UserIcon aria-hidden="true" />
                {t("profile")}
              </Link>
            </Button>
          </div>

          <section aria-labelledby="clinic-info" className="flex flex-col gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="flex flex-col gap-1">
                <h2 id="clinic-info" className="text-lg font-semibold">
                  {name}
                </h2>
                <div className="flex flex-wrap gap-1">
                  <Badge variant={clinic.is24Hour ? "default" : "secondary"}>{clinic.is24Hour ? t("h24") : t("regular")}</Badge>
                  <Badge variant={clinic.isAvailable ? "success" : "destructive"}>
                    {clinic.isAvailable ? t("available") : t("unavailable")}
                  </Badge>
                </div>
              </div>
              <EditDetailsButton clinic={clinic} />
            </div>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{t("address")}</dt>
              <dd>{address}</dd>
              <dt className="text-muted-foreground">{t("phone")}</dt>
              <dd>{clinic.phone}</dd>
              {clinic.whatsapp && (
                <>
                  <dt className="text-muted-foreground">{t("whatsapp")}</dt>
                  <dd>{clinic.whatsapp}</dd>
                </>
              )}
              {clinic.email && (
                <>
                  <dt className="text-muted-foreground">{t("email")}</dt>
                  <dd>{clinic.email}</dd>
                </>
              )}
              <dt className="text-muted-foreground">{t("region")}</dt>
              <dd>{clinic.region ? regionName(clinic.region, locale) : t("unknownRegion")}</dd>
            </dl>
            <div className="flex flex-col gap-1 rounded-md bg-muted p-3">
              <AvailabilitySwitch
                clinicId={clinic.id}
                isAvailable={clinic.isAvailable}
                id="dashboard-available"
                label={t("availability")}
              />
              <p className="text-xs text-muted-foreground">{t("availabilityNote")}</p>
              {/* When the owners' pages last heard from this clinic (issue 22): a toggle here or a reply to the daily ask. */}
              <LastConfirmed clinic={clinic} now={now} format={format} t={t} />
            </div>
          </section>

          <section aria-label={t("counters.label")} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {counterItems.map((c) => (
              <div key={c.key} className="flex flex-col rounded-lg border p-3">
                <span className="text-xs text-muted-foreground">{t(`counters.${c.key}`)}</span>
                <span className="text-2xl font-bold tabular-nums" data-testid={`counter-${c.key}`}>
                  {c.value}
                </span>
              </div>
            ))}
          </section>

          <section aria-labelledby="requests-title" className="flex flex-col gap-3">
            <h2 id="requests-title" className="text-lg font-semibold">
              {t("requests")}
            </h2>
            <div className="flex flex-wrap items-center gap-4">
              <nav aria-label={t("filter")} className="flex gap-1 rounded-lg bg-muted p-1">
                {DASHBOARD_FILTERS.map((f) => (
                  <Link
                    key={f}
                    href={href({ filter: f })}
                    aria-current={f === filter ? "page" : undefined}
                    className={tabClass(f === filter)}
                  >
                    {t(`filters.${f}`)}
                  </Link>
                ))}
              </nav>
              <nav aria-label={t("sort")} className="flex gap-1 rounded-lg bg-muted p-1">
                {DASHBOARD_SORTS.map((s) => (
                  <Link key={s} href={href({ sort: s })} aria-current={s === sort ? "page" : undefined} className={tabClass(s === sort)}>
                    {t(`sorts.${s}`)}
                  </Link>
                ))}
              </nav>
            </div>
            {requests.length === 0 ? (
              <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">{t("noRequests")}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {requests.map((r) => {
                  // The name and phone typed for this emergency are who the clinic calls back; the account's name only fills a gap.
                  const owner = r.contactName || [r.ownerFirstName, r.ownerLastName].filter(Boolean).join(" ");
                  const phone = r.contactPhone || r.ownerPhone;
                  const wa = phone ? whatsappHref(phone) : null;
                  // "Rabbit, 6 months" (issue 19).
                  const animal = describePet(
                    { species: r.petSpecies, speciesOther: r.petSpeciesOther, ageMonths: r.petAgeMonths },
                    tPet as PetTextT,
                  );
                  const pet = [r.petName, animal].filter(Boolean).join(" · ");
                  const severity = r.severity in SEVERITY_VARIANT ? (r.severity as keyof typeof SEVERITY_VARIANT) : "moderate";
                  return (
                    <li
                      key={r.id}
                      className="flex flex-col gap-2 rounded-lg border p-4"
                      data-testid="dashboard-request"
                      data-severity={r.severity}
                    >
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge variant={SEVERITY_VARIANT[severity]}>{t(`severity.${severity}`)}</Badge>
                        <Badge variant={r.status === "pending" ? "warning" : "outline"}>
                          {t.has(`status.${r.status}` as never) ? t(`status.${r.status}` as never) : r.status}
                        </Badge>
                        <time dateTime={r.createdAt.toISOString()} className="text-sm text-muted-foreground">
                          {format.dateTime(r.createdAt, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Hong_Kong" })}
                        </time>
                      </div>
                      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                        <dt className="text-muted-foreground">{t("pet")}</dt>
                        <dd>{pet || t("unknownPet")}</dd>
                        <dt className="text-muted-foreground">{t("symptom")}</dt>
                        <dd className="break-words">{r.symptom}</dd>
                        <dt className="text-muted-foreground">{t("owner")}</dt>
                        <dd>
                          {owner}
                          {phone ? ` · ${phone}` : ""}
                        </dd>
                      </dl>
                      <div className="flex flex-wrap gap-2">
                        {phone && (
                          <Button asChild size="sm" variant="outline">
                            <a href={telHref(phone)}>
                              <PhoneIcon aria-hidden="true" />
                              {t("callNow")}
                            </a>
                          </Button>
                        )}
                        {wa && (
                          <Button asChild size="sm" variant="outline">
                            <a href={wa} target="_blank" rel="noopener noreferrer">
                              <MessageCircleIcon aria-hidden="true" />
                              {t("whatsappOwner")}
                            </a>
                          </Button>
                        )}
                        {r.status === "pending" && <MarkRespondedButton requestId={r.id} />}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </IntlIsland>
      </main>
    </>
  );
}

/**
 * The clinic's own last confirmation (its switch or a reply to the daily ask),
 * however old: owners' pages show it for AVAILABILITY_CLAIM_HOURS only.
 */
function LastConfirmed({
  clinic,
  now,
  format,
  t,
}: {
  clinic: { availabilityUpdatedAt: string | null; availabilitySource: string | null };
  now: Date;
  format: Awaited<ReturnType<typeof getFormatter>>;
  t: Awaited<ReturnType<typeof getTranslations<"Dashboard">>>;
}) {
  const at = clinic.availabilitySource === "clinic" || clinic.availabilitySource === "clinic_reply" ? clinic.availabilityUpdatedAt : null;
  return (
    <p className="text-xs font-medium" data-last-confirmed={at ?? ""}>
      {at ? t("lastConfirmed", { ago: format.relativeTime(new Date(at), now) }) : t("neverConfirmed")}
    </p>
  );
}
