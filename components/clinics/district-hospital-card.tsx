import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { AvailabilityLine } from "@/components/clinics/availability-line";
import { DistanceLabel, type DistanceOrigin } from "@/components/clinics/distance-label";
import { OpenStatusLine } from "@/components/clinics/open-status-line";
import { ProfileFacts } from "@/components/clinics/profile-facts";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { clinicPath } from "@/lib/clinics/clinic-path";
import { telHref } from "@/lib/clinics/contact-links";
import type { NightHospital } from "@/lib/clinics/night-hospitals";
import type { FirstPickReason } from "@/lib/clinics/ranking";
import { localizedAddress, localizedName } from "@/lib/i18n/localized";
import { displayPhone } from "@/lib/phone-format";

/**
 * One hospital of a district page: how far (by ferry where the sea
 * is in the way), open now and until when, the availability claim with its
 * age, and the profile (night fee, what it can do) with sources and ages.
 */
export async function DistrictHospitalCard({
  hospital,
  from,
  now,
  pick,
}: {
  hospital: NightHospital;
  from: DistanceOrigin;
  now: string;
  /** Why the results page would put it first (lib/clinics/ranking.ts bestClinic), for the district's first pick only. */
  pick: FirstPickReason | null;
}) {
  const [t, tProfile, tPick, locale] = await Promise.all([
    getTranslations("DistrictPage"),
    getTranslations("Profile"),
    getTranslations("FirstPick"),
    getLocale(),
  ]);
  const name = localizedName(hospital, locale);
  return (
    <article
      className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm"
      data-clinic-id={hospital.id}
      data-pick={pick ? true : undefined}
      data-pick-reason={pick ?? undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold leading-tight">
          <Link href={clinicPath(hospital)} className="hover:underline">
            {name}
          </Link>
        </h2>
        {pick && <Badge variant="success">{t("pick")}</Badge>}
      </div>
      {/* A district page has no pet: the reason is never the species'. */}
      {pick && <p className="text-sm font-semibold text-primary">{tPick(pick, { species: "other" })}</p>}
      <p className="text-sm text-muted-foreground">{localizedAddress(hospital, locale)}</p>
      <div className="flex flex-col gap-1 text-sm">
        <DistanceLabel clinic={hospital} from={from} />
        <OpenStatusLine status={hospital.openStatus} />
        <AvailabilityLine claim={hospital.availability} now={now} />
      </div>
      <ProfileFacts
        profile={hospital.profile}
        species={null}
        now={now}
        all
        whenEmpty={<p className="text-sm text-muted-foreground">{tProfile("unknownFacts")}</p>}
      />
      <Button asChild variant={pick ? "default" : "outline"} className="self-start">
        <a href={telHref(hospital.phone)} data-contact="call">
          <Icon node={phoneIcon} />
          {displayPhone(hospital.phone)}
        </a>
      </Button>
    </article>
  );
}
