"use client";

import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import type { BroadcastMessageDto } from "@/lib/broadcast/queries";

export const POLL_MS = 5000;

/**
 * The request's broadcast messages, polled every 5 s (SPEC §4) while the tab is
 * visible. Starts from the server-rendered list; a failed poll keeps the last one.
 */
export function useBroadcastMessages(requestId: string, initial: BroadcastMessageDto[], { onlyWhenAny = false } = {}) {
  const [messages, setMessages] = useState(initial);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      setMessages(await apiFetch<BroadcastMessageDto[]>(`/api/emergency-requests/${requestId}/messages`));
      setUpdatedAt(new Date());
    } catch {
      // Keep showing the last good list; the next poll tries again.
    } finally {
      setRefreshing(false);
    }
  }, [requestId]);

  // The results page polls only once something was sent (to pin clinics that accept).
  const enabled = !onlyWhenAny || messages.length > 0;
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, refresh]);

  return { messages, refresh, refreshing, updatedAt };
}
