import { getLocale, getTranslations } from "next-intl/server";
import { pushPublicKey } from "@/lib/push/subscriptions";
import { PushToggle } from "./push-toggle";

// Server side of the push toggle: the words in the page's language and the
// key to subscribe with (none while push is off), so the leaf loads no
// messages of its own.

/** A clinic's staff device ("Alert this device") or an owner's phone for one request ("Tell me when a hospital answers"). */
export async function PushPanel({ target }: { target: { clinicId: string } | { requestId: string } }) {
  const [t, locale] = await Promise.all([getTranslations("Push"), getLocale()]);
  const clinic = "clinicId" in target;
  const path = clinic
    ? `/api/clinics/${target.clinicId}/push-subscriptions`
    : `/api/emergency-requests/${target.requestId}/push-subscriptions`;
  const texts = {
    enable: t(clinic ? "enableDevice" : "enableOwner"),
    disable: t(clinic ? "disableDevice" : "disableOwner"),
    on: t(clinic ? "deviceOn" : "ownerOn"),
    off: t("off"),
    unsupported: t("unsupported"),
    iosInstall: t("iosInstall"),
    denied: t("denied"),
    failed: t("failed"),
  };
  return (
    <div data-testid="push-panel">
      <PushToggle path={path} publicKey={pushPublicKey()} language={locale} texts={texts} />
    </div>
  );
}
