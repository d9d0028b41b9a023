"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useErrorToast } from "@/components/forms/use-error-toast";

/** The file name from `Content-Disposition`, else a timestamped default. */
function downloadName(header: string | null): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  return match?.[1] ?? `pawalert-data-export-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
}

/** Privacy & Data Rights: Download My Data and Delete My Account. */
export function PrivacyCard() {
  const t = useTranslations("Account");
  const showError = useErrorToast();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      const res = await fetch("/api/users/export", { credentials: "include" });
      const disposition = res.headers.get("content-disposition");
      if (!res.ok || !(res.headers.get("content-type") ?? "").includes("application/json") || !disposition?.includes("attachment")) {
        throw new Error(`export ${res.status}`);
      }
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = downloadName(disposition);
      document.body.appendChild(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t("exportSuccess"));
    } catch {
      toast.error(t("exportFailed"), { description: t("exportFailedDescription") });
    } finally {
      setExporting(false);
    }
  }

  async function deleteAccount() {
    setDeleting(true);
    try {
      await apiFetch("/api/users/gdpr-delete", { method: "DELETE" });
    } catch (error) {
      showError(t("deletionFailed"), error);
      setDeleting(false);
      return;
    }
    toast.success(t("accountDeleted"), { description: t("accountDeletedDescription") });
    // Back to the home page after 2 seconds, time to read the toast (a full load: the session is gone).
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a client navigation would keep the deleted account's state.
    window.setTimeout(() => window.location.assign("/"), 2000);
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="button" variant="outline" onClick={exportData} disabled={exporting}>
        {t("downloadData")}
      </Button>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="destructive" disabled={deleting}>
            {t("deleteAccount")}
          </Button>
        }
        title={t("deleteConfirmTitle")}
        description={t("deleteConfirmDescription")}
        confirm={t("deleteConfirm")}
        onConfirm={deleteAccount}
      >
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t("deleteItemProfile")}</li>
          <li>{t("deleteItemPets")}</li>
          <li>{t("deleteItemRequests")}</li>
          <li>{t("deleteItemConsents")}</li>
        </ul>
      </ConfirmDialog>
    </div>
  );
}
