"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/api-client";
import type { BroadcastRequestInput } from "@/lib/emergency/schemas";
import { loadToast } from "@/lib/toast";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { whenIdle } from "@/lib/idle";

// The human check (SECURITY.md): loaded once the page is idle, never with the first visit.
const loadPow = () => import("@/lib/security/pow-client");

/** A solved challenge for X-Altcha, or null (the server then answers 403 challenge_required). */
const solution = (fresh: boolean) =>
  loadPow()
    .then((pow) => pow.takeSolution(fresh))
    .catch(() => null);

/**
 * Sends a broadcast and says what happened in a toast: the alert is queued
 * ("Sending to 3 clinics…"), never "alerted": that is the delivery strip's to
 * say, once a channel accepted a message. On failure, why (SPEC §8).
 *
 * Anonymous broadcasts carry a proof-of-work solution, solved in the
 * background from when the page is idle, so the tap adds no step; refused as
 * missing or stale, the broadcast is solved again and sent once more.
 */
export function useBroadcast(requestId: string, onSent: () => void, { alreadySentIsSent = false } = {}) {
  const t = useTranslations("Delivery");
  const tResults = useTranslations("Results");
  const showError = useErrorToast();
  const [pending, setPending] = useState(false);

  useEffect(
    () =>
      whenIdle(
        () =>
          void loadPow().then(
            (pow) => pow.prepareSolution(),
            () => {},
          ),
      ),
    [],
  );

  async function post(body: BroadcastRequestInput, fresh: boolean) {
    const altcha = await solution(fresh);
    return apiFetch<{ count: number; busy?: number }>(`/api/emergency-requests/${requestId}/broadcast`, {
      body,
      headers: altcha ? { "X-Altcha": altcha } : undefined,
    });
  }

  async function send(body: BroadcastRequestInput): Promise<boolean> {
    setPending(true);
    try {
      const { count, busy } = await post(body, false).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "challenge_required") return post(body, true);
        throw error;
      });
      const toast = await loadToast();
      const description = t("queuedToastText", { count }) + (busy ? ` ${t("busyToastText", { count: busy })}` : "");
      toast(t("queuedToast"), { description });
      onSent();
      return true;
    } catch (error) {
      // A repeat tap of BROADCAST NOW after the alert went out (issue 29): not a failure; the card shows what was sent.
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
