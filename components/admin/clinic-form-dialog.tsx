"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { toast } from "@/lib/toast";
import type { z } from "zod";
import { Icon } from "@/components/ui/icon";
import { mapPinIcon } from "@/components/ui/icons/map-pin";
import { useRouter } from "@/i18n/navigation";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { HoursEditor } from "./hours-editor";
import { WeatherFlagsFields } from "./weather-flags-fields";
import { ApiError, apiFetch } from "@/lib/api-client";
import type { AdminClinicItem } from "@/lib/clinics/admin-list";
import { clinicStaffFormSchema } from "@/lib/clinics/admin-schemas";
import { clinicFormSchema } from "@/lib/clinics/schemas";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { useStepUp } from "@/components/second-factor/use-step-up";
import { showServerErrors } from "@/components/forms/show-field-errors";

export type ClinicFormValues = z.input<typeof clinicFormSchema>;
export type RegionOption = { id: string; label: string };

/** The clinic as the form needs it (admin list item or dashboard clinic). */
export type EditableClinic = Pick<
  AdminClinicItem,
  | "id"
  | "name"
  | "nameZh"
  | "address"
  | "addressZh"
  | "phone"
  | "whatsapp"
  | "email"
  | "website"
  | "openingHours"
  | "regionId"
  | "is24Hour"
  | "isSupportHospital"
  | "latitude"
  | "longitude"
  | "coordPrecision"
  | "services"
  | "weeklyHours"
  | "publicHolidayHours"
  | "openDuringTyphoon"
  | "openDuringBlackRain"
>;

type Mode = "add" | "edit" | "staff";

const STAFF_FIELDS: readonly string[] = clinicStaffFormSchema.keyof().options;

/** The form's starting values; staff get only the fields they may send (their schema is strict). */
function defaults(clinic?: EditableClinic, staff = false): ClinicFormValues {
  const values: ClinicFormValues = {
    name: clinic?.name ?? "",
    nameZh: clinic?.nameZh ?? "",
    address: clinic?.address ?? "",
    addressZh: clinic?.addressZh ?? "",
    phone: clinic?.phone ?? "",
    whatsapp: clinic?.whatsapp ?? "",
    email: clinic?.email ?? "",
    website: clinic?.website ?? "",
    openingHours: clinic?.openingHours ?? "",
    regionId: clinic?.regionId ?? "",
    is24Hour: clinic?.is24Hour ?? false,
    isSupportHospital: clinic?.isSupportHospital ?? false,
    latitude: clinic?.latitude ?? "",
    longitude: clinic?.longitude ?? "",
    coordPrecision: clinic?.coordPrecision === "area" ? "area" : undefined,
    services: clinic?.services ?? [],
    weeklyHours: clinic?.weeklyHours ?? null,
    publicHolidayHours: clinic?.publicHolidayHours ?? null,
    openDuringTyphoon: clinic?.openDuringTyphoon ?? null,
    openDuringBlackRain: clinic?.openDuringBlackRain ?? null,
  };
  return staff ? (Object.fromEntries(Object.entries(values).filter(([key]) => STAFF_FIELDS.includes(key))) as ClinicFormValues) : values;
}

const TEXT_FIELDS = [
  { name: "name", type: "text", autoComplete: "organization" },
  { name: "nameZh", type: "text" },
  { name: "address", type: "text", autoComplete: "street-address" },
  { name: "addressZh", type: "text" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "whatsapp", type: "tel" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "website", type: "url" },
  { name: "openingHours", type: "text" },
] as const;

/**
 * Add / Edit Clinic (admin) and the staff's edit-details dialog: one form over
 * the shared clinic schema (SPEC §5), validated in the browser and again by the API.
 */
export function ClinicFormDialog({
  mode,
  clinic,
  regions,
  open,
  onOpenChange,
}: {
  mode: Mode;
  clinic?: EditableClinic;
  regions: RegionOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("ClinicForm");
  const tAdmin = useTranslations("Admin");
  const tRoot = useTranslations();
  const showError = useErrorToast();
  const router = useRouter();
  const [locating, setLocating] = useState(false);
  // A new phone, WhatsApp, e-mail or map point is asked again in place; the form keeps what was typed.
  const { run, stepUpDialog } = useStepUp();
  const staff = mode === "staff";
  const resolver = (staff ? zodResolver(clinicStaffFormSchema) : zodResolver(clinicFormSchema)) as unknown as Resolver<
    ClinicFormValues,
    unknown,
    z.output<typeof clinicFormSchema>
  >;
  const form = useForm<ClinicFormValues, unknown, z.output<typeof clinicFormSchema>>({ resolver, defaultValues: defaults(clinic, staff) });
  const { register, handleSubmit, formState, setError, setValue, getValues, reset, control } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  // Each opening starts from the clinic's current values.
  useEffect(() => {
    if (open) reset(defaults(clinic, staff));
  }, [open, clinic, staff, reset]);

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

  const onSubmit = handleSubmit(async (values) => {
    // The resolver already parsed the values (for staff: only the staff-editable fields).
    const body = values;
    try {
      if (mode === "add") await apiFetch("/api/clinics", { body });
      else await run(() => apiFetch(`/api/clinics/${clinic!.id}`, { method: "PATCH", body }));
      toast.success(tAdmin(mode === "add" ? "toasts.added" : "toasts.updated"));
      if (mode === "add") reset(defaults());
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      showServerErrors(setError, error);
      showError(tAdmin(mode === "add" ? "toasts.addFailed" : "toasts.updateFailed"), error);
    }
  });

  // Coordinates typed by hand are taken as the building's own.
  const typedPoint = { onChange: () => setValue("coordPrecision", "building") };

  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`clinic-${name}`}>{label}</Label>
      {input}
      <FieldError id={`clinic-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  const aria = (name: string) => ({
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `clinic-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tRoot("Common.close")} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(mode === "add" ? "addTitle" : staff ? "editDetailsTitle" : "editTitle")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {TEXT_FIELDS.map((f) =>
            field(
              f.name,
              t(f.name),
              <Input
                id={`clinic-${f.name}`}
                type={f.type}
                autoComplete={"autoComplete" in f ? f.autoComplete : "off"}
                {...aria(f.name)}
                {...register(f.name)}
              />,
            ),
          )}
          {!staff &&
            field(
              "regionId",
              t("region"),
              <select
                id="clinic-regionId"
                className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-base md:text-sm aria-invalid:border-destructive"
                {...aria("regionId")}
                {...register("regionId")}
              >
                <option value="">{t("regionPlaceholder")}</option>
                {regions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.label}
                  </option>
                ))}
              </select>,
            )}
          {!staff && (
            <div className="flex flex-col gap-2 sm:col-span-2">
              <div className="grid grid-cols-2 gap-3">
                {field(
                  "latitude",
                  t("latitude"),
                  <Input id="clinic-latitude" inputMode="decimal" {...aria("latitude")} {...register("latitude", typedPoint)} />,
                )}
                {field(
                  "longitude",
                  t("longitude"),
                  <Input id="clinic-longitude" inputMode="decimal" {...aria("longitude")} {...register("longitude", typedPoint)} />,
                )}
              </div>
              <Button type="button" variant="outline" onClick={autoFill} disabled={locating} className="self-start">
                <Icon node={mapPinIcon} />
                {locating ? t("locating") : t("autoFill")}
              </Button>
            </div>
          )}
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor="clinic-services">{t("services")}</Label>
            <Controller
              control={control}
              name="services"
              render={({ field: f }) => (
                <Textarea
                  id="clinic-services"
                  aria-describedby="clinic-services-hint"
                  rows={3}
                  value={Array.isArray(f.value) ? f.value.join("\n") : ""}
                  onChange={(e) =>
                    f.onChange(
                      e.target.value
                        .split("\n")
                        .map((s) => s.trimStart())
                        .filter((s, i, all) => s || i === all.length - 1),
                    )
                  }
                  onBlur={() => {
                    f.onChange((Array.isArray(f.value) ? f.value : []).map((s) => String(s).trim()).filter(Boolean));
                    f.onBlur();
                  }}
                />
              )}
            />
            <p id="clinic-services-hint" className="text-xs text-muted-foreground">
              {t("servicesHint")}
            </p>
          </div>
          <Controller
            control={control}
            name="weeklyHours"
            render={({ field: weekly }) => (
              <Controller
                control={control}
                name="publicHolidayHours"
                render={({ field: holiday }) => (
                  <HoursEditor weekly={weekly.value} holiday={holiday.value} onWeekly={weekly.onChange} onHoliday={holiday.onChange} />
                )}
              />
            )}
          />
          <FieldError
            id="clinic-weeklyHours-error"
            message={nestedError(formState.errors.weeklyHours) ?? nestedError(formState.errors.publicHolidayHours)}
          />
          <WeatherFlagsFields control={control} />
          {!staff && (
            <div className="flex flex-col gap-2 sm:col-span-2">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" {...register("is24Hour")} />
                {t("is24Hour")}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-4" {...register("isSupportHospital")} />
                {t("isSupportHospital")}
              </label>
            </div>
          )}
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {tRoot("Common.cancel")}
            </Button>
            <Button type="submit" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? t("saving") : mode === "add" ? t("create") : t("save")}
            </Button>
          </DialogFooter>
        </form>
        {stepUpDialog}
      </DialogContent>
    </Dialog>
  );
}

/** The first message anywhere under a nested field (the hours are arrays of arrays). */
function nestedError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string") return message;
  for (const value of Object.values(error)) {
    const found = nestedError(value);
    if (found) return found;
  }
  return undefined;
}
