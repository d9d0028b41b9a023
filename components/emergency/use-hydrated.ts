"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False in the server HTML and during hydration, true once React is live: a tap before that would be lost. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
