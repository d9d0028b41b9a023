import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { BackHeader } from "@/components/layout/back-header";
import { WeatherBanner } from "@/components/layout/weather-banner";
import { DistrictForm } from "@/components/clinics/district-form";
import { OpenHospitalItem } from "@/components/clinics/open-hospital-item";
import { currentTime } from "@/lib/clock";
import { listOpenHospitals } from "@/lib/clinics/night-hospitals";
import { nightHospitalsQuerySchema } from "@/lib/clinics/night-hospitals-query";
import { currentSevereWeather } from "@/lib/feeds/weather";
import { localized } from "@/lib/i18n/localized";
import { toLocale } from "@/lib/i18n/locale";
import { localizedPath, pageMetadata } from "@/lib/i18n/metadata";

type Props = PageProps<"/[locale]/call-nearest">;

const PATH = "/call-nearest";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  // Open now changes by the minute, and /24-hour-vets is the page for a search: never indexed.
  return { ...(await pageMetadata(locale, PATH, { title: "openHospitalsTitle" })), robots: { index: false } };
}

/**
 * Where "Call the nearest open 24-hour hospital" leads without JavaScript:
 * the 24-hour hospitals open now with plain tel: links, nearest a district
 * the owner picks by a GET form first (lib/clinics/night-hospitals.ts). No
 * code of its own in the browser, and nothing here for the landing page to load.
 */
export default async function OpenHospitalsPage({ params, searchParams }: Props) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  const { near: district } = nightHospitalsQuerySchema.pick({ near: true }).parse(await searchParams);
  const at = await currentTime();
  const [t, tCall, tDistrict, found, weather] = await Promise.all([
    getTranslations("OpenHospitals"),
    getTranslations("CallNearest"),
    getTranslations("DistrictPage"),
    listOpenHospitals(district, at),
    currentSevereWeather(at),
  ]);
  const districtName = district && localized(locale, district.nameEn, district.nameZh);
  const from = district && { ...district.centre, approximate: true };
  const now = at.toISOString();
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-4">
      <BackHeader href="/" label={tCall("back")} />
      <WeatherBanner warnings={weather} />
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="text-muted-foreground">{districtName ? t("introNear", { district: districtName }) : t("intro")}</p>
      <DistrictForm
        action={localizedPath(locale, PATH)}
        locale={locale}
        selected={district?.slug ?? null}
        labels={{ label: t("districtLabel"), any: t("districtAny"), submit: t("districtSubmit") }}
        wide
      />
      {districtName && !found.pick ? (
        <p className="font-semibold">{tDistrict("nothingOpen", { district: districtName })}</p>
      ) : (
        !found.hospitals.length && <p className="font-semibold">{t("noneOpen")}</p>
      )}
      <ol className="flex flex-col gap-3" aria-label={t("title")} data-open-hospitals>
        {found.hospitals.map((h) => (
          <OpenHospitalItem key={h.id} hospital={h} from={from} now={now} pick={h.id === found.pick?.id} />
        ))}
      </ol>
    </main>
  );
}
