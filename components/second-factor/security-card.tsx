"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useApiAction } from "@/components/forms/use-api-action";
import { Button } from "@/components/ui/button";
import { apiFetch } from "@/lib/api-client";
import type { SecondFactorStatus } from "@/lib/auth/second-factor/status";
import { toast } from "@/lib/toast";
import { PasskeyAddButton } from "./passkey-add-button";
import { PasskeyList } from "./passkey-list";
import { RecoveryCodes } from "./recovery-codes";
import { TotpSetup } from "./totp-setup";
import { useStepUp } from "./use-step-up";

/**
 * The account page's two-step sign-in: the authenticator app, the passkeys
 * and the recovery codes, each added or removed after a fresh check (asked in
 * place when the server wants one).
 */
export function SecurityCard({ status, passkeyOrigin }: { status: SecondFactorStatus; passkeyOrigin: string | null }) {
  const t = useTranslations("SecondFactor");
  const router = useRouter();
  const { run, stepUpDialog } = useStepUp();
  const { busy, run: act } = useApiAction();
  const [codes, setCodes] = useState<string[] | null>(null);

  const change = (call: () => Promise<unknown>, done: string) =>
    act(async () => {
      await run(call);
      toast.success(done);
      router.refresh();
    }, t("failed"));

  /** A factor was added: the first one's recovery codes are shown (once) before the page shows the new state. */
  const added = (done: string) => (recoveryCodes: string[] | null) => {
    toast.success(done);
    if (recoveryCodes) setCodes(recoveryCodes);
    else router.refresh();
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-label={t("totpTitle")} className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("totpTitle")}</h2>
        {status.totp && (
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm">{t("on")}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => change(() => apiFetch("/api/second-factor/totp", { method: "DELETE" }), t("totpRemoved"))}
              aria-label={t("removeTotpLabel")}
            >
              {t("remove")}
            </Button>
          </div>
        )}
        {!status.totp && <TotpSetup run={run} onAdded={added(t("totpAdded"))} />}
      </section>
      <section aria-label={t("passkeysTitle")} className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("passkeysTitle")}</h2>
        <PasskeyList
          passkeys={status.passkeys}
          busy={busy}
          onRemove={(id) => change(() => apiFetch(`/api/second-factor/passkeys/${id}`, { method: "DELETE" }), t("passkeyRemoved"))}
        />
        {status.passkeysHere ? (
          <PasskeyAddButton run={run} onAdded={added(t("passkeyAdded"))} />
        ) : (
          passkeyOrigin && <p className="text-sm text-muted-foreground">{t("passkeysElsewhere", { origin: passkeyOrigin })}</p>
        )}
      </section>
      {(status.enrolled || codes) && (
        <section aria-label={t("recoveryTitle")} className="flex flex-col gap-2">
          <h2 className="font-semibold">{t("recoveryTitle")}</h2>
          {codes ? (
            <RecoveryCodes codes={codes} onKept={() => (setCodes(null), router.refresh())} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">{t("recoveryLeft", { count: status.recoveryCodesLeft })}</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={busy}
                onClick={() =>
                  act(
                    async () =>
                      setCodes(
                        (await run(() => apiFetch<{ recoveryCodes: string[] }>("/api/second-factor/recovery-codes", { method: "POST" })))
                          .recoveryCodes,
                      ),
                    t("failed"),
                  )
                }
              >
                {t("recoveryNew")}
              </Button>
            </div>
          )}
        </section>
      )}
      {stepUpDialog}
    </div>
  );
}
