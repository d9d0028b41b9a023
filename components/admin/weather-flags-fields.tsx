"use client";

import { useTranslations } from "next-intl";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";

const FLAGS = [
  ["openDuringTyphoon", "typhoon"],
  ["openDuringBlackRain", "blackRain"],
] as const;

const toValue = (v: boolean | null | undefined) => (v === true ? "yes" : v === false ? "no" : "unknown");
const fromValue = (v: string) => (v === "yes" ? true : v === "no" ? false : null);

/** Whether the clinic stays open during Signal No. 8+ and the Black Rainstorm Warning: yes / no / not known. */
export function WeatherFlagsFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const t = useTranslations("Hours");
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-medium">{t("weatherTitle")}</legend>
      {FLAGS.map(([name, label]) => (
        <Controller
          key={name}
          control={control}
          name={name as Path<T>}
          render={({ field }) => (
            <label className="flex flex-wrap items-center justify-between gap-2 text-sm">
              {t(label)}
              <select
                className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                value={toValue(field.value as boolean | null | undefined)}
                onChange={(e) => field.onChange(fromValue(e.target.value))}
              >
                <option value="unknown">{t("unknown")}</option>
                <option value="yes">{t("yes")}</option>
                <option value="no">{t("no")}</option>
              </select>
            </label>
          )}
        />
      ))}
    </fieldset>
  );
}
