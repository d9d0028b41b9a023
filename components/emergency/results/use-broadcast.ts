"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiErrorKey, apiFetch } from "@/lib/api-client";
import type { BroadcastRequestInput } from "@/lib/emergency/schemas";

// sonner loads with the first toast, not with the results page.
const loadToast = () => import("sonner").then((m) => m.toast);

/** Sends a broadcast and reports it in a toast (SPEC §8): success with the count, or why it failed. */
export function useBroadcast(requestId: string, onSent: () => void) {
  const t = useTranslations("Results");
  const tRoot = useTranslations();
  const [pending, setPending] = useState(false);

  async function send(body: BroadcastRequestInput): Promise<boolean> {
    setPending(true);
    try {
      const { count } = await apiFetch<{ count: number }>(`/api/emergency-requests/${requestId}/broadcast`, { body });
      const toast = await loadToast();
      toast.success(t("broadcastSuccess"), { description: t("broadcastSuccessText", { count }) });
      onSent();
      return true;
    } catch (error) {
      const toast = await loadToast();
      toast.error(t("broadcastFailed"), { description: tRoot(apiErrorKey(error, "clinicIds") as never) });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { send, pending };
}
