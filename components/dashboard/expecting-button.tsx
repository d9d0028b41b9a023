"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Icon } from "@/components/ui/icon";
import { circleCheckIcon } from "@/components/ui/icons/circle-check";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useApiAction } from "@/components/forms/use-api-action";

/**
 * "We're expecting them" on an open "Coming in" notice: tells the owner on the
 * way (POST /api/arrival-notices/{id}/acknowledgement, pushed to their phone);
 * the list reloads with the stamp in its place.
 */
export function ExpectingButton({ noticeId }: { noticeId: string }) {
  const t = useTranslations("Dashboard");
  const router = useRouter();
  const { busy, run } = useApiAction();

  const acknowledge = () =>
    run(async () => {
      await apiFetch(`/api/arrival-notices/${noticeId}/acknowledgement`, { body: {} });
      toast.success(t("expectingDone"));
      router.refresh();
    }, t("expectingFailed"));

  return (
    <Button size="sm" variant="success" onClick={acknowledge} disabled={busy}>
      <Icon node={circleCheckIcon} />
      {busy ? t("expectingSending") : t("expecting")}
    </Button>
  );
}
