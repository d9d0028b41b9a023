"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/api-client";
import type { BroadcastRequestInput } from "@/lib/emergency/schemas";
import { loadToast } from "@/lib/toast";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { whenIdle } from "@/lib/idle";
import { prepareHumanCheck, withHumanCheck } from "@/lib/security/human-check-client";

/**
 * Sends a broadcast and says what happened in a toast: the alert is queued
 * ("Sending to 3 clinics…"), never "alerted": that is the delivery strip's to
 * say, once a channel accepted a message. On failure, why (the error code's own message).
 *
 * Anonymous broadcasts carry a proof-of-work solution, solved in the
 * background from when the page is idle (lib/security/human-check-client.ts),
 * so the tap adds no step.
 */
export function useBroadcast(requestId: string, onSent: () => void, { alreadySentIsSent = false } = {}) {
  const t = useTranslations("Delivery");
  const tResults = useTranslations("Results");
  const showError = useErrorToast();
  const [pending, setPending] = useState(false);

  useEffect(() => whenIdle(prepareHumanCheck), []);

  async function send(body: BroadcastRequestInput): Promise<boolean> {
    setPending(true);
    try {
      const { count, busy } = await withHumanCheck((headers) =>
        apiFetch<{ count: number; busy?: number }>(`/api/emergency-requests/${requestId}/broadcast`, { body, headers }),
      );
      const toast = await loadToast();
      const description = t("queuedToastText", { count }) + (busy ? ` ${t("busyToastText", { count: busy })}` : "");
      toast(t("queuedToast"), { description });
      onSent();
      return true;
    } catch (error) {
      // A repeat tap of BROADCAST NOW after the alert went out: not a failure; the card shows what was sent.
      if (alreadySentIsSent && error instanceof ApiError && error.code === "conflict") {
        onSent();
        return true;
      }
      showError(tResults("broadcastFailed"), error, "clinicIds");
      return false;
    } finally {
      setPending(false);
    }
  }

  return { send, pending };
}
