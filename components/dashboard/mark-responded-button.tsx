"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Icon } from "@/components/ui/icon";
import { checkIcon } from "@/components/ui/icons/check";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useApiAction } from "@/components/forms/use-api-action";

/** Pending → responded (PATCH /api/emergency-requests/{id}); the list and counters reload. */
export function MarkRespondedButton({ requestId }: { requestId: string }) {
  const t = useTranslations("Dashboard");
  const router = useRouter();
  const { busy, run } = useApiAction();

  const mark = () =>
    run(async () => {
      await apiFetch(`/api/emergency-requests/${requestId}`, { method: "PATCH", body: { status: "responded" } });
      toast.success(t("marked"));
      router.refresh();
    }, t("markFailed"));

  return (
    <Button size="sm" variant="success" onClick={mark} disabled={busy}>
      <Icon node={checkIcon} />
      {busy ? t("marking") : t("markResponded")}
    </Button>
  );
}
