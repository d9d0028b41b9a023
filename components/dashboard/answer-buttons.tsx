"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { Icon } from "@/components/ui/icon";
import { checkIcon } from "@/components/ui/icons/check";
import { useRouter } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import { useApiAction } from "@/components/forms/use-api-action";
import type { Answer } from "@/lib/request-state/derive";
import type { ClinicAnswerInput } from "@/lib/request-state/schemas";

/**
 * Accept / Decline on the dashboard, as the clinic's reply link answers
 * (POST /api/emergency-requests/{id}/answer); the answer it already gave is
 * not offered again. The list, its states and counters reload.
 */
export function AnswerButtons({ requestId, answer }: { requestId: string; answer: Answer["response"] | null }) {
  const t = useTranslations("Dashboard");
  const router = useRouter();
  const { busy, run } = useApiAction();

  const send = (body: ClinicAnswerInput) =>
    run(async () => {
      await apiFetch(`/api/emergency-requests/${requestId}/answer`, { body });
      toast.success(t(body.answer === "accept" ? "answered_accepted" : "answered_declined"));
      router.refresh();
    }, t("answerFailed"));

  return (
    <>
      {answer !== "accepted" && (
        <Button size="sm" variant="success" onClick={() => void send({ answer: "accept" })} disabled={busy}>
          <Icon node={checkIcon} />
          {busy ? t("answering") : t("answerAccept")}
        </Button>
      )}
      {answer !== "declined" && (
        <Button size="sm" variant="outline" onClick={() => void send({ answer: "decline" })} disabled={busy}>
          {t("answerDecline")}
        </Button>
      )}
    </>
  );
}
