"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { loaderCircleIcon } from "@/components/ui/icons/loader-circle";
import { mapPinIcon } from "@/components/ui/icons/map-pin";
import { triangleExclamationPointIcon } from "@/components/ui/icons/triangle-exclamation-point";
import { FormField } from "@/components/forms/form-field";
import { PlacePicker } from "@/components/emergency/place-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useWizardFormContext } from "./use-wizard-form";
import { OnceHydrated, UntilHydrated } from "./hydration-gates";
import type { PlaceOption } from "@/lib/places/schemas";
import type { GpsState } from "./types";
import { useNearestPlace } from "./use-nearest-place";

export function StepLocation({
  gps,
  onRetry,
  unplaced,
  onPick,
}: {
  gps: GpsState;
  onRetry: () => void;
  /** The typed place could not be located: the districts and areas to choose from. */
  unplaced: PlaceOption[] | null;
  onPick: (label: string) => void;
}) {
  const t = useTranslations("EmergencyWizard");
  const tPlace = useTranslations("Place");
  const { register, errors } = useWizardFormContext();
  const error = errors.manualLocation?.message;
  const place = useNearestPlace(gps.status === "detected" ? gps : null, useLocale());
  return (
    <div className="flex flex-col gap-5">
      <div role="status" aria-live="polite" className="rounded-lg border p-4">
        {/* Before (or without) JavaScript there is no GPS to wait for: the place is typed. */}
        <UntilHydrated>
          <p>{t("gpsManualPrompt")}</p>
        </UntilHydrated>
        <OnceHydrated>
          {gps.status === "detecting" && (
            <p className="flex items-center gap-2">
              <Icon node={loaderCircleIcon} className="size-5 animate-spin" />
              {t("gpsDetecting")}
            </p>
          )}
          {gps.status === "detected" && (
            <p className="flex items-center gap-2 font-medium text-green-700 dark:text-green-400">
              <Icon node={mapPinIcon} className="size-5" />
              {/* The place, not the coordinates: "Location found: near Mong Kok". */}
              <span data-gps-place={place ?? undefined}>{place ? t("gpsFoundNear", { place }) : t("gpsFound")}</span>
            </p>
          )}
          {gps.status === "failed" && (
            <div className="flex flex-col gap-2">
              <p className="flex items-center gap-2 font-medium text-destructive">
                <Icon node={triangleExclamationPointIcon} className="size-5" />
                {t("gpsUnavailable")}
              </p>
              <p className="text-sm text-muted-foreground">{t(gps.reason === "unsupported" ? "gpsNotSupported" : "gpsUnableToDetect")}</p>
              <p className="text-sm">{t("gpsManualPrompt")}</p>
              <Button type="button" variant="outline" className="self-start" onClick={onRetry}>
                {t("retryGps")}
              </Button>
            </div>
          )}
        </OnceHydrated>
      </div>
      <FormField
        id="manual-location"
        label={t("manualLocation")}
        error={error}
        hint="location-hint"
        after={
          <>
            {unplaced && (
              <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3">
                <p className="font-medium">{tPlace("notFound")}</p>
                <PlacePicker id="place-picker" name="pickedPlace" options={unplaced} onPick={onPick} />
              </div>
            )}
            <p id="location-hint" className="text-sm text-muted-foreground">
              {gps.status === "detected" ? t("nearestHint") : t("manualLocationApproximate")}
            </p>
          </>
        }
      >
        {(control) => (
          <Input
            autoComplete="street-address"
            maxLength={200}
            placeholder={t("manualLocationPlaceholder")}
            {...control}
            {...register("manualLocation")}
          />
        )}
      </FormField>
    </div>
  );
}
