"use client";

import { useTranslations } from "next-intl";
import { checkIcon } from "@/components/ui/icons/check";
import { apiFetch } from "@/lib/api-client";
import { RefreshingAction } from "./refreshing-action";

/** Pending → responded (PATCH /api/emergency-requests/{id}); the list and counters reload. */
export function MarkRespondedButton({ requestId }: { requestId: string }) {
  const t = useTranslations("Dashboard");
  return (
    <RefreshingAction
      icon={checkIcon}
      label={t("markResponded")}
      busyLabel={t("marking")}
      done={t("marked")}
      failed={t("markFailed")}
      send={() => apiFetch(`/api/emergency-requests/${requestId}`, { method: "PATCH", body: { status: "responded" } })}
    />
  );
}
