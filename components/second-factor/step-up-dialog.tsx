"use client";

import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { stepUpPasswordField } from "@/lib/auth/second-factor/schemas";
import type { SecondFactorStatus } from "@/lib/auth/second-factor/status";
import { CheckForm } from "./check-form";
import { useCheck } from "./use-check";

/**
 * The step-up, asked in place (./use-step-up.tsx): the account's second
 * factor; without one, its password; without a password (Google, GitHub or an
 * e-mail link), a new sign-in.
 */
export default function StepUpDialog({ onPassed, onCancel }: { onPassed: () => void; onCancel: () => void }) {
  const t = useTranslations("SecondFactor");
  const tRoot = useTranslations();
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    apiFetch<SecondFactorStatus>("/api/second-factor").then(setStatus, () => setFailed(true));
  }, []);

  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent closeLabel={tRoot("Common.close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("stepUpTitle")}</DialogTitle>
          <DialogDescription>{t("stepUpText")}</DialogDescription>
        </DialogHeader>
        {failed && <p role="alert">{tRoot("Errors.generic")}</p>}
        {status?.stepUp.method === "second_factor" && (
          <CheckForm totp={status.totp} passkey={status.passkeys.length > 0 && status.passkeysHere} onPassed={onPassed} />
        )}
        {status?.stepUp.method === "password" && <PasswordStepUp onPassed={onPassed} />}
        {status?.stepUp.method === "sign_in" && (
          <div className="flex flex-col gap-3">
            <p>{t("stepUpSignIn")}</p>
            <Button asChild>
              <a href={`/api/login?returnTo=${encodeURIComponent(window.location.pathname + window.location.search)}`}>
                {t("signInAgain")}
              </a>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The password field of POST /api/second-factor/check. */
const passwordSchema = z.object({ password: stepUpPasswordField });
type PasswordInput = z.infer<typeof passwordSchema>;

function PasswordStepUp({ onPassed }: { onPassed: () => void }) {
  const t = useTranslations("SecondFactor");
  const check = useCheck();
  const form = useForm<PasswordInput>({ resolver: zodResolver(passwordSchema), defaultValues: { password: "" } });
  async function onSubmit({ password }: PasswordInput) {
    if (await check.withPassword(password)) onPassed();
  }
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <FormField
        id="step-up-password"
        label={t("stepUpPassword")}
        error={form.formState.errors.password?.message ?? check.error ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            {...form.register("password", { onChange: check.clearError })}
          />
        )}
      </FormField>
      <Button type="submit" disabled={check.pending}>
        {check.pending ? t("confirming") : t("confirm")}
      </Button>
    </form>
  );
}
