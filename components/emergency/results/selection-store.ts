import { useSyncExternalStore } from "react";

// The clinics the owner ticked for a broadcast (issue 31): the cards are
// server-rendered, so each card's checkbox (select-clinic.tsx) and the list's
// broadcast bar (results-view.tsx) share this one small store instead of a
// parent's state. At most `max` ids, as the server caps a broadcast.

let selected: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const EMPTY: ReadonlySet<string> = new Set();

function publish(next: ReadonlySet<string>) {
  selected = next;
  for (const listener of listeners) listener();
}

export function setSelected(id: string, on: boolean, max: number) {
  if (on === selected.has(id) || (on && selected.size >= max)) return;
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  publish(next);
}

export function clearSelection() {
  if (selected.size) publish(new Set());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The ticked clinic ids (none while the server renders). */
export function useSelection(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => EMPTY,
  );
}
