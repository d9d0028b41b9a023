import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SiteHeader } from "@/components/layout/site-header";
import { DemoInboxCard } from "@/components/demo/demo-inbox-card";
import { listDemoAccountMails } from "@/lib/messaging/account-mail";
import { isDemoInboxShownTo, listDemoInbox } from "@/lib/messaging/demo-inbox";
import { readUuidOrNull } from "@/lib/validation/uuid";
import { toLocale } from "@/lib/i18n/locale";
import { currentTime } from "@/lib/clock";
import { loadRequestStates } from "@/lib/request-state/queries";
import { StateSummary } from "@/components/request-state/state-summary";

export const metadata: Metadata = { robots: { index: false } };

/** Demo mode only, and only to this machine (404 otherwise): what each clinic received, with its Accept / Decline working. */
export default async function DemoInboxPage({ params, searchParams }: PageProps<"/[locale]/demo/inbox">) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  if (!isDemoInboxShownTo(await headers())) notFound();
  const requested = (await searchParams).request;
  const requestId = typeof requested === "string" ? readUuidOrNull(requested) : null;
  const [t, messages, now] = await Promise.all([getTranslations("DemoInbox"), listDemoInbox(requestId ?? undefined), currentTime()]);
  const accountMails = requestId ? [] : listDemoAccountMails();
  // Each alert's hospital in its request's one state (lib/request-state), as the owner's pages and the dashboard say it.
  const states = await loadRequestStates([...new Set(messages.flatMap((m) => (m.requestId ? [m.requestId] : [])))]);
  const hospitalOf = (m: (typeof messages)[number]) =>
    (m.requestId && states.get(m.requestId)?.hospitals.find((h) => h.clinicId === m.clinicId)) || null;
  const requestState = requestId ? states.get(requestId) : undefined;
  return (
    <>
      <SiteHeader returnTo="/demo/inbox" />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">{t("explain")}</p>
        {requestState && <StateSummary summary={requestState.summary} />}
        {accountMails.length > 0 && (
          <section aria-label={t("accountMails")} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{t("accountMails")}</h2>
            <ul className="flex flex-col gap-3">
              {accountMails.map((m) => (
                <li key={m.id} className="rounded-lg border p-3 text-sm" data-account-mail={m.kind}>
                  <p className="font-medium">{m.subject}</p>
                  <p className="text-muted-foreground">{t("accountMailTo", { email: m.to })}</p>
                  {m.link && (
                    <a href={m.link} className="break-all text-primary underline">
                      {m.link}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {messages.length === 0 ? (
          <p className="text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("title")}>
            {messages.map((m) => (
              <li key={m.id}>
                <DemoInboxCard
                  message={m}
                  now={now}
                  hospital={hospitalOf(m)}
                  stateNow={(m.requestId && states.get(m.requestId)?.now) || now.toISOString()}
                />
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
