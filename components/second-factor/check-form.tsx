"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Icon } from "@/components/ui/icon";
import { keyRoundIcon } from "@/components/ui/icons/key-round";
import { recoveryCodeField, totpCodeField } from "@/lib/auth/second-factor/schemas";
import { useCheck } from "./use-check";
import { ErrorLine } from "@/components/forms/error-line";

/** The code field of POST /api/second-factor/check, per method. */
const codeSchemas = {
  totp: z.object({ code: totpCodeField }),
  recovery: z.object({ code: recoveryCodeField }),
};
type CodeInput = { code: string };

/**
 * Asks for the account's second factor: its passkey (when it has one and this
 * page can use it), a code from its authenticator app, or a recovery code.
 * `onPassed` runs once the server accepted one.
 */
export function CheckForm({ totp, passkey, onPassed }: { totp: boolean; passkey: boolean; onPassed: () => void }) {
  const t = useTranslations("SecondFactor");
  const check = useCheck();
  const [recovery, setRecovery] = useState(!totp && !passkey);

  return (
    <div className="flex flex-col gap-4">
      {passkey && (
        <Button type="button" size="lg" disabled={check.pending} onClick={async () => (await check.withPasskey()) && onPassed()}>
          <Icon node={keyRoundIcon} />
          {t("usePasskey")}
        </Button>
      )}
      {(totp || recovery) && (
        <CodeForm
          key={recovery ? "recovery" : "totp"}
          method={recovery ? "recovery" : "totp"}
          check={check}
          outline={passkey}
          onPassed={onPassed}
        />
      )}
      {!(totp || recovery) && <ErrorLine message={check.error} />}
      {(totp || passkey) && (
        <Button type="button" variant="link" className="self-start px-0" onClick={() => setRecovery(!recovery)}>
          {recovery ? (totp ? t("useApp") : null) : t("useRecovery")}
        </Button>
      )}
    </div>
  );
}

/** An app's code or a recovery code, checked by the endpoint's own field schema before it is sent. */
function CodeForm({
  method,
  check,
  outline,
  onPassed,
}: {
  method: keyof typeof codeSchemas;
  check: ReturnType<typeof useCheck>;
  outline: boolean;
  onPassed: () => void;
}) {
  const t = useTranslations("SecondFactor");
  const form = useForm<CodeInput, unknown, CodeInput>({ resolver: zodResolver(codeSchemas[method]), defaultValues: { code: "" } });
  const recovery = method === "recovery";

  async function onSubmit({ code }: CodeInput) {
    if (await check.withCode(method, code)) onPassed();
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      <FormField
        id={recovery ? "recovery-code" : "totp-code"}
        label={recovery ? t("recoveryCode") : t("code")}
        error={form.formState.errors.code?.message ?? check.error ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            autoCapitalize={recovery ? "characters" : undefined}
            maxLength={recovery ? 40 : 7}
            required
            {...form.register("code", { onChange: check.clearError })}
          />
        )}
      </FormField>
      <Button type="submit" variant={outline ? "outline" : "default"} disabled={check.pending}>
        {check.pending ? t("confirming") : t("confirm")}
      </Button>
    </form>
  );
}
