import { getLocale, getTranslations } from "next-intl/server";
import { AvailabilitySwitch } from "@/components/admin/availability-switch";
import { EditDetailsButton } from "@/components/dashboard/edit-details-button";
import { Badge } from "@/components/ui/badge";
import type { ClinicDto } from "@/lib/clinics/admin";
import { localizedAddress, localizedName } from "@/lib/i18n/localized";
import { regionName } from "@/lib/i18n/localized";
import { toLocale } from "@/lib/i18n/locale";
import { relativeAge } from "@/lib/time/format";

/** The staff's own clinic: its details, the edit button and the availability switch. */
export async function ClinicPanel({ clinic, locale, now }: { clinic: ClinicDto; locale: string; now: Date }) {
  const t = await getTranslations("Dashboard");
  return (
    <section aria-labelledby="clinic-info" className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id="clinic-info" className="text-lg font-semibold">
            {localizedName(clinic, locale)}
          </h2>
          <div className="flex flex-wrap gap-1">
            <Badge variant={clinic.is24Hour ? "default" : "secondary"}>{clinic.is24Hour ? t("h24") : t("regular")}</Badge>
            <Badge variant={clinic.isAvailable ? "success" : "destructive"}>{clinic.isAvailable ? t("available") : t("unavailable")}</Badge>
          </div>
        </div>
        <EditDetailsButton clinic={clinic} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{t("address")}</dt>
        <dd>{localizedAddress(clinic, locale)}</dd>
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
        <AvailabilitySwitch clinicId={clinic.id} isAvailable={clinic.isAvailable} id="dashboard-available" label={t("availability")} />
        <p className="text-xs text-muted-foreground">{t("availabilityNote")}</p>
        {/* When the owners' pages last heard from this clinic: a toggle here or a reply to the daily ask. */}
        <LastConfirmed clinic={clinic} now={now} />
      </div>
    </section>
  );
}

/**
 * The clinic's own last confirmation (its switch or a reply to the daily ask),
 * however old: owners' pages show it for AVAILABILITY_CLAIM_HOURS only.
 */
async function LastConfirmed({ clinic, now }: { clinic: Pick<ClinicDto, "availabilityUpdatedAt" | "availabilitySource">; now: Date }) {
  const [t, locale] = await Promise.all([getTranslations("Dashboard"), getLocale()]);
  const byClinic = clinic.availabilitySource === "clinic" || clinic.availabilitySource === "clinic_reply";
  const at = byClinic ? clinic.availabilityUpdatedAt : null;
  return (
    <p className="text-xs font-medium" data-last-confirmed={at ?? ""}>
      {at ? t("lastConfirmed", { ago: relativeAge(new Date(at), now, toLocale(locale)) }) : t("neverConfirmed")}
    </p>
  );
}
