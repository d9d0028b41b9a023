"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { CheckIcon } from "lucide-react";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useErrorToast } from "@/components/forms/use-error-toast";

/** SPEC §4 pending → responded (PATCH /api/emergency-requests/{id}); the list and counters reload. */
export function MarkRespondedButton({ requestId }: { requestId: string }) {
  const t = useTranslations("Dashboard");
  const showError = useErrorToast();
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function mark() {
    setBusy(true);
    try {
      await apiFetch(`/api/emergency-requests/${requestId}`, { method: "PATCH", body: { status: "responded" } });
      toast.success(t("marked"));
      router.refresh();
    } catch (error) {
      showError(t("markFailed"), error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="success" onClick={mark} disabled={busy}>
      <CheckIcon aria-hidden="true" />
      {busy ? t("marking") : t("markResponded")}
    </Button>
  );
}
