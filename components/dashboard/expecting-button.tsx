"use client";

import { useTranslations } from "next-intl";
import { circleCheckIcon } from "@/components/ui/icons/circle-check";
import { apiFetch } from "@/lib/api-client";
import { RefreshingAction } from "./refreshing-action";

/**
 * "We're expecting them" on an open "Coming in" notice: tells the owner on the
 * way (POST /api/arrival-notices/{id}/acknowledgement, pushed to their phone);
 * the list reloads with the stamp in its place.
 */
export function ExpectingButton({ noticeId }: { noticeId: string }) {
  const t = useTranslations("Dashboard");
  return (
    <RefreshingAction
      icon={circleCheckIcon}
      label={t("expecting")}
      busyLabel={t("expectingSending")}
      done={t("expectingDone")}
      failed={t("expectingFailed")}
      send={() => apiFetch(`/api/arrival-notices/${noticeId}/acknowledgement`, { body: {} })}
    />
  );
}
