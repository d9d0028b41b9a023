import { getFormatter, getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { cloudLightningIcon } from "@/components/ui/icons/cloud-lightning";
import type { SevereWeather } from "@/lib/clinics/severe-weather";

/**
 * Typhoon Signal No. 8+ or the Black Rainstorm Warning in force (the
 * Observatory's warning summary, polled by the worker): many clinics close,
 * so owners call before they travel. Server-rendered; nothing otherwise.
 */
export async function WeatherBanner({ warnings }: { warnings: SevereWeather[] }) {
  if (!warnings.length) return null;
  const [t, format] = await Promise.all([getTranslations("Weather"), getFormatter()]);
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950"
      data-weather-banner
    >
      {warnings.map((w) => (
        <p key={w.kind} className="flex items-start gap-2">
          <Icon node={cloudLightningIcon} className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{w.kind === "typhoon" ? t("typhoon", { signal: w.signal }) : t("blackRain")}</strong>{" "}
            {w.issuedAt && t("issued", { time: format.dateTime(new Date(w.issuedAt), { dateStyle: "short", timeStyle: "short" }) })}
          </span>
        </p>
      ))}
    </div>
  );
}
