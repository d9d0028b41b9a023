import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { circleCheckIcon } from "@/components/ui/icons/circle-check";
import { circleSlashIcon } from "@/components/ui/icons/circle-slash";
import type { AvailabilityClaim } from "@/lib/clinics/availability";
import { toLocale } from "@/lib/i18n/locale";
import { relativeAge } from "@/lib/time/format";

/**
 * What is known about a clinic taking emergencies, with its source and age
 * ("Accepting emergencies · confirmed by clinic 12 minutes ago"); nothing at
 * all when nobody set it recently. `now` is the time the page was rendered,
 * so that server and browser print the same age.
 */
export function AvailabilityLine({ claim, now }: { claim: AvailabilityClaim; now: string }) {
  const t = useTranslations("Availability");
  const locale = toLocale(useLocale());
  if (!claim) return null;
  const ago = relativeAge(new Date(claim.at), new Date(now), locale);
  const shape = claim.accepting ? circleCheckIcon : circleSlashIcon;
  return (
    <p
      className={`flex items-center gap-1.5 text-sm ${claim.accepting ? "text-green-800" : "text-destructive"}`}
      data-availability={claim.accepting ? "accepting" : "not-accepting"}
    >
      <Icon node={shape} className="size-4 shrink-0" />
      {t(claim.accepting ? "accepting" : "notAccepting", { source: claim.source, ago })}
    </p>
  );
}
