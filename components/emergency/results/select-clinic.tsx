"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { setSelected, useSelection } from "./selection-store";

/** A card's "select this clinic" box: the card is server-rendered, this is its one piece of state. */
export function SelectClinic({ clinicId, label, max }: { clinicId: string; label: string; max: number }) {
  const checked = useSelection().has(clinicId);
  return (
    <Checkbox
      id={`select-${clinicId}`}
      checked={checked}
      onCheckedChange={(v) => setSelected(clinicId, v === true, max)}
      aria-label={label}
      className="mt-1 size-5"
    />
  );
}
