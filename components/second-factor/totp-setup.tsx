"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/api-client";
import { totpConfirmSchema } from "@/lib/auth/second-factor/schemas";
import { usePendingCall } from "./use-pending-call";
import type { AddFactorProps } from "./use-step-up";
import { ErrorLine } from "@/components/forms/error-line";

type Started = { key: string; uri: string };
type TotpConfirmInput = z.input<typeof totpConfirmSchema>;
type TotpConfirm = z.output<typeof totpConfirmSchema>;

/** The key in groups of four, as apps print theirs (typed with or without the spaces). */
const grouped = (key: string) => key.replace(/(.{4})/g, "$1 ").trim();

/**
 * Sets up an authenticator app: a new setup key (typed into the app; no QR
 * code, and the otpauth:// link for an app on this device), then the app's
 * first code confirms it. `run` wraps each call (the step-up of the caller);
 * `onAdded` gets the recovery codes when this was the account's first factor.
 */
export function TotpSetup({ run, onAdded }: AddFactorProps) {
  const t = useTranslations("SecondFactor");
  const [started, setStarted] = useState<Started | null>(null);
  const { pending, error, call: pendingCall } = usePendingCall();
  const call = <T,>(action: () => Promise<T>) => pendingCall(() => run(action));
  const form = useForm<TotpConfirmInput, unknown, TotpConfirm>({ resolver: zodResolver(totpConfirmSchema), defaultValues: { code: "" } });

  if (!started) {
    return (
      <div className="flex flex-col gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={pending}
          onClick={async () => setStarted((await call(() => apiFetch<Started>("/api/second-factor/totp", { method: "POST" }))) ?? null)}
        >
          {t("totpSetUp")}
        </Button>
        <ErrorLine message={error} />
      </div>
    );
  }

  async function confirm(body: TotpConfirm) {
    const done = await call(() => apiFetch<{ recoveryCodes: string[] | null }>("/api/second-factor/totp/confirm", { body }));
    if (done) onAdded(done.recoveryCodes);
  }

  return (
    <form onSubmit={form.handleSubmit(confirm)} noValidate className="flex flex-col gap-3 rounded-lg border p-4">
      <p className="text-sm">{t("totpIntro")}</p>
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium">{t("setupKey")}</p>
        <code className="rounded bg-muted px-2 py-1 font-mono text-base break-all select-all" data-totp-key={started.key}>
          {grouped(started.key)}
        </code>
        <a href={started.uri} className="text-sm text-primary underline underline-offset-4">
          {t("openInApp")}
        </a>
      </div>
      <FormField id="totp-setup-code" label={t("code")} error={form.formState.errors.code?.message ?? error ?? undefined}>
        {(control) => (
          <Input {...control} autoComplete="one-time-code" inputMode="numeric" maxLength={7} required {...form.register("code")} />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? t("confirming") : t("confirm")}
      </Button>
    </form>
  );
}
