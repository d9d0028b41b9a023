"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { copyIcon } from "@/components/ui/icons/copy";
import { toast } from "@/lib/toast";

/** New recovery codes, shown this once, with a way to copy them and a button to go on once they are kept. */
export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const t = useTranslations("SecondFactor");
  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(t("copied"));
    } catch {
      // Clipboard refused (insecure context): the codes stay selectable on screen.
    }
  }
  return (
    <section aria-label={t("recoveryTitle")} className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold">{t("recoveryTitle")}</h3>
      <p className="text-sm">{t("recoveryShowOnce")}</p>
      <ol className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2" data-recovery-codes>
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          <Icon node={copyIcon} />
          {t("copyCodes")}
        </Button>
        <Button type="button" onClick={onKept}>
          {t("recoveryKept")}
        </Button>
      </div>
    </section>
  );
}
