"use client";

import { useEffect } from "react";
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
import { HoursEditor } from "./hours-editor";
import { WeatherFlagsFields } from "./weather-flags-fields";
import { apiFetch } from "@/lib/api-client";
import { clinicStaffFormSchema } from "@/lib/clinics/admin-schemas";
import { clinicFormSchema } from "@/lib/clinics/schemas";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { useStepUp } from "@/components/second-factor/use-step-up";
import { showServerErrors } from "@/components/forms/show-field-errors";
import { nestedError } from "@/components/forms/nested-error";
import { clinicFormDefaults, type ClinicFormValues, type EditableClinic, type RegionOption } from "./clinic-form-values";
import { ServicesField } from "./services-field";
import { useGeocodeFill } from "./use-geocode-fill";

type Mode = "add" | "edit" | "staff";

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
 * the shared clinic schema, validated in the browser and again by the API.
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
  // A new phone, WhatsApp, e-mail or map point is asked again in place; the form keeps what was typed.
  const { run, stepUpDialog } = useStepUp();
  const staff = mode === "staff";
  const resolver = (staff ? zodResolver(clinicStaffFormSchema) : zodResolver(clinicFormSchema)) as unknown as Resolver<
    ClinicFormValues,
    unknown,
    z.output<typeof clinicFormSchema>
  >;
  const form = useForm<ClinicFormValues, unknown, z.output<typeof clinicFormSchema>>({
    resolver,
    defaultValues: clinicFormDefaults(clinic, staff),
  });
  const { register, handleSubmit, formState, setError, setValue, reset, control } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;

  const { autoFill, locating } = useGeocodeFill(form);

  // Each opening starts from the clinic's current values.
  useEffect(() => {
    if (open) reset(clinicFormDefaults(clinic, staff));
  }, [open, clinic, staff, reset]);

  const onSubmit = handleSubmit(async (values) => {
    // The resolver already parsed the values (for staff: only the staff-editable fields).
    const body = values;
    try {
      if (mode === "add") await apiFetch("/api/clinics", { body });
      else await run(() => apiFetch(`/api/clinics/${clinic!.id}`, { method: "PATCH", body }));
      toast.success(tAdmin(mode === "add" ? "toasts.added" : "toasts.updated"));
      if (mode === "add") reset(clinicFormDefaults());
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
          <ServicesField control={control} />
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
