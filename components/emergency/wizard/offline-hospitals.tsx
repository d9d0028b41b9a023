"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { wifiOffIcon } from "@/components/ui/icons/wifi-off";
import { Button } from "@/components/ui/button";
import { telHref } from "@/lib/clinics/contact-links";
import { TaxiCard } from "@/components/emergency/results/taxi-card";
import { taxiLabels, taxiPlace } from "@/components/emergency/results/travel-labels";
import { displayPhone } from "@/lib/phone-format";
import type { LatLng } from "@/lib/geo/distance";
import { HOSPITALS_URL, nearestHospitals, type EmergencyHospital } from "@/lib/offline/hospitals";
import { localizedName } from "@/lib/i18n/localized";

const SHOWN = 5;

export type SendTrouble = "offline" | "queued" | "retrying";

const TEXTS = {
  offline: { title: "offlineTitle", text: "offlineText" },
  queued: { title: "queuedTitle", text: "queuedText" },
  retrying: { title: "retryingTitle", text: "retryingText" },
} as const;

/**
 * Says plainly what happened (offline, waiting to send, server trouble) and lists
 * the nearest 24-hour hospitals with Call links, from the service worker's copy
 * when there is no network (public/sw.js).
 */
export function OfflineHospitals({ trouble, from, onSendNow }: { trouble: SendTrouble; from: LatLng | null; onSendNow?: () => void }) {
  const t = useTranslations("Offline");
  const tTaxi = useTranslations("Taxi");
  const locale = useLocale();
  const [hospitals, setHospitals] = useState<EmergencyHospital[] | null | "unavailable">(null);
  const panel = useRef<HTMLElement>(null);

  // The owner tapped "Find Clinics" at the bottom of the form: bring the news to them.
  useEffect(() => {
    if (trouble !== "offline") panel.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [trouble]);

  useEffect(() => {
    let live = true;
    fetch(HOSPITALS_URL)
      .then((res) => (res.ok ? (res.json() as Promise<EmergencyHospital[]>) : Promise.reject(new Error(String(res.status)))))
      .then((list) => live && setHospitals(list))
      .catch(() => live && setHospitals("unavailable"));
    return () => {
      live = false;
    };
  }, []);

  const shown = Array.isArray(hospitals) ? nearestHospitals(hospitals, from, SHOWN) : [];
  return (
    <section
      ref={panel}
      role="alert"
      aria-labelledby="send-trouble-title"
      className="flex flex-col gap-3 rounded-lg border-2 border-destructive bg-destructive/5 p-4"
    >
      <h2 id="send-trouble-title" className="flex items-center gap-2 font-bold text-destructive">
        <Icon node={wifiOffIcon} className="size-5" />
        {t(TEXTS[trouble].title)}
      </h2>
      <p className="text-sm">{t(TEXTS[trouble].text)}</p>
      {onSendNow && (
        <Button type="button" variant="outline" className="self-start" onClick={onSendNow}>
          {t("sendNow")}
        </Button>
      )}
      {hospitals === "unavailable" && <p className="text-sm text-muted-foreground">{t("hospitalsUnavailable")}</p>}
      {shown.length > 0 && (
        <>
          <h3 className="text-sm font-semibold">{t(from ? "hospitalsTitle" : "hospitalsAll")}</h3>
          <ul className="flex flex-col gap-2" aria-label={t(from ? "hospitalsTitle" : "hospitalsAll")}>
            {shown.map((h) => {
              const name = localizedName(h, locale);
              return (
                <li key={h.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-background p-3">
                  <span className="flex flex-col">
                    <span className="font-medium leading-tight">{name}</span>
                    {h.distanceKm !== null && (
                      <span className="text-xs text-muted-foreground">{t("hospitalDistance", { km: h.distanceKm.toFixed(1) })}</span>
                    )}
                  </span>
                  <Button asChild size="sm" variant="destructive">
                    <a href={telHref(h.phone)} aria-label={t("callHospital", { name })}>
                      <Icon node={phoneIcon} />
                      {displayPhone(h.phone)}
                    </a>
                  </Button>
                  {/* The Chinese address for the driver, from the worker's copy of the list. */}
                  <TaxiCard place={taxiPlace(h)} labels={taxiLabels(tTaxi, name)} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
