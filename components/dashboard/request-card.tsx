import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { messageCircleIcon } from "@/components/ui/icons/message-circle";
import { phoneIcon } from "@/components/ui/icons/phone";
import { MarkRespondedButton } from "@/components/dashboard/mark-responded-button";
import { AnswerButtons } from "@/components/dashboard/answer-buttons";
import { StateLine } from "@/components/request-state/state-line";
import { StateSummary } from "@/components/request-state/state-summary";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { telHref, whatsappHref } from "@/lib/clinics/contact-links";
import type { ClinicRequest } from "@/lib/clinics/requests";
import { isOneOf, SEVERITIES, type Severity } from "@/lib/domain/enums";
import type { RequestStateDto } from "@/lib/request-state/view";
import { describePet } from "@/lib/pets/describe";
import { toLocale } from "@/lib/i18n/locale";
import { relativeAge, timeOfDay } from "@/lib/time/format";
import type { ClinicPoint } from "@/lib/messaging/owner-location";
import { ownerPlace } from "@/lib/messaging/owner-place";

const SEVERITY_VARIANT = { critical: "destructive", urgent: "warning", moderate: "secondary" } as const satisfies Record<Severity, string>;

/**
 * One request on the clinic dashboard: severity, this clinic's state for it and
 * the request's summary (lib/request-state: the owner's pages say the same),
 * time, pet, symptoms, who to call back, and Accept / Decline as the reply links.
 */
export async function RequestCard({
  request: r,
  clinic,
  now,
  state,
}: {
  request: ClinicRequest;
  clinic: ClinicPoint & { id: string };
  now: Date;
  /** The request's hospitals and summary. */
  state: RequestStateDto;
}) {
  const [t, tPet, pageLocale] = await Promise.all([getTranslations("Dashboard"), getTranslations("Pet"), getLocale()]);
  const locale = toLocale(pageLocale);
  // Where the owner is, as this clinic reads it: a place's name, how far, a map link.
  const where = ownerPlace(r, clinic, locale);
  // The name and phone typed for this emergency are who the clinic calls back; the account's name only fills a gap.
  const owner = r.contactName || [r.user?.firstName, r.user?.lastName].filter(Boolean).join(" ");
  const phone = r.contactPhone || r.user?.phone;
  const wa = phone ? whatsappHref(phone) : null;
  // "Rabbit, 6 months", the same words as the owner's summary.
  const animal = describePet({ species: r.petSpecies, speciesOther: r.petSpeciesOther, ageMonths: r.petAgeMonths }, tPet);
  const pet = [r.pet?.name, animal].filter(Boolean).join(" · ");
  const severity = isOneOf(SEVERITIES, r.severity) ? r.severity : "moderate";
  const mine = state.hospitals.find((h) => h.clinicId === clinic.id) ?? null;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border p-4"
      data-testid="dashboard-request"
      id={`request-${r.id}`}
      data-request-id={r.id}
      data-severity={r.severity}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={SEVERITY_VARIANT[severity]}>{t(`severity.${severity}`)}</Badge>
        <time dateTime={r.createdAt.toISOString()} className="text-sm text-muted-foreground">
          {timeOfDay(r.createdAt, now, locale)} · {relativeAge(r.createdAt, now, locale)}
        </time>
      </div>
      {mine && <StateLine hospital={mine} now={state.now} />}
      <div className="rounded-md bg-muted/50 p-2" aria-label={t("allHospitals")} role="group">
        <StateSummary summary={state.summary} compact />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t("pet")}</dt>
        <dd>{pet || t("unknownPet")}</dd>
        <dt className="text-muted-foreground">{t("symptom")}</dt>
        <dd className="break-words">{r.symptom}</dd>
        <dt className="text-muted-foreground">{t("place")}</dt>
        <dd className="break-words" data-owner-place>
          {[where.place ?? t("placeUnknown"), where.distance].filter(Boolean).join(" · ")}
          {where.mapUrl && (
            <>
              {" · "}
              <a href={where.mapUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                {t("map")}
              </a>
            </>
          )}
        </dd>
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
              <Icon node={phoneIcon} />
              {t("callNow")}
            </a>
          </Button>
        )}
        {wa && (
          <Button asChild size="sm" variant="outline">
            <a href={wa} target="_blank" rel="noopener noreferrer">
              <Icon node={messageCircleIcon} />
              {t("whatsappOwner")}
            </a>
          </Button>
        )}
        {mine && mine.delivery !== null && <AnswerButtons requestId={r.id} answer={mine.answer?.response ?? null} />}
        {!mine?.answer && <MarkRespondedButton requestId={r.id} />}
      </div>
    </li>
  );
}
