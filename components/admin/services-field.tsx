"use client";

import { useTranslations } from "next-intl";
import { Controller, type Control } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ClinicFormValues } from "./clinic-form-values";

/** The clinic's services, one a line; blank lines go when the field is left. */
export function ServicesField({ control }: { control: Control<ClinicFormValues> }) {
  const t = useTranslations("ClinicForm");
  return (
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
  );
}
