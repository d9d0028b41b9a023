"use client";

import { useTranslations } from "next-intl";
import type { SecondFactorStatus } from "@/lib/auth/second-factor/status";
import { CheckForm } from "./check-form";
import { FactorSetup } from "./factor-setup";
import { useStepUp } from "./use-step-up";

/**
 * After the password: confirm the second factor, or (an account without one)
 * set one up; then on to `returnTo` with a full navigation, so every server
 * component sees the session's new mark.
 */
export function SecondFactorGate({
  status,
  returnTo,
  passkeyOrigin,
}: {
  status: SecondFactorStatus;
  returnTo: string;
  passkeyOrigin: string | null;
}) {
  const t = useTranslations("SecondFactor");
  const { run, stepUpDialog } = useStepUp();
  const go = () => window.location.assign(returnTo);
  if (status.enrolled) {
    return (
      <section aria-labelledby="second-factor-title" className="flex flex-col gap-4">
        <h1 id="second-factor-title" className="text-2xl font-bold">
          {t("verifyTitle")}
        </h1>
        <p className="text-muted-foreground">{t("verifyIntro")}</p>
        <CheckForm totp={status.totp} passkey={status.passkeys.length > 0 && status.passkeysHere} onPassed={go} />
      </section>
    );
  }
  return (
    <section aria-labelledby="second-factor-title" className="flex flex-col gap-4">
      <h1 id="second-factor-title" className="text-2xl font-bold">
        {t("setupTitle")}
      </h1>
      <p className="text-muted-foreground">{status.required ? t("setupRequired") : t("setupOffered")}</p>
      <FactorSetup options={{ totp: false, passkeysHere: status.passkeysHere, passkeyOrigin }} run={run} onDone={go} />
      {stepUpDialog}
    </section>
  );
}
