import { getTranslations } from "next-intl/server";
import { PRIORITY_RADIUS_KM } from "@/lib/clinics/ranking";
import type { ClinicResult } from "@/lib/clinics/search";

/** The results' tiles: total clinics, 24-hour, WhatsApp, within 5 km (over the clinics found). */
export async function StatTiles({ clinics }: { clinics: ClinicResult[] }) {
  const t = await getTranslations("Results");
  const tiles = [
    [t("statTotal"), clinics.length],
    [t("stat24h"), clinics.filter((c) => c.is24Hour).length],
    [t("statWhatsapp"), clinics.filter((c) => c.whatsapp).length],
    [t("statNear"), clinics.filter((c) => c.distanceKm !== null && c.distanceKm <= PRIORITY_RADIUS_KM).length],
  ] as const;
  return (
    <dl className="grid grid-cols-4 gap-2">
      {tiles.map(([label, value]) => (
        <div key={label} className="flex flex-col-reverse items-center rounded-lg border p-2 text-center">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
