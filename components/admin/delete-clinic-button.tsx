"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Trash2Icon } from "lucide-react";
import { useRouter } from "@/i18n/navigation";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useApiAction } from "@/components/forms/use-api-action";

export function DeleteClinicButton({ clinicId, name }: { clinicId: string; name: string }) {
  const t = useTranslations("Admin");
  const tRoot = useTranslations();
  const router = useRouter();
  const { busy, run } = useApiAction();

  const remove = () =>
    run(async () => {
      await apiFetch(`/api/clinics/${clinicId}`, { method: "DELETE" });
      toast.success(t("toasts.deleted"));
      router.refresh();
    }, t("toasts.deleteFailed"));

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive" disabled={busy}>
          <Trash2Icon aria-hidden="true" />
          {t("card.delete")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("delete.title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("delete.confirm", { name })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{tRoot("Common.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={remove} className="bg-destructive text-destructive-foreground hover:bg-destructive/90">
            {t("delete.action")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
