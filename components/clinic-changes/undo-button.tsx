"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { usePendingCall } from "@/components/second-factor/use-pending-call";
import { apiFetch } from "@/lib/api-client";

/** Undoes the change of a mailed undo link (POST /api/clinic-changes/undo), once. */
export function UndoButton({ token, clinicName }: { token: string; clinicName: string }) {
  const t = useTranslations("ContactChange");
  const { pending, error, call } = usePendingCall();
  const [done, setDone] = useState(false);

  async function undo() {
    if (await call(() => apiFetch("/api/clinic-changes/undo", { body: { token } }).then(() => true))) setDone(true);
  }

  if (done) return <p role="status">{t("undone", { clinic: clinicName })}</p>;
  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {t("undoFailed")}: {error}
        </p>
      )}
      <Button onClick={undo} disabled={pending} className="self-start">
        {pending ? t("undoing") : t("undoButton")}
      </Button>
    </div>
  );
}
