import { useSyncExternalStore } from "react";

// The clinics the owner tapped Call, Directions or the taxi card for on this
// page: a card offers "Tell them I'm coming" from that moment, not
// only after a reload. One small store shared by the recorder and the cards.

const tapped = new Set<string>();
const listeners = new Set<() => void>();

export function markTapped(clinicId: string) {
  if (tapped.has(clinicId)) return;
  tapped.add(clinicId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether the owner tapped this clinic (on this page, or before: `before`, from the server). */
export function useTapped(clinicId: string, before: boolean): boolean {
  const now = useSyncExternalStore(
    subscribe,
    () => tapped.has(clinicId),
    () => false,
  );
  return before || now;
}
