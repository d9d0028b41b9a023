import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Button } from "@/components/ui/button";
import type { ComingInItem } from "@/lib/arrivals/queries";
import { telHref } from "@/lib/clinics/contact-links";
import { clockTime, relativeAge } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import type { ClinicPoint } from "@/lib/messaging/owner-location";
import { ownerPlace } from "@/lib/messaging/owner-place";
import { describePet } from "@/lib/pets/describe";
import { ArrivalCountdown } from "./arrival-countdown";
import { CloseArrivalButtons } from "./close-arrival-buttons";
import { ExpectingButton } from "./expecting-button";

/**
 * The dashboard's "Coming in" list: owners who said they are on
 * the way to this clinic, soonest expected first, each with what the desk
 * needs to get ready, "We're expecting them" until the owner has been told so
 * (then when they were), and a way to close it. No sound: the dashboard has none.
 */
export async function ComingIn({ items, clinic, now }: { items: ComingInItem[]; clinic: ClinicPoint; now: Date }) {
  const [t, tPet, pageLocale] = await Promise.all([getTranslations("Dashboard"), getTranslations("Pet"), getLocale()]);
  const locale = toLocale(pageLocale);
  return (
    <section aria-labelledby="coming-title" className="flex flex-col gap-3 rounded-xl border-2 border-green-700 p-4">
      <h2 id="coming-title" className="text-lg font-semibold">
        {t("comingTitle")}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("comingEmpty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => {
            const where = ownerPlace(item, clinic, locale);
            const animal = describePet(
              { species: item.petSpecies, speciesOther: item.petSpeciesOther, ageMonths: item.petAgeMonths },
              tPet,
            );
            return (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-lg border bg-green-50 p-3"
                data-testid="coming-in"
                data-arrival={item.id}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">{[item.petName, animal].filter(Boolean).join(" · ") || t("unknownPet")}</p>
                  <ArrivalCountdown key={now.toISOString()} expectedAt={item.expectedAt.toISOString()} now={now.toISOString()} />
                </div>
                <p className="text-sm">{t("comingEta", { minutes: item.etaMinutes, time: clockTime(item.expectedAt) })}</p>
                {item.acknowledgedAt && (
                  <p className="text-sm font-semibold text-green-900" data-expecting>
                    <time dateTime={item.acknowledgedAt.toISOString()}>
                      {t("expectingSince", { time: clockTime(item.acknowledgedAt) })}
                    </time>
                  </p>
                )}
                <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                  <dt className="text-muted-foreground">{t("symptom")}</dt>
                  <dd className="break-words">{item.symptom}</dd>
                  <dt className="text-muted-foreground">{t("place")}</dt>
                  <dd className="break-words" data-owner-place>
                    {[where.place ?? t("placeUnknown"), where.distance].filter(Boolean).join(" · ")}
                  </dd>
                  <dt className="text-muted-foreground">{t("owner")}</dt>
                  <dd>{item.contactName}</dd>
                </dl>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={item.alertedAt.toISOString()}>
                    {t("comingAlerted", { ago: relativeAge(item.alertedAt, now, locale) })}
                  </time>
                </p>
                <div className="flex flex-wrap gap-2">
                  {!item.acknowledgedAt && <ExpectingButton noticeId={item.id} />}
                  <Button asChild size="sm" variant="outline">
                    <a href={telHref(item.contactPhone)}>
                      <Icon node={phoneIcon} />
                      {t("comingPhone", { phone: item.contactPhone })}
                    </a>
                  </Button>
                  <CloseArrivalButtons noticeId={item.id} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
