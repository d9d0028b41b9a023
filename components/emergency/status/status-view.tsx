"use client";

import { useTranslations } from "next-intl";
import { RefreshCwIcon } from "lucide-react";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { BroadcastMessageDto } from "@/lib/broadcast/queries";
import { useBroadcastMessages } from "../use-broadcast-messages";
import { MessageCard } from "./message-card";

/** SPEC §4: sent and delivered count together as sent. */
export function countStatuses(messages: Pick<BroadcastMessageDto, "status">[]) {
  return {
    total: messages.length,
    sent: messages.filter((m) => m.status === "sent" || m.status === "delivered").length,
    queued: messages.filter((m) => m.status === "queued").length,
    failed: messages.filter((m) => m.status === "failed").length,
  };
}

export function StatusView({ requestId, initial }: { requestId: string; initial: BroadcastMessageDto[] }) {
  const t = useTranslations("BroadcastStatus");
  const { messages, refresh, refreshing } = useBroadcastMessages(requestId, initial);
  const counts = countStatuses(messages);
  const results = `/emergency-results/${requestId}`;
  return (
    <div className="flex flex-col gap-4">
      <Button variant="outline" size="sm" className="self-start" disabled={refreshing} onClick={() => void refresh()}>
        <RefreshCwIcon className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
        {t("refresh")}
      </Button>
      <dl className="grid grid-cols-4 gap-2" aria-live="polite">
        {(["total", "sent", "queued", "failed"] as const).map((key) => (
          <div key={key} className="flex flex-col-reverse items-center rounded-lg border p-2 text-center">
            <dt className="text-xs text-muted-foreground">{t(key)}</dt>
            <dd className="text-xl font-bold" data-testid={`count-${key}`}>
              {counts[key]}
            </dd>
          </div>
        ))}
      </dl>
      {messages.length === 0 ? (
        <Card className="items-center gap-3 p-8 text-center">
          <p>{t("empty")}</p>
          <Button asChild>
            <Link href={results}>{t("goBack")}</Link>
          </Button>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("title")}>
          {messages.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
