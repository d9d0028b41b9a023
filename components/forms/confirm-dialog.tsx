"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
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

/**
 * "Are you sure?" before something that cannot be undone (deleting an
 * account, a pet, a clinic; alerting real clinics): a title, what it means,
 * Cancel and the `confirm` button, destructive unless `destructive` is false.
 * Opened by `trigger`, or controlled by `open`. With `pending` given, the
 * dialog stays open while the confirmed action runs (both buttons wait) and
 * its owner closes it. `cancel` names Cancel on a page that does not ship
 * the Common messages.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  children,
  confirm,
  onConfirm,
  cancel,
  pending,
  destructive = true,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  confirm: ReactNode;
  onConfirm: () => void;
  cancel?: ReactNode;
  pending?: boolean;
  destructive?: boolean;
}) {
  const t = useTranslations("Common");
  const tone = destructive ? "bg-destructive text-white hover:bg-destructive/90" : undefined;
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancel ?? t("cancel")}</AlertDialogCancel>
          {pending === undefined ? (
            <AlertDialogAction onClick={onConfirm} className={tone}>
              {confirm}
            </AlertDialogAction>
          ) : (
            <Button type="button" onClick={onConfirm} disabled={pending} className={tone}>
              {confirm}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
