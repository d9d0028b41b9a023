import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { mailIcon } from "@/components/ui/icons/mail";
import { messageCircleIcon } from "@/components/ui/icons/message-circle";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { localizedName } from "@/lib/i18n/localized";
import { timeOfDay } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import type { DemoInboxMessage } from "@/lib/messaging/demo-inbox";
import type { HospitalStateDto } from "@/lib/request-state/view";
import { StateLine } from "@/components/request-state/state-line";

const linkButton = "inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold text-white";

/**
 * One message as its clinic sees it: the email (subject, text, two links) or
 * the WhatsApp template with its two quick replies; for an alert, its
 * hospital's one state for the request (lib/request-state), as every screen says it.
 */
export async function DemoInboxCard({
  message: m,
  now,
  hospital,
  stateNow,
}: {
  message: DemoInboxMessage;
  now: Date;
  /** The receiving hospital's state for the alert's request; none for an availability ask. */
  hospital: HospitalStateDto | null;
  /** The clock the state's age counts from. */
  stateNow: string;
}) {
  const [t, pageLocale] = await Promise.all([getTranslations("DemoInbox"), getLocale()]);
  const locale = toLocale(pageLocale);
  // A WhatsApp template reads in the language it was approved in, labels and values alike, whatever this page's.
  const waLocale = m.whatsapp?.locale ?? m.arrival?.locale ?? locale;
  const tWa = await getTranslations({ locale: waLocale, namespace: "DemoInbox" });
  const clinic = localizedName({ name: m.clinicName, nameZh: m.clinicNameZh }, locale);
  const shape = m.email || m.arrival?.email ? mailIcon : messageCircleIcon;
  return (
    <Card className="gap-3 p-4" data-demo-message={m.id} data-request={m.requestId ?? undefined} data-clinic={m.clinicId}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Icon node={shape} className="size-4" />
        <span className="font-semibold">{t("to", { clinic })}</span>
        <span className="text-muted-foreground">{m.recipient}</span>
        <time dateTime={m.createdAt} className="text-muted-foreground">
          {timeOfDay(new Date(m.createdAt), now, locale)}
        </time>
        {/* The daily availability ask belongs to no request: its own answer. */}
        {m.ask && m.clinicResponse && (
          <Badge variant="secondary">{t(m.clinicResponse === "accepted" ? "answered_accepted" : "answered_declined")}</Badge>
        )}
      </div>
      {hospital && <StateLine hospital={hospital} now={stateNow} />}
      {m.arrival ? (
        <div className="flex flex-col gap-1 rounded-lg border border-green-700 bg-green-50 p-3 text-sm" data-arrival>
          {m.arrival.email ? (
            <>
              <p className="font-semibold">{m.arrival.email.subject}</p>
              <p lang="en">{m.arrival.email.lines[0]}</p>
              <p lang="zh-HK">{m.arrival.email.lines[1]}</p>
            </>
          ) : (
            m.arrival.whatsapp && (
              <div lang={waLocale}>
                <p>{tWa("waPet", { value: m.arrival.whatsapp[0] })}</p>
                <p>{tWa("waSymptom", { value: m.arrival.whatsapp[1] })}</p>
                <p>{tWa("waArrival", { value: m.arrival.whatsapp[2] })}</p>
                <p>{tWa("waPhone", { value: m.arrival.whatsapp[3] })}</p>
              </div>
            )
          )}
        </div>
      ) : m.ask ? (
        <div className="flex flex-col gap-1 rounded-lg border bg-background p-3 text-sm" data-ask>
          <p className="font-semibold" lang="en">
            {m.ask.question[0]}
          </p>
          <p className="font-semibold" lang="zh-HK">
            {m.ask.question[1]}
          </p>
          {m.ask.profileUrl && (
            <a href={m.ask.profileUrl} className="underline underline-offset-4" data-profile-link>
              {t("askProfileLink")}
            </a>
          )}
        </div>
      ) : m.email ? (
        <div className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm">
          <p className="font-semibold">{m.email.subject}</p>
          <p lang="en">{m.email.intro[0]}</p>
          <p lang="zh-HK">{m.email.intro[1]}</p>
          <p className="font-semibold" data-owner-place>
            <span lang="en">{m.email.where.lines[0]}</span>
            <br />
            <span lang="zh-HK">{m.email.where.lines[1]}</span>
            {m.email.where.mapUrl && (
              <>
                <br />
                <MapLink href={m.email.where.mapUrl} />
              </>
            )}
          </p>
          <pre className="border-l-4 border-red-600 bg-red-50 px-3 py-2 font-sans whitespace-pre-wrap">{m.email.content}</pre>
        </div>
      ) : (
        <div className="flex flex-col gap-1 rounded-2xl rounded-tl-none bg-green-50 p-3 text-sm" lang={waLocale}>
          <p>{tWa("waPet", { value: m.whatsapp!.pet })}</p>
          <p>{tWa("waSymptom", { value: m.whatsapp!.symptom })}</p>
          <p data-owner-place>
            {tWa("waLocation", { value: withoutLink(m.whatsapp!.location, m.whatsapp!.mapUrl) })}
            {m.whatsapp!.mapUrl && <MapLink href={m.whatsapp!.mapUrl} />}
          </p>
          <p>{tWa("waPhone", { value: m.whatsapp!.phone })}</p>
        </div>
      )}
      {/* The follow-up "the owner is on the way" has nothing to answer. */}
      {!m.arrival && (
        <div className="flex flex-wrap gap-2">
          <a href={m.acceptUrl} className={`${linkButton} bg-green-700`}>
            {t(m.ask ? "askYes" : "accept")}
          </a>
          <a href={m.declineUrl} className={`${linkButton} bg-gray-600`}>
            {t(m.ask ? "askNo" : "decline")}
          </a>
        </div>
      )}
    </Card>
  );
}

/** The map link as the clinic's app shows it: tappable. */
function MapLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-primary underline">
      {href}
    </a>
  );
}

/** {{3}} up to its map link (shown as a link after it). */
function withoutLink(location: string, mapUrl: string | null): string {
  return mapUrl && location.endsWith(mapUrl) ? `${location.slice(0, -mapUrl.length)}` : location;
}
