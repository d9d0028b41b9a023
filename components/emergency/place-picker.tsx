"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import type { PlaceOption } from "@/lib/places/schemas";

/**
 * The 18 districts and the gazetteer's areas to choose from when a place
 * cannot be located (wizard step 2) or GPS is refused (two-tap call): every
 * label resolves exactly (lib/places/resolve.ts).
 */
export function PlacePicker({
  id,
  name,
  options,
  onPick,
}: {
  id: string;
  /** For a form posted without JavaScript (the wizard's). */
  name?: string;
  options: PlaceOption[];
  onPick: (label: string) => void;
}) {
  const t = useTranslations("Place");
  return (
    <>
      <Label htmlFor={id}>{t("pickLabel")}</Label>
      <select
        id={id}
        name={name}
        className="h-11 rounded-md border border-input bg-background px-3 text-base"
        defaultValue=""
        onChange={(e) => e.target.value && onPick(e.target.value)}
      >
        <option value="" disabled>
          {t("pickPlaceholder")}
        </option>
        {(["district", "area"] as const).map((kind) => (
          <optgroup key={kind} label={t(kind === "district" ? "districts" : "areas")}>
            {options
              .filter((o) => o.kind === kind)
              .map((o) => (
                <option key={o.label} value={o.label}>
                  {o.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </>
  );
}
