"use client";

import { useLocale, useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { mailIcon } from "@/components/ui/icons/mail";
import { messageCircleIcon } from "@/components/ui/icons/message-circle";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { BroadcastMessageDto } from "@/lib/broadcast/queries";
import { telHref } from "@/lib/clinics/contact-links";
import { localizedName } from "@/lib/i18n/localized";
import { relativeAge, timeOfDay } from "@/lib/i18n/format-time";
import { toLocale } from "@/lib/i18n/locale";
import { translateKnown } from "@/lib/i18n/known-key";

const STATUS_VARIANT: Record<string, "default" | "secondary" | "destructive" | "outline"> = {
  queued: "outline",
  sent: "secondary",
  delivered: "default",
  failed: "destructive",
};

/** One message on the status page; `now` is what its times' ages count from. */
export function MessageCard({ message, now }: { message: BroadcastMessageDto; now: string }) {
  const t = useTranslations("BroadcastStatus");
  const tErrors = useTranslations("StatusErrors");
  const tDelivery = useTranslations("Delivery");
  const locale = toLocale(useLocale());
  // Hong Kong formats (issue 29): "03:29 · 2 minutes ago", the date only when it is not today.
  const stamp = (key: "created" | "sent" | "failed", iso: string) => (
    <li>
      {t(`stamp_${key}`)} <time dateTime={iso}>{timeOfDay(new Date(iso), new Date(now), locale)}</time> ·{" "}
      {relativeAge(new Date(iso), new Date(now), locale)}
    </li>
  );
  const shape = message.messageType === "email" ? mailIcon : messageCircleIcon;
  const name = message.clinicName ? localizedName({ name: message.clinicName, nameZh: message.clinicNameZh }, locale) : t("unknownClinic");
  return (
    <Card className="gap-2 p-4">
      <div className="flex items-start gap-3">
        <Icon
          node={shape}
          className="mt-1 size-5 shrink-0"
          label={t(message.messageType === "email" ? "channel_email" : "channel_whatsapp")}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold">{name}</h3>
          <p className="text-sm break-all text-muted-foreground">{message.recipient}</p>
          <div className="flex flex-wrap gap-1.5">
            {/* SPEC §4: unknown statuses are shown raw. */}
            <Badge variant={STATUS_VARIANT[message.status] ?? "outline"}>
              {translateKnown(t, `status_${message.status}`, message.status)}
            </Badge>
            {message.clinicResponse === "accepted" && <Badge className="bg-green-700 text-white">{t("response_accepted")}</Badge>}
            {message.clinicResponse === "declined" && <Badge variant="outline">{t("response_declined")}</Badge>}
            {message.clinicResponse === "responded" && <Badge className="bg-green-700 text-white">{t("response_responded")}</Badge>}
          </div>
          <ul className="text-xs text-muted-foreground">
            {stamp("created", message.createdAt)}
            {message.sentAt && stamp("sent", message.sentAt)}
            {message.failedAt && stamp("failed", message.failedAt)}
            {message.retryCount > 0 && <li>{t("retries", { count: message.retryCount })}</li>}
          </ul>
          {message.errorCode && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              {/* A sentence the owner can act on; the provider's own words are for admins. */}
              <p className="text-sm text-destructive">{tErrors(message.errorCode)}</p>
              {message.status === "failed" && message.clinicPhone && (
                <Button asChild size="sm">
                  <a href={telHref(message.clinicPhone)} aria-label={tDelivery("callLabel", { name })}>
                    <Icon node={phoneIcon} />
                    {tDelivery("call")}
                  </a>
                </Button>
              )}
            </div>
          )}
          {message.errorDetail && (
            <p className="text-xs break-all text-muted-foreground">{t("errorDetail", { message: message.errorDetail })}</p>
          )}
        </div>
      </div>
      {/* A native <details>: it opens with or without JavaScript. */}
      <details className="group">
        <summary className="w-fit cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium hover:bg-accent">
          <span className="group-open:hidden">{t("showContent")}</span>
          <span className="hidden group-open:inline">{t("hideContent")}</span>
        </summary>
        <pre className="mt-2 rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">{message.content}</pre>
      </details>
    </Card>
  );
}
