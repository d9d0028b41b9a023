"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { useSelection } from "./selection";

/** A card's "select this clinic" box: the card is server-rendered, this is its one piece of state. */
export function SelectClinic({ clinicId, label }: { clinicId: string; label: string }) {
  const { selected, toggle } = useSelection();
  return (
    <Checkbox
      id={`select-${clinicId}`}
      checked={selected.has(clinicId)}
      onCheckedChange={(v) => toggle(clinicId, v === true)}
      aria-label={label}
      className="mt-1 size-5"
    />
  );
}
