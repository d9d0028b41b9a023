import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { messageCircleIcon } from "@/components/ui/icons/message-circle";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Button } from "@/components/ui/button";
import { telHref, whatsappHref } from "@/lib/clinics/contact-links";

type ContactClinic = { id: string; name: string; phone: string; whatsapp: string | null };

/**
 * Call (tel: link) and, when the clinic has one, WhatsApp: the directory card and
 * the clinic page. The data-clinic-* attributes feed the contact analytics event
 * (components/clinics/contact-tracker.tsx).
 */
export async function CallWhatsAppButtons({ clinic, size }: { clinic: ContactClinic; size: "sm" | "lg" }) {
  const t = await getTranslations("Directory");
  const wa = whatsappHref(clinic.whatsapp);
  const track = { "data-clinic-id": clinic.id, "data-clinic-name": clinic.name };
  return (
    <>
      <Button asChild size={size}>
        <a href={telHref(clinic.phone)} aria-label={t("callLabel", { name: clinic.name })} data-contact="call" {...track}>
          <Icon node={phoneIcon} />
          {t("call")}
        </a>
      </Button>
      {wa && (
        <Button asChild size={size} variant="success">
          <a
            href={wa}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("whatsappLabel", { name: clinic.name })}
            data-contact="whatsapp"
            {...track}
          >
            <Icon node={messageCircleIcon} />
            {t("whatsapp")}
          </a>
        </Button>
      )}
    </>
  );
}
