"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { bellRingIcon } from "@/components/ui/icons/bell-ring";
import { listIcon } from "@/components/ui/icons/list";
import { loaderCircleIcon } from "@/components/ui/icons/loader-circle";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { PlacePicker } from "@/components/emergency/place-picker";
import { useGps } from "@/components/emergency/wizard/use-gps";
import { apiFetch, NetworkError } from "@/lib/api-client";
import type { NearestOpenAnswer, NearestOpenFrom } from "@/lib/clinics/nearest-open";
import type { FirstPickReason } from "@/lib/clinics/ranking";
import type { ClinicResult } from "@/lib/clinics/search";
import type { LatLng } from "@/lib/geo/distance";
import { HOSPITALS_URL, nearestHospitals, type EmergencyHospital, type NearbyHospital } from "@/lib/offline/hospitals";
import type { PlaceOption } from "@/lib/places/schemas";
import { FoundHospital } from "./found-hospital";
import { OfflineHospital } from "./offline-hospital";

type State =
  | { step: "locating" }
  | { step: "searching" }
  | { step: "pick"; options: PlaceOption[] }
  | { step: "found"; clinic: ClinicResult | null; reason: FirstPickReason | null; from: NearestOpenFrom; now: string; place: string | null }
  | { step: "offline"; hospitals: NearbyHospital[] | null; from: LatLng | null }
  | { step: "failed" };

/** The saved list of 24-hour hospitals (public/sw.js answers from its cache offline). */
async function offlineHospitals(from: LatLng | null): Promise<NearbyHospital[] | null> {
  try {
    const res = await fetch(HOSPITALS_URL);
    if (!res.ok) return null;
    return nearestHospitals((await res.json()) as EmergencyHospital[], from, from ? 1 : 3);
  } catch {
    return null;
  }
}

/**
 * The two-tap path, loaded when the button is tapped: GPS (else the
 * district picker), then the one hospital to call with a large Call button,
 * "See all nearby" and "Alert several hospitals". Offline: the nearest
 * hospital from the service worker's copy, said to be offline.
 */
export function CallNearestPanel({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations("CallNearest");
  const locale = useLocale();
  const gps = useGps(true);
  const [state, setState] = useState<State>({ step: "locating" });
  const heading = useRef<HTMLHeadingElement>(null);

  const lookUp = async (params: { near?: LatLng; place?: string }) => {
    setState({ step: "searching" });
    const query = new URLSearchParams({ locale });
    if (params.near) query.set("near", `${params.near.latitude},${params.near.longitude}`);
    if (params.place) query.set("place", params.place);
    try {
      const answer = await apiFetch<NearestOpenAnswer>(`/api/clinics/nearest-open?${query}`);
      if (answer.kind === "pick") setState({ step: "pick", options: answer.options });
      else
        setState({
          step: "found",
          clinic: answer.clinic,
          reason: answer.reason,
          from: answer.from,
          now: answer.now,
          place: params.place ?? null,
        });
    } catch (error) {
      if (error instanceof NetworkError) {
        setState({ step: "offline", hospitals: await offlineHospitals(params.near ?? null), from: params.near ?? null });
      } else setState({ step: "failed" });
    }
  };

  // The GPS outcome alone starts a look-up (an effect event: lookUp is recreated each render).
  const onGpsOutcome = useEffectEvent((outcome: typeof gps.state) => {
    if (outcome.status === "detected") void lookUp({ near: { latitude: outcome.latitude, longitude: outcome.longitude } });
    if (outcome.status === "failed") void lookUp({});
  });
  useEffect(() => onGpsOutcome(gps.state), [gps.state]);

  // The answer is announced (live region) and focus moves to the hospital's name.
  useEffect(() => {
    if (state.step === "found" || state.step === "offline") heading.current?.focus();
  }, [state.step]);

  return (
    <section
      role="status"
      aria-live="polite"
      data-call-nearest
      className="flex flex-col gap-3 rounded-xl border-2 border-destructive bg-card p-4 text-left"
    >
      {(state.step === "locating" || state.step === "searching") && (
        <p className="flex items-center gap-2">
          <Icon node={loaderCircleIcon} className="size-5 animate-spin" />
          {t(state.step)}
        </p>
      )}
      {state.step === "pick" && (
        <div className="flex flex-col gap-2">
          <p className="font-medium">{t("gpsRefused")}</p>
          <PlacePicker id="call-nearest-place" options={state.options} onPick={(place) => void lookUp({ place })} />
        </div>
      )}
      {state.step === "found" && state.clinic && (
        <FoundHospital
          clinic={state.clinic}
          reason={state.reason}
          from={state.from}
          now={state.now}
          place={state.place}
          headingRef={heading}
        />
      )}
      {state.step === "found" && !state.clinic && (
        <h2 ref={heading} tabIndex={-1} className="font-semibold outline-none">
          {t("noneOpen")}
        </h2>
      )}
      {state.step === "offline" && <OfflineHospital hospitals={state.hospitals} from={state.from} headingRef={heading} />}
      {state.step === "failed" && (
        <div className="flex flex-col gap-2">
          <p className="font-medium text-destructive">{t("failed")}</p>
          <Button type="button" variant="outline" className="self-start" onClick={onRetry}>
            {t("retry")}
          </Button>
        </div>
      )}
      {state.step !== "locating" && state.step !== "searching" && (
        <div className="grid grid-cols-2 gap-2">
          {state.step === "found" && (
            <Button asChild variant="outline">
              <Link
                href={`/nearby?near=${state.from.latitude.toFixed(5)},${state.from.longitude.toFixed(5)}${state.from.approximate ? "&approx=1" : ""}`}
              >
                <Icon node={listIcon} />
                {t("seeAll")}
              </Link>
            </Button>
          )}
          <Button asChild variant="outline" className={state.step === "found" ? "" : "col-span-2"}>
            <Link href="/emergency">
              <Icon node={bellRingIcon} />
              {t("alertSeveral")}
            </Link>
          </Button>
        </div>
      )}
    </section>
  );
}
