import type { CSSProperties, ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { AvailabilityLine } from "@/components/clinics/availability-line";
import { DistanceLabel, type DistanceOrigin } from "@/components/clinics/distance-label";
import { OpenStatusLine } from "@/components/clinics/open-status-line";
import { clinicPath } from "@/lib/clinics/clinic-path";
import { telHref } from "@/lib/clinics/contact-links";
import type { NightHospital } from "@/lib/clinics/night-hospitals";
import { ASKED_SPECIES, isFresh, NIGHT_FEE_BANDS, nightFee, type Facility, type ProfileFact } from "@/lib/clinics/profile";
import { localized, localizedName } from "@/lib/i18n/localized";
import { displayPhone } from "@/lib/phone-format";
import { districtBySlug } from "@/lib/regions/districts";

const FACILITY_COLUMNS: Facility[] = ["ct", "icu_oxygen", "blood_transfusion"];

/**
 * Below the width where the nine columns fit (lg, 64rem), each row is a card: the hospital on top, then
 * one line per column, its name (the table's --cN variable) beside the value.
 */
const STACKED = [
  "max-lg:block max-lg:[&_tbody]:flex max-lg:[&_tbody]:flex-col max-lg:[&_tbody]:gap-3",
  "max-lg:[&_tr]:block max-lg:[&_tr]:rounded-xl max-lg:[&_tr]:border max-lg:[&_tr]:bg-card max-lg:[&_tr]:p-3 max-lg:[&_tr]:shadow-sm",
  "max-lg:[&_th]:block max-lg:[&_th]:p-0 max-lg:[&_th]:pb-2",
  "max-lg:[&_td]:grid max-lg:[&_td]:grid-cols-[8rem_1fr] max-lg:[&_td]:gap-x-2 max-lg:[&_td]:px-0 max-lg:[&_td]:py-1.5 max-lg:[&_td>*]:col-start-2",
  "max-lg:[&_td]:before:font-semibold max-lg:[&_td]:before:text-muted-foreground",
  "max-lg:[&_td:nth-child(2)]:before:content-[var(--c2)] max-lg:[&_td:nth-child(3)]:before:content-[var(--c3)]",
  "max-lg:[&_td:nth-child(4)]:before:content-[var(--c4)] max-lg:[&_td:nth-child(5)]:before:content-[var(--c5)]",
  "max-lg:[&_td:nth-child(6)]:before:content-[var(--c6)] max-lg:[&_td:nth-child(7)]:before:content-[var(--c7)]",
  "max-lg:[&_td:nth-child(8)]:before:content-[var(--c8)] max-lg:[&_td:nth-child(9)]:before:content-[var(--c9)]",
].join(" ");

/**
 * Every 24-hour hospital in one server-rendered table, stacked as cards on a phone: open now,
 * the availability claim, a vet overnight, exotic pets at night, CT / ICU /
 * transfusion and the night fee, each fact with its source and date (the
 * year always shown), unknown said as unknown. A hospital that asks to be
 * phoned first says so before anything else in its row.
 */
export async function NightHospitalsTable({
  hospitals,
  now,
  from,
}: {
  hospitals: NightHospital[];
  now: string;
  from: DistanceOrigin | null;
}) {
  const [t, tProfile, format, locale] = await Promise.all([
    getTranslations("NightHospitals"),
    getTranslations("Profile"),
    getFormatter(),
    getLocale(),
  ]);
  const at = new Date(now);
  const source = (fact: ProfileFact): ReactNode => {
    const who = tProfile("source", { source: fact.source });
    const text = fact.asOf
      ? t(isFresh(fact, at) ? "said" : "saidStale", {
          who,
          date: format.dateTime(new Date(fact.asOf), { month: "short", year: "numeric", timeZone: "UTC" }),
        })
      : tProfile("undated", { who });
    return (
      <span className="block text-xs text-muted-foreground" data-fact-source>
        {fact.sourceUrl ? (
          <a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
            {text}
          </a>
        ) : (
          text
        )}
      </span>
    );
  };
  // A new element each time: React's payload writes a reused element as a path to its first copy, which is longer.
  const unknown = () => <span className="text-muted-foreground">{t("unknown")}</span>;
  const fact = (value: ReactNode | null, said: ProfileFact | undefined) =>
    value === null || !said ? (
      unknown()
    ) : (
      <>
        <span>{value}</span>
        {source(said)}
      </>
    );

  const columns = ["hospital", "district", "open", "vet", "exotics", "ct", "icu", "transfusion", "fee"] as const;
  // On a phone each row is a card and each cell says its column's name first (CSS ::before, from these
  // variables: written once here, not in each of ~200 cells of the HTML and the RSC payload).
  const labels = Object.fromEntries(columns.map((col, i) => [`--c${i + 1}`, JSON.stringify(t(`col.${col}`))])) as CSSProperties;

  return (
    <div className="-mx-4 overflow-x-auto px-4" tabIndex={0} role="region" aria-label={t("tableLabel")}>
      {/* The cells' padding is said once here, not on each of ~360 cells (each is written in the HTML and the RSC payload). */}
      <table className={`w-full text-left text-sm [&_td]:px-2 [&_td]:py-3 lg:min-w-[56rem] ${STACKED}`} style={labels} data-night-hospitals>
        <caption className="sr-only">{t("tableLabel")}</caption>
        <thead className="max-lg:sr-only">
          <tr className="border-b align-bottom">
            {columns.map((col) => (
              <th key={col} scope="col" className="px-2 py-2 font-semibold">
                {t(`col.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hospitals.map((h) => {
            const { profile } = h;
            const district = districtBySlug(h.district);
            const vet = profile?.vet_overnight;
            const species = profile?.species;
            const seen = species ? ASKED_SPECIES.filter((s) => species.value.night[s] === true) : [];
            const statedAll = species && ASKED_SPECIES.every((s) => species.value.night[s] !== null);
            const exotics = !species
              ? null
              : seen.length
                ? seen.map((s) => t("species", { species: s })).join(", ")
                : statedAll
                  ? t("noExotics")
                  : null;
            const fees = profile?.fees;
            const feeBands = fees ? NIGHT_FEE_BANDS.filter((b) => fees.value[b]) : [];
            return (
              <tr key={h.id} className="border-b align-top" data-clinic-id={h.id} data-night-fee={nightFee(profile)?.hkd}>
                <th scope="row" className="px-2 py-3 font-normal">
                  {profile?.phone_first && (
                    <a
                      href={telHref(profile.phone_first.value.phone)}
                      className="mb-1 flex items-center gap-1 rounded-md border border-amber-400 bg-amber-50 p-1.5 text-xs font-semibold text-amber-950"
                      data-phone-first
                    >
                      <Icon node={phoneIcon} className="size-3.5 shrink-0" />
                      {tProfile("phoneFirst", { phone: displayPhone(profile.phone_first.value.phone) })}
                    </a>
                  )}
                  <Link href={clinicPath(h)} className="font-semibold text-primary underline-offset-4 hover:underline">
                    {localizedName(h, locale)}
                  </Link>
                  <a href={telHref(h.phone)} className="block text-xs underline-offset-4 hover:underline">
                    {displayPhone(h.phone)}
                  </a>
                  {from && <DistanceLabel clinic={h} from={from} />}
                </th>
                <td>
                  {district ? (
                    <Link href={`/districts/${district.slug}`} className="underline-offset-4 hover:underline">
                      {localized(locale, district.nameEn, district.nameZh)}
                    </Link>
                  ) : (
                    unknown()
                  )}
                </td>
                <td>
                  <OpenStatusLine status={h.openStatus} />
                  <AvailabilityLine claim={h.availability} now={now} />
                </td>
                <td>{fact(vet?.value.status ? t("vet", { status: vet.value.status }) : null, vet)}</td>
                <td>{fact(exotics, species)}</td>
                {FACILITY_COLUMNS.map((f) => {
                  const has = profile?.facilities?.value[f];
                  return (
                    <td key={f} data-facility={f}>
                      {fact(has == null ? null : t("has", { has: has ? "yes" : "no" }), profile?.facilities)}
                    </td>
                  );
                })}
                <td data-fee>
                  {fact(
                    feeBands.length
                      ? feeBands.map((b) => (
                          <span key={b} className="block whitespace-nowrap">
                            {t("fee", { amount: fees!.value[b]!.hkd, band: b })}
                          </span>
                        ))
                      : null,
                    fees,
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
