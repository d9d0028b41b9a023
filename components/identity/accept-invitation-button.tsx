"use client";

import { useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { acceptInvitationSchema } from "@/lib/accounts/schemas";
import { apiFetch, ApiError } from "@/lib/api-client";

const KNOWN = ["inviteWrongAccount", "inviteUnverified", "inviteInvalid"] as const;
type Refusal = (typeof KNOWN)[number] | "inviteFailed";

export function AcceptInvitationButton({ token, clinicName }: { token: string; clinicName: string }) {
  const t = useTranslations("Identity");
  const [pending, startTransition] = useTransition();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);

  function accept() {
    const parsed = acceptInvitationSchema.safeParse({ token });
    if (!parsed.success) {
      setError("inviteInvalid");
      return;
    }
    setError(null);
    startTransition(async () => {
      try {
        await apiFetch("/api/invitations/accept", { method: "POST", body: parsed.data });
        setDone(true);
      } catch (e) {
        const key = e instanceof ApiError ? (e.fields?._ ?? (e.code === "not_found" ? "Identity.inviteInvalid" : undefined)) : undefined;
        setError(KNOWN.find((known) => key === `Identity.${known}`) ?? "inviteFailed");
      }
    });
  }

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status">{t("inviteAccepted", { clinic: clinicName })}</p>
        <Link href="/clinic/dashboard" className="self-start font-medium text-primary underline-offset-4 hover:underline">
          {t("goDashboard")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {error && (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {t(error)}
        </p>
      )}
      <Button onClick={accept} disabled={pending} className="self-start">
        {pending ? t("inviteAccepting") : t("inviteAccept")}
      </Button>
    </div>
  );
}
