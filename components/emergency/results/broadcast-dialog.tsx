"use client";

import { useTranslations } from "next-intl";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/** Confirm before alerting real clinics, with the exact message they will get. */
export function BroadcastDialog({
  open,
  onOpenChange,
  count,
  preview,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  preview: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const t = useTranslations("Results");
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("confirmTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("confirmText")}</AlertDialogDescription>
        </AlertDialogHeader>
        <pre className="max-h-64 overflow-y-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap" tabIndex={0}>
          {preview}
        </pre>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
          <Button type="button" onClick={onConfirm} disabled={pending}>
            {pending ? t("sending") : t("confirmSend", { count })}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
