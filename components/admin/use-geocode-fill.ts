"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { ApiError, apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useErrorToast } from "@/components/forms/use-error-toast";
import type { ClinicFormValues } from "./clinic-form-values";

/** "Fill from address": the map point of the typed address (POST /api/geocode) put on the form. */
export function useGeocodeFill({ getValues, setValue }: Pick<UseFormReturn<ClinicFormValues, unknown, unknown>, "getValues" | "setValue">) {
  const tAdmin = useTranslations("Admin");
  const showError = useErrorToast();
  const [locating, setLocating] = useState(false);

  async function autoFill() {
    const address = String(getValues("address") ?? "").trim();
    if (!address) {
      toast.error(tAdmin("geocode.addressRequired"));
      return;
    }
    setLocating(true);
    try {
      const point = await apiFetch<{ latitude: number; longitude: number; source: "als" | "gazetteer"; approximate?: true }>(
        "/api/geocode",
        {
          body: { address },
        },
      );
      setValue("latitude", String(point.latitude), { shouldDirty: true, shouldValidate: true });
      setValue("longitude", String(point.longitude), { shouldDirty: true, shouldValidate: true });
      // A district's centre (gazetteer fallback) is only approximate; owners are told so.
      setValue("coordPrecision", point.source === "gazetteer" || point.approximate ? "area" : "building");
      toast.success(tAdmin("geocode.filled"), point.source === "gazetteer" ? { description: tAdmin("geocode.filledFromArea") } : undefined);
    } catch (error) {
      // The address's own message, or the reason of any other refusal; a bare "invalid" says nothing more than the default.
      const explained = error instanceof ApiError && (error.fields.address || error.code !== "validation_failed");
      if (explained) showError(tAdmin("geocode.failed"), error, "address");
      else toast.error(tAdmin("geocode.failed"), { description: tAdmin("geocode.failedDefault") });
    } finally {
      setLocating(false);
    }
  }

  return { autoFill, locating };
}
