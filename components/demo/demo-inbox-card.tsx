import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { MailIcon, MessageCircleIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { localizedName } from "@/lib/i18n/localized";
import type { DemoInboxMessage } from "@/lib/messaging/demo-inbox";

const linkButton = "inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold text-white";

/** One message as its clinic sees it: the email (subject, text, two links) or the WhatsApp template with its two quick replies. */
export async function DemoInboxCard({ message: m }: { message: DemoInboxMessage }) {
  const [t, locale, format] = await Promise.all([getTranslations("DemoInbox"), getLocale(), getFormatter()]);
  const clinic = localizedName({ name: m.clinicName, nameZh: m.clinicNameZh }, locale);
  const Icon = m.email ? MailIcon : MessageCircleIcon;
  return (
    <Card className="gap-3 p-4" data-demo-message={m.id} data-request={m.requestId ?? undefined} data-clinic={m.clinicId}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Icon className="size-4" aria-hidden="true" />
        <span className="font-semibold">{t("to", { clinic })}</span>
        <span className="text-muted-foreground">{m.recipient}</span>
        <span className="text-muted-foreground">{format.dateTime(new Date(m.createdAt), { dateStyle: "short", timeStyle: "short" })}</span>
        {m.clinicResponse && (
          <Badge variant="secondary">
            {t(`answered_${m.clinicResponse === "accepted" ? "accepted" : m.clinicResponse === "declined" ? "declined" : "responded"}`)}
          </Badge>
        )}
      </div>
      {m.ask ? (
        <div className="flex flex-col gap-1 rounded-lg border bg-background p-3 text-sm" data-ask>
          <p className="font-semibold" lang="en">
            {m.ask.question[0]}
          </p>
          <p className="font-semibold" lang="zh-HK">
            {m.ask.question[1]}
          </p>
        </div>
      ) : m.email ? (
        <div className="flex flex-col gap-2 rounded-lg border bg-background p-3 text-sm">
          <p className="font-semibold">{m.email.subject}</p>
          <p lang="en">{m.email.intro[0]}</p>
          <p lang="zh-HK">{m.email.intro[1]}</p>
          <pre className="border-l-4 border-red-600 bg-red-50 px-3 py-2 font-sans whitespace-pre-wrap">{m.email.content}</pre>
        </div>
      ) : (
        <div className="flex flex-col gap-1 rounded-2xl rounded-tl-none bg-green-50 p-3 text-sm">
          <p>{t("waPet", { value: m.whatsapp!.pet })}</p>
          <p>{t("waSymptom", { value: m.whatsapp!.symptom })}</p>
          <p>{t("waLocation", { value: m.whatsapp!.location })}</p>
          <p>{t("waPhone", { value: m.whatsapp!.phone })}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <a href={m.acceptUrl} className={`${linkButton} bg-green-700`}>
          {t(m.ask ? "askYes" : "accept")}
        </a>
        <a href={m.declineUrl} className={`${linkButton} bg-gray-600`}>
          {t(m.ask ? "askNo" : "decline")}
        </a>
      </div>
    </Card>
  );
}
