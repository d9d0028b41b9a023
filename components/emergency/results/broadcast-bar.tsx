"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { sendIcon } from "@/components/ui/icons/send";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

/** The bar above the list: the selection, the request's status page and the broadcast button. */
export function BroadcastBar({
  requestId,
  selectedCount,
  recipientCount,
  capped,
  maxRecipients,
  onClear,
  onBroadcast,
}: {
  requestId: string;
  selectedCount: number;
  /** The clinics a broadcast now would alert: the selected ones, else every reachable one, at most `maxRecipients`. */
  recipientCount: number;
  /** More clinics than one broadcast may alert: the nearest are. */
  capped: boolean;
  maxRecipients: number;
  onClear: () => void;
  onBroadcast: () => void;
}) {
  const t = useTranslations("Results");
  // Opaque and edge to edge, with a rule under it: the cards scroll beneath it, never show through it.
  return (
    <div className="sticky top-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-b bg-background px-4 py-2 shadow-sm" data-sticky-bar>
      {selectedCount > 0 && (
        <>
          <Badge variant="secondary">{t("selected", { count: selectedCount })}</Badge>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t("clearSelection")}
          </Button>
        </>
      )}
      <Button asChild variant="outline" size="sm" className="ml-auto">
        <Link href={`/emergency-results/${requestId}/messages`}>{t("viewStatus")}</Link>
      </Button>
      <Button size="sm" className="noscript:hidden" disabled={recipientCount === 0} onClick={onBroadcast}>
        <Icon node={sendIcon} />
        {selectedCount || capped ? t("broadcastSelected", { count: recipientCount }) : t("broadcastAll")}
      </Button>
      {capped && <p className="w-full text-xs text-muted-foreground noscript:hidden">{t("capNote", { max: maxRecipients })}</p>}
    </div>
  );
}
