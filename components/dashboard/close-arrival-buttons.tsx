"use client";

import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { checkIcon } from "@/components/ui/icons/check";
import { xIcon } from "@/components/ui/icons/x";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useErrorToast } from "@/components/forms/use-error-toast";

/** "Arrived" / "Did not come": closes the notice (PATCH /api/arrival-notices/{id}); the list reloads. */
export function CloseArrivalButtons({ noticeId }: { noticeId: string }) {
  const t = useTranslations("Dashboard");
  const showError = useErrorToast();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const close = (state: "arrived" | "no_show") =>
    startTransition(async () => {
      try {
        await apiFetch(`/api/arrival-notices/${noticeId}`, { method: "PATCH", body: { state } });
        toast.success(t(`closed_${state}`));
        router.refresh();
      } catch (error) {
        showError(t("closeFailed"), error);
      }
    });

  return (
    <>
      <Button size="sm" variant="success" disabled={pending} onClick={() => close("arrived")}>
        <Icon node={checkIcon} />
        {pending ? t("closing") : t("arrived")}
      </Button>
      <Button size="sm" variant="outline" disabled={pending} onClick={() => close("no_show")}>
        <Icon node={xIcon} />
        {t("noShow")}
      </Button>
    </>
  );
}
