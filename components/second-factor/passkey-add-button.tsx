"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { keyRoundIcon } from "@/components/ui/icons/key-round";
import { addPasskey } from "@/lib/auth/second-factor/passkey-client";
import { usePendingCall } from "./use-pending-call";
import type { AddFactorProps } from "./use-step-up";
import { ErrorLine } from "@/components/forms/error-line";

/** Adds a passkey (the browser's own prompt); `run` wraps the calls (the caller's step-up); `onAdded` gets the first factor's recovery codes. */
export function PasskeyAddButton({ run, onAdded }: AddFactorProps) {
  const t = useTranslations("SecondFactor");
  const { pending, error, call } = usePendingCall();

  async function add() {
    const added = await call(() => run(addPasskey));
    if (added) onAdded(added.recoveryCodes);
  }

  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="outline" disabled={pending} onClick={add}>
        <Icon node={keyRoundIcon} />
        {pending ? t("passkeyAdding") : t("passkeyAdd")}
      </Button>
      <ErrorLine message={error} />
    </div>
  );
}
