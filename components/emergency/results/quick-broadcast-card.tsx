"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { sirenIcon } from "@/components/ui/icons/siren";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** The instant broadcast to the 24-hour partner hospitals: one tap, before any hospital was asked. */
export function QuickBroadcastCard({ count, pending, onSend }: { count: number; pending: boolean; onSend: () => void }) {
  const t = useTranslations("Results");
  return (
    <Card className="gap-3 border-2 border-primary bg-primary/5 p-4 noscript:hidden">
      <p className="flex items-center gap-2 font-bold text-primary">
        <Icon node={sirenIcon} className="size-5" />
        {t("quickTitle")}
      </p>
      <p className="text-sm">{t("quickText", { count })}</p>
      <Button size="xl" disabled={pending} onClick={onSend}>
        {pending ? t("sending") : t("broadcastNow")}
      </Button>
    </Card>
  );
}
