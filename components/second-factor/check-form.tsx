"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Icon } from "@/components/ui/icon";
import { keyRoundIcon } from "@/components/ui/icons/key-round";
import { useCheck } from "./use-check";
import { ErrorLine } from "@/components/forms/error-line";

/**
 * Asks for the account's second factor: its passkey (when it has one and this
 * page can use it), a code from its authenticator app, or a recovery code.
 * `onPassed` runs once the server accepted one.
 */
export function CheckForm({ totp, passkey, onPassed }: { totp: boolean; passkey: boolean; onPassed: () => void }) {
  const t = useTranslations("SecondFactor");
  const check = useCheck();
  const [recovery, setRecovery] = useState(!totp && !passkey);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    if (await check.withCode(recovery ? "recovery" : "totp", code)) onPassed();
  }

  return (
    <div className="flex flex-col gap-4">
      {passkey && (
        <Button type="button" size="lg" disabled={check.pending} onClick={async () => (await check.withPasskey()) && onPassed()}>
          <Icon node={keyRoundIcon} />
          {t("usePasskey")}
        </Button>
      )}
      {(totp || recovery) && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3" key={recovery ? "recovery" : "totp"}>
          <FormField
            id={recovery ? "recovery-code" : "totp-code"}
            label={recovery ? t("recoveryCode") : t("code")}
            error={check.error ?? undefined}
          >
            {(control) => (
              <Input
                {...control}
                name="code"
                autoComplete="one-time-code"
                inputMode={recovery ? "text" : "numeric"}
                autoCapitalize={recovery ? "characters" : undefined}
                maxLength={recovery ? 40 : 7}
                onChange={check.clearError}
                required
              />
            )}
          </FormField>
          <Button type="submit" variant={passkey ? "outline" : "default"} disabled={check.pending}>
            {check.pending ? t("confirming") : t("confirm")}
          </Button>
        </form>
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
