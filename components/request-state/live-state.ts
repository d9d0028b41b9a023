"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { apiFetch } from "@/lib/api-client";
import type { HospitalView, RequestStateView } from "@/lib/request-state/view";

// The request's state on the owner's pages, polled every
// 5 s from the server, which derives it (lib/request-state): one
// store, so the summary and every card's line re-render from the same poll
// and print one age for one reply.

export const POLL_MS = 5000;

const states = new Map<string, RequestStateView>();
const listeners = new Set<() => void>();

function publish(requestId: string, state: RequestStateView) {
  states.set(requestId, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The request's latest state: the server's render until a newer one is polled. */
function useLiveState(requestId: string, initial: RequestStateView): RequestStateView {
  return useSyncExternalStore(
    subscribe,
    () => states.get(requestId) ?? initial,
    () => initial,
  );
}

/**
 * Polls the request's state while the tab is visible (only once any hospital
 * is in it, with `onlyWhenAny`); a failed poll keeps the last one.
 */
export function useRequestStatePoll(requestId: string, initial: RequestStateView, { onlyWhenAny = false } = {}) {
  const state = useLiveState(requestId, initial);
  const [refreshing, setRefreshing] = useState(false);
  // A newer render of the server (router.refresh, another page of the request) replaces an older poll.
  useEffect(() => {
    const known = states.get(requestId);
    if (!known || known.now < initial.now) publish(requestId, initial);
  }, [requestId, initial]);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      publish(requestId, await apiFetch<RequestStateView>(`/api/emergency-requests/${requestId}/state`));
    } catch {
      // Keep showing the last good state; the next poll tries again.
    } finally {
      setRefreshing(false);
    }
  }, [requestId]);

  const enabled = !onlyWhenAny || state.hospitals.length > 0;
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, refresh]);

  return { state, refresh, refreshing };
}

/** One hospital of the request, live (a card's line, its "I'm coming"); null while it is in none of the request's facts. */
export function useLiveHospital(requestId: string, clinicId: string, initial: HospitalView | null, initialNow: string) {
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(requestId),
    () => undefined,
  );
  if (!state) return { hospital: initial, now: initialNow };
  return { hospital: state.hospitals.find((h) => h.clinicId === clinicId) ?? null, now: state.now };
}
