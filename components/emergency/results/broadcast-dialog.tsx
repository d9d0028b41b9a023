"use client";

import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("confirmTitle")}
      description={t("confirmText")}
      cancel={t("cancel")}
      confirm={pending ? t("sending") : t("confirmSend", { count })}
      onConfirm={onConfirm}
      pending={pending}
      destructive={false}
    >
      <pre className="max-h-64 overflow-y-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap" tabIndex={0}>
        {preview}
      </pre>
    </ConfirmDialog>
  );
}
