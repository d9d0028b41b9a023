"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Icon } from "@/components/ui/icon";
import { trashIcon } from "@/components/ui/icons/trash";
import { useRouter } from "@/i18n/navigation";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useApiAction } from "@/components/forms/use-api-action";

export function DeleteClinicButton({ clinicId, name }: { clinicId: string; name: string }) {
  const t = useTranslations("Admin");
  const router = useRouter();
  const { busy, run } = useApiAction();

  const remove = () =>
    run(async () => {
      await apiFetch(`/api/clinics/${clinicId}`, { method: "DELETE" });
      toast.success(t("toasts.deleted"));
      router.refresh();
    }, t("toasts.deleteFailed"));

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive" disabled={busy}>
          <Icon node={trashIcon} />
          {t("card.delete")}
        </Button>
      }
      title={t("delete.title")}
      description={t("delete.confirm", { name })}
      confirm={t("delete.action")}
      onConfirm={remove}
    />
  );
}
