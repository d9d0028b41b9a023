"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";

// The clinics the owner ticked for a broadcast. The cards are server-rendered
// children of the list (results-view.tsx), so the list holds the selection and
// hands it to each card's checkbox (select-clinic.tsx) through context, as it
// does the priority ids: it lives and ends with this request's list.

export type Selection = { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void };

const NONE: ReadonlySet<string> = new Set();

export const SelectionContext = createContext<Selection>({ selected: NONE, toggle: () => {} });

export const useSelection = () => useContext(SelectionContext);

/** The list's selection: at most `max` ids, as the server caps a broadcast. */
export function useSelectionState(max: number) {
  const [selected, setSelected] = useState(NONE);
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setSelected((prev) => {
        if (on === prev.has(id) || (on && prev.size >= max)) return prev;
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [max],
  );
  const clear = useCallback(() => setSelected(NONE), []);
  const selection = useMemo(() => ({ selected, toggle }), [selected, toggle]);
  return { selection, clear };
}
