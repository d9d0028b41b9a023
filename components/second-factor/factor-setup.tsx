"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { PasskeyAddButton } from "./passkey-add-button";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetup } from "./totp-setup";
import type { StepUpRun } from "./use-step-up";

export type SetupOptions = { totp: boolean; passkeysHere: boolean; passkeyOrigin: string | null };

/**
 * Adds a second factor: an authenticator app (unless one is set up) and a
 * passkey (where this page can use one). The first factor's recovery codes are
 * shown before `onDone`.
 */
export function FactorSetup({ options, run, onDone }: { options: SetupOptions; run: StepUpRun; onDone: () => void }) {
  const t = useTranslations("SecondFactor");
  const [codes, setCodes] = useState<string[] | null>(null);
  const added = (recoveryCodes: string[] | null) => (recoveryCodes ? setCodes(recoveryCodes) : onDone());
  if (codes) return <RecoveryCodes codes={codes} onKept={onDone} />;
  return (
    <div className="flex flex-col gap-3">
      {!options.totp && <TotpSetup run={run} onAdded={added} />}
      {options.passkeysHere ? (
        <PasskeyAddButton run={run} onAdded={added} />
      ) : (
        options.passkeyOrigin && (
          <p className="text-sm text-muted-foreground">{t("passkeysElsewhere", { origin: options.passkeyOrigin })}</p>
        )
      )}
    </div>
  );
}
