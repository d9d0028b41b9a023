import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { chevronRightIcon } from "@/components/ui/icons/chevron-right";
import { clockIcon } from "@/components/ui/icons/clock";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { DirectoryClinic } from "@/lib/clinics/directory";
import { CallWhatsAppButtons } from "./call-whatsapp-buttons";
import { OpenStatusLine } from "./open-status-line";
import { clinicPath } from "@/lib/clinics/clinic-path";

/**
 * A directory card: both names and addresses, 24-hour badge, Call / WhatsApp, link to the clinic page;
 * `facts`: what its profile states of the search ("Sees by day: rabbits"), rendered by ProfileFacts.
 */
export async function ClinicCard({ clinic, facts = null }: { clinic: DirectoryClinic; facts?: ReactNode }) {
  const t = await getTranslations("Directory");
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold leading-tight">
            <Link href={clinicPath(clinic)} className="hover:underline" lang="en">
              {clinic.name}
            </Link>
          </h2>
          {clinic.nameZh && (
            <p className="text-sm" lang="zh-HK">
              {clinic.nameZh}
            </p>
          )}
        </div>
        {clinic.is24Hour && (
          <Badge variant="success">
            <Icon node={clockIcon} />
            {t("badge24h")}
          </Badge>
        )}
      </div>
      <OpenStatusLine status={clinic.openStatus} />
      {facts}
      <address className="flex flex-col gap-0.5 text-sm not-italic text-muted-foreground">
        <span lang="en">{clinic.address}</span>
        {clinic.addressZh && <span lang="zh-HK">{clinic.addressZh}</span>}
      </address>
      <div className="flex flex-wrap gap-2">
        <CallWhatsAppButtons clinic={clinic} size="sm" />
        <Button asChild size="sm" variant="outline" className="ml-auto">
          <Link href={clinicPath(clinic)} aria-label={t("detailsLabel", { name: clinic.name })}>
            {t("details")}
            <Icon node={chevronRightIcon} />
          </Link>
        </Button>
      </div>
    </article>
  );
}
