"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiErrorKey, apiFetch } from "@/lib/api-client";
import type { BroadcastRequestInput } from "@/lib/emergency/schemas";
import { loadToast } from "@/lib/toast";

/**
 * Sends a broadcast and says what happened in a toast: the alert is queued
 * ("Sending to 3 clinics…"), never "alerted": that is the delivery strip's to
 * say, once a channel accepted a message. On failure, why (SPEC §8).
 */
export function useBroadcast(requestId: string, onSent: () => void) {
  const t = useTranslations("Delivery");
  const tResults = useTranslations("Results");
  const tRoot = useTranslations();
  const [pending, setPending] = useState(false);

  async function send(body: BroadcastRequestInput): Promise<boolean> {
    setPending(true);
    try {
      const { count, busy } = await apiFetch<{ count: number; busy: number }>(`/api/emergency-requests/${requestId}/broadcast`, { body });
      const toast = await loadToast();
      const description = t("queuedToastText", { count }) + (busy ? ` ${t("busyToastText", { count: busy })}` : "");
      toast(t("queuedToast"), { description });
      onSent();
      return true;
    } catch (error) {
      const toast = await loadToast();
      toast.error(tResults("broadcastFailed"), { description: tRoot(apiErrorKey(error, "clinicIds") as never) });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { send, pending };
}
