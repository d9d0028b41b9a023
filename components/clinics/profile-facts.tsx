import type { ReactNode } from "react";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { telHref } from "@/lib/clinics/contact-links";
import {
  isFresh,
  nightFee,
  PROFILE_SPECIES,
  specialistsIn,
  speciesAtNight,
  speciesStated,
  type ClinicProfile,
  type Facility,
  type ProfileFact,
  type ProfileSpecies,
} from "@/lib/clinics/profile";
import { displayPhone } from "@/lib/phone-format";
import { hongKongDay } from "@/lib/time/hong-kong";

/** Facilities that matter for a symptom: breathing → oxygen/ICU; bleeding, trauma → transfusion, surgery. */
const FACILITIES_FOR: Record<string, Facility[]> = {
  breathing: ["icu_oxygen"],
  bleeding: ["blood_transfusion", "night_surgery"],
  trauma: ["blood_transfusion", "night_surgery"],
};

/**
 * What a hospital's profile says that matters to this owner now,
 * each fact with who said it and how old it is; unknown facts say nothing
 * (the species question aside). Server-rendered: the results cards get it as
 * a slot, so the browser ships no profile code. `all`: the clinic page's full
 * list (every species it states it sees, night and day, with the rest);
 * `seen`: those species' lines alone (the directory's search for "rabbit").
 */
export async function ProfileFacts({
  profile,
  species,
  symptomKeys = [],
  facilities: alsoShown = [],
  now,
  all = false,
  seen = [],
  whenEmpty = null,
}: {
  profile: ClinicProfile | null;
  species: ProfileSpecies | null;
  symptomKeys?: readonly string[];
  /** Facilities to show whatever the symptoms (the "Oxygen / ICU" filter's). */
  facilities?: readonly Facility[];
  now: string;
  all?: boolean;
  /** Species whose "sees at night / by day" lines to show (all of them with `all`). */
  seen?: readonly ProfileSpecies[];
  /** Shown when the profile says nothing here. */
  whenEmpty?: ReactNode;
}) {
  const [t, format, locale] = await Promise.all([getTranslations("Profile"), getFormatter(), getLocale()]);
  const at = new Date(now);
  const said = (fact: ProfileFact) => {
    const who = t("source", { source: fact.source });
    if (!fact.asOf) return t("undated", { who });
    if (!isFresh(fact, at)) return t("stale", { who, year: fact.asOf.slice(0, 4) });
    if (fact.asOf === hongKongDay(at).date) return t("fresh", { who, date: t("today") });
    return t("fresh", { who, date: format.dateTime(new Date(fact.asOf), { day: "numeric", month: "short", timeZone: "UTC" }) });
  };
  const lines: { key: string; text: string; fact: ProfileFact; tone?: "warn" | "good" }[] = [];

  if (species) {
    const stance = speciesAtNight(profile, species, at);
    if (stance === "yes")
      lines.push({
        key: "species",
        text: t("seesAtNight", { species, source: said(profile!.species!) }),
        fact: profile!.species!,
        tone: "good",
      });
    if (stance === "no")
      lines.push({
        key: "species",
        text: t("doesNotSee", { species, source: said(profile!.species!) }),
        fact: profile!.species!,
        tone: "warn",
      });
  }
  // The species it states it sees (at night; by day only) and does not see at night, as lists.
  const stated = speciesStated(profile, all ? PROFILE_SPECIES : seen);
  const names = (list: readonly ProfileSpecies[]) => format.list(list.map((s) => t("speciesName", { species: s })));
  if (stated && profile?.species) {
    const fact = profile.species;
    for (const [key, list, tone] of [
      ["seenAtNight", stated.night, "good"],
      ["seenByDay", stated.dayOnly, undefined],
      ["notSeenAtNight", stated.notAtNight, "warn"],
    ] as const) {
      if (list.length) lines.push({ key, text: t(key, { list: names(list), source: said(fact) }), fact, tone });
    }
  }
  const fees = profile?.fees;
  const fee = nightFee(profile);
  if (fees && fee) lines.push({ key: "fee", text: t("fee", { amount: fee.hkd, band: fee.band, source: said(fees) }), fact: fees });
  const facilities = profile?.facilities;
  const wanted = all
    ? (Object.keys(facilities?.value ?? {}) as Facility[])
    : [...symptomKeys.flatMap((k) => FACILITIES_FOR[k] ?? []), ...alsoShown];
  for (const facility of new Set(wanted)) {
    const has = facilities?.value[facility];
    if (facilities && has != null) {
      lines.push({ key: facility, text: t("facility", { facility, has: has ? "yes" : "no", source: said(facilities) }), fact: facilities });
    }
  }
  const vet = profile?.vet_overnight;
  if (all && vet?.value.status)
    lines.push({ key: "vet", text: t("vetOvernight", { status: vet.value.status, source: said(vet) }), fact: vet });
  const specialists = profile?.specialists;
  const named = specialists && specialistsIn(specialists.value, locale);
  if (all && specialists && named) {
    lines.push({
      key: "specialists",
      // Named in the page's language, or said to be there (a list written only in the other language is not shown).
      text: named.length
        ? t("specialists", { list: format.list(named), source: said(specialists) })
        : t("specialistsOtherLanguage", { source: said(specialists) }),
      fact: specialists,
    });
  }
  const phoneFirst = profile?.phone_first;
  const askSpecies = species !== null && speciesAtNight(profile, species, at) === "unknown";
  if (!phoneFirst && !askSpecies && !lines.length) return whenEmpty;

  return (
    <div className="flex flex-col gap-1 text-sm" data-profile-facts>
      {/* A hospital that asks to be phoned first shows its hotline before anything else. */}
      {phoneFirst && (
        <a
          href={telHref(phoneFirst.value.phone)}
          className="flex items-center gap-1.5 rounded-md border border-amber-400 bg-amber-50 p-2 font-semibold text-amber-950"
          aria-label={t("phoneFirstLabel", { phone: displayPhone(phoneFirst.value.phone) })}
          data-phone-first
        >
          <Icon node={phoneIcon} className="size-4 shrink-0" />
          {t("phoneFirst", { phone: displayPhone(phoneFirst.value.phone) })}
        </a>
      )}
      {askSpecies && (
        <p className="font-semibold text-amber-900" data-species="unknown">
          {t("askIfSees", { species })}
        </p>
      )}
      {lines.map(({ key, text, fact, tone }) => (
        <p
          key={key}
          className={tone === "warn" ? "font-semibold text-destructive" : tone === "good" ? "font-semibold text-green-800" : ""}
          data-profile-fact={key}
          data-species={key === "species" ? (tone === "good" ? "yes" : "no") : undefined}
        >
          {fact.sourceUrl ? (
            <a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
              {text}
            </a>
          ) : (
            text
          )}
        </p>
      ))}
    </div>
  );
}
