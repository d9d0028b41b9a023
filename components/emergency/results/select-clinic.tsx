"use client";

import { useEffect, useRef } from "react";
import { useSelection } from "./selection";

/**
 * A card's "select this clinic" box: the card is server-rendered, this is its
 * one piece of state. A native checkbox: ten Radix checkboxes were
 * ten providers, refs, presences and hidden inputs to hydrate on a phone. It
 * can be ticked before the page's JavaScript runs; the tick is taken into the
 * selection when it does.
 */
export function SelectClinic({ clinicId, label }: { clinicId: string; label: string }) {
  const { selected, toggle } = useSelection();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current?.checked) toggle(clinicId, true);
  }, [clinicId, toggle]);
  return (
    <input
      ref={box}
      type="checkbox"
      id={`select-${clinicId}`}
      checked={selected.has(clinicId)}
      onChange={(e) => toggle(clinicId, e.currentTarget.checked)}
      aria-label={label}
      // It chooses whom a broadcast alerts, which needs JavaScript: hidden without it (the results say why).
      className="mt-1 size-5 shrink-0 cursor-pointer accent-primary noscript:hidden"
    />
  );
}
