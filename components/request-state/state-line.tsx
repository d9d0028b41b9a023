import { useLocale, useTranslations } from "next-intl";
import { relativeAge } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import type { HospitalState, HospitalStateName } from "@/lib/request-state/derive";
import { cn } from "@/lib/utils";

const TONE: Partial<Record<HospitalStateName, string>> = {
  accepted: "text-green-800",
  responded: "text-green-800",
  coming: "text-green-800",
  expected: "text-green-800",
  arrived: "text-green-800",
  declined: "text-destructive",
  failed: "text-destructive",
  no_show: "text-destructive",
};

/**
 * A hospital's one state for a request and its age ("Accepted · 2 minutes ago"),
 * in the same words on every screen. `now` is the clock every age on the
 * page counts from (lib/request-state/queries.ts), so one reply shows one age.
 * No hooks but the translations: server pages and client leaves render it alike.
 */
export function StateLine({
  hospital,
  now,
  className,
}: {
  hospital: Pick<HospitalState, "clinicId" | "state" | "at">;
  now: string;
  className?: string;
}) {
  const t = useTranslations("HospitalState");
  const locale = toLocale(useLocale());
  return (
    <p
      className={cn("text-sm font-semibold", TONE[hospital.state], className)}
      data-hospital-state={hospital.state}
      data-state-clinic={hospital.clinicId}
      data-declined={hospital.state === "declined" || undefined}
    >
      {t(hospital.state)}
      {hospital.at && <span data-age> · {relativeAge(new Date(hospital.at), new Date(now), locale)}</span>}
    </p>
  );
}
