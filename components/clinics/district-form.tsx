import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import type { Locale } from "@/lib/i18n/locale";
import { localized } from "@/lib/i18n/localized";
import { DISTRICTS } from "@/lib/regions/districts";
import { cn } from "@/lib/utils";

/**
 * Choosing one of the 18 districts as `?near=<slug>`: a plain GET form, so it
 * works without JavaScript (/24-hour-vets, /call-nearest). `wide`: the picker
 * takes the row's width (a phone's page of its own), else a fixed width beside
 * other controls.
 */
export function DistrictForm({
  action,
  locale,
  selected,
  labels,
  wide = false,
}: {
  action: string;
  locale: Locale;
  /** The district's slug, or null for none. */
  selected: string | null;
  labels: { label: string; any: string; submit: string };
  wide?: boolean;
}) {
  return (
    <form method="get" action={action} className="flex items-end gap-2" aria-label={labels.label}>
      <div className={cn("flex flex-col gap-1", wide && "flex-1")}>
        <label htmlFor="near" className="text-sm font-semibold">
          {labels.label}
        </label>
        <NativeSelect id="near" name="near" defaultValue={selected ?? ""} className={wide ? undefined : "w-56"}>
          <option value="">{labels.any}</option>
          {DISTRICTS.map((d) => (
            <option key={d.slug} value={d.slug}>
              {localized(locale, d.nameEn, d.nameZh)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="secondary">
        {labels.submit}
      </Button>
    </form>
  );
}
