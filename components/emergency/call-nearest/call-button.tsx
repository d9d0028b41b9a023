"use client";

import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";
import { Button } from "@/components/ui/button";
import { telHref } from "@/lib/clinics/contact-links";

export function CallButton({ name, phone }: { name: string; phone: string }) {
  const t = useTranslations("CallNearest");
  return (
    <Button asChild size="xl" variant="destructive" className="w-full">
      <a href={telHref(phone)} aria-label={t("callLabel", { name })}>
        <Icon node={phoneIcon} />
        {t("call")}
      </a>
    </Button>
  );
}
