"use client";

import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { trashIcon } from "@/components/ui/icons/trash";
import type { PasskeySummary } from "@/lib/auth/second-factor/factors";
import { shortDate } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";

/** The account's passkeys, each named by the day it was added, with a Remove button. */
export function PasskeyList({ passkeys, busy, onRemove }: { passkeys: PasskeySummary[]; busy: boolean; onRemove: (id: string) => void }) {
  const t = useTranslations("SecondFactor");
  const locale = toLocale(useLocale());
  if (passkeys.length === 0) return <p className="text-sm text-muted-foreground">{t("noPasskeys")}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-md border">
      {passkeys.map((p) => {
        const date = shortDate(new Date(p.createdAt), locale);
        return (
          <li key={p.id} className="flex items-center justify-between gap-2 px-3 py-2">
            <div className="min-w-0 text-sm">
              <p className="font-medium">{t("passkeyName", { date })}</p>
              <p className="text-xs text-muted-foreground">
                {p.lastUsedAt ? t("passkeyLastUsed", { date: shortDate(new Date(p.lastUsedAt), locale) }) : t("passkeyNeverUsed")}
                {p.synced ? ` · ${t("passkeySynced")}` : ""}
              </p>
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onRemove(p.id)}
              aria-label={t("removePasskeyLabel", { date })}
            >
              <Icon node={trashIcon} />
              {t("remove")}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
