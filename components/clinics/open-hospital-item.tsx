import { getLocale, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import type { DistanceOrigin } from "@/components/clinics/distance-label";
import { WhereAndOpen } from "@/components/clinics/where-and-open";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { telHref } from "@/lib/clinics/contact-links";
import type { NightHospital } from "@/lib/clinics/night-hospitals";
import { localizedName } from "@/lib/i18n/localized";
import { displayPhone } from "@/lib/phone-format";

/**
 * One hospital of the door without JavaScript: where, open until when, the
 * availability claim with its age, and a Call that is a plain tel: link
 * showing the number, so it can also be dialled by hand.
 */
export async function OpenHospitalItem({
  hospital,
  from,
  now,
  pick,
}: {
  hospital: NightHospital;
  from: DistanceOrigin | null;
  now: string;
  pick: boolean;
}) {
  const [t, tDistrict, locale] = await Promise.all([getTranslations("OpenHospitals"), getTranslations("DistrictPage"), getLocale()]);
  const name = localizedName(hospital, locale);
  return (
    <li className="flex flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm" data-clinic-id={hospital.id} data-pick={pick || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="leading-tight font-semibold">{name}</h2>
        {pick && <Badge variant="success">{tDistrict("pick")}</Badge>}
      </div>
      <WhereAndOpen clinic={hospital} from={from} now={now} />
      <Button asChild size="lg" variant={pick ? "destructive" : "default"} className="mt-1 w-full">
        <a href={telHref(hospital.phone)} aria-label={t("callLabel", { name })}>
          <Icon node={phoneIcon} />
          {t("call", { phone: displayPhone(hospital.phone) })}
        </a>
      </Button>
    </li>
  );
}
