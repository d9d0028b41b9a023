import { useLocale, useTranslations } from "next-intl";
import { Icon, type IconNode } from "@/components/ui/icon";
import { Badge } from "@/components/ui/badge";
import { relativeAge, timeOfDay } from "@/lib/time/format";
import { toLocale } from "@/lib/i18n/locale";
import { translateKnown } from "@/lib/i18n/known-key";
import type { AlertFact, PushFact } from "@/lib/request-state/facts";

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  queued: "outline",
  sent: "secondary",
  delivered: "default",
  failed: "destructive",
};

/** What an outbox row says of its delivery: an alert, or a push (which has no delivered or read time). */
type Delivered = PushFact | AlertFact;

const STAMPS = ["created", "sent", "delivered", "read", "failed"] as const;
const stampOf = (d: Delivered, key: (typeof STAMPS)[number]) =>
  ({
    created: d.createdAt,
    sent: d.sentAt,
    delivered: "deliveredAt" in d ? d.deliveredAt : null,
    read: "readAt" in d ? d.readAt : null,
    failed: d.failedAt,
  })[key];

/**
 * One row of the status page's per-channel list: whom it went to, its status
 * as stored, each time with its age counted from `now`, the retries, and why
 * it failed (the provider's own words in an admin's copy only).
 */
export function DeliveryItem({
  fact,
  icon,
  label,
  to,
  data,
  now,
  failureNote,
}: {
  fact: Delivered;
  icon: IconNode;
  /** The channel's name, the icon's label. */
  label: string;
  /** Whom it went to, as the line's first words. */
  to: string;
  data: Record<`data-${string}`, string>;
  now: string;
  /** Said instead of the channel's failure sentence, for a line that is not the alert itself. */
  failureNote?: string;
}) {
  const t = useTranslations("BroadcastStatus");
  const tErrors = useTranslations("StatusErrors");
  const locale = toLocale(useLocale());
  return (
    <li className="flex items-start gap-3" {...data}>
      <Icon node={icon} className="mt-1 size-5 shrink-0" label={label} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {/* Words wrap between words; an address or number too long for the line still wraps. */}
        <p className="text-sm break-words text-muted-foreground">{to}</p>
        {/* A status with no word of ours is shown as stored, never hidden. */}
        <Badge className="w-fit" variant={STATUS_VARIANT[fact.status] ?? "outline"}>
          {translateKnown(t, `status_${fact.status}`, fact.status)}
        </Badge>
        <ul className="text-xs text-muted-foreground">
          {STAMPS.map((key) => {
            const iso = stampOf(fact, key);
            return (
              iso && (
                <li key={key}>
                  {t(`stamp_${key}`)} <time dateTime={iso}>{timeOfDay(new Date(iso), new Date(now), locale)}</time> ·{" "}
                  {relativeAge(new Date(iso), new Date(now), locale)}
                </li>
              )
            );
          })}
          {fact.retryCount > 0 && <li>{t("retries", { count: fact.retryCount })}</li>}
        </ul>
        {/* A sentence the owner can act on; the provider's own words are for admins. */}
        {fact.errorCode && <p className="text-sm text-destructive">{failureNote ?? tErrors(fact.errorCode)}</p>}
        {fact.errorDetail && <p className="text-xs break-all text-muted-foreground">{t("errorDetail", { message: fact.errorDetail })}</p>}
      </div>
    </li>
  );
}
