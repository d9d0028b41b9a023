"use client";

import { useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { refreshCwIcon } from "@/components/ui/icons/refresh-cw";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { BroadcastMessageDto } from "@/lib/broadcast/queries";
import { useBroadcastMessages } from "../use-broadcast-messages";
import { answersFirst, summarizeDelivery } from "@/lib/broadcast/delivery";
import { AnsweredClinics } from "./answered-clinics";
import { MessageCard } from "./message-card";
import type { ArrivalNoticeDto } from "@/lib/arrivals/queries";
import type { EtaMinutes } from "@/lib/arrivals/eta-choices";

/** SPEC §4: sent and delivered count together as sent. */
export function countStatuses(messages: Pick<BroadcastMessageDto, "status">[]) {
  return {
    total: messages.length,
    sent: messages.filter((m) => m.status === "sent" || m.status === "delivered").length,
    queued: messages.filter((m) => m.status === "queued").length,
    failed: messages.filter((m) => m.status === "failed").length,
  };
}

/** `now`: when the server rendered the page; ages count from it until the first poll. */
export function StatusView({
  requestId,
  initial,
  now: renderedAt,
  arrivals,
  etas,
}: {
  requestId: string;
  initial: BroadcastMessageDto[];
  now: string;
  /** "Tell them I'm coming" (issue 29): the notices sent and the clinics the owner called. */
  arrivals: { notices: ArrivalNoticeDto[] };
  /** Each alerted clinic's preselected arrival estimate. */
  etas: Record<string, EtaMinutes>;
}) {
  const t = useTranslations("BroadcastStatus");
  const { messages, refresh, refreshing } = useBroadcastMessages(requestId, initial);
  const counts = countStatuses(messages);
  const [now, setNow] = useState(renderedAt);
  // Ages move on with every poll (and once after hydration).
  useEffect(() => setNow(new Date().toISOString()), [messages]);
  const clinics = useMemo(() => summarizeDelivery(messages).clinics, [messages]);
  const ordered = useMemo(() => answersFirst(messages), [messages]);
  const results = `/emergency-results/${requestId}`;
  return (
    <div className="flex flex-col gap-4">
      <Button variant="outline" size="sm" className="self-start noscript:hidden" disabled={refreshing} onClick={() => void refresh()}>
        <Icon node={refreshCwIcon} className={refreshing ? "animate-spin" : undefined} />
        {t("refresh")}
      </Button>
      {/* Without JavaScript nothing polls: Refresh is a plain link that loads the page again. */}
      <noscript>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link href={`${results}/messages`}>
            <Icon node={refreshCwIcon} />
            {t("refresh")}
          </Link>
        </Button>
      </noscript>
      {/* Who said yes comes first, with Call and Directions (issue 29). */}
      <AnsweredClinics clinics={clinics} now={now} requestId={requestId} arrivals={arrivals} etas={etas} />
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
          {ordered.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
