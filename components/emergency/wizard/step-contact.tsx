"use client";

import { useTranslations } from "next-intl";
import { FieldError } from "@/components/forms/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useWizardFormContext } from "./use-wizard-form";

export function StepContact() {
  const t = useTranslations("EmergencyWizard");
  const { register, errors } = useWizardFormContext();
  const { contactName, contactPhone } = errors;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="contact-name">{t("contactName")}</Label>
        <Input
          id="contact-name"
          autoComplete="name"
          maxLength={80}
          placeholder={t("contactNamePlaceholder")}
          aria-invalid={Boolean(contactName)}
          aria-describedby={contactName ? "contact-name-error" : undefined}
          {...register("contactName")}
        />
        <FieldError id="contact-name-error" message={contactName?.message} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="contact-phone">{t("contactPhone")}</Label>
        <Input
          id="contact-phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
          placeholder={t("contactPhonePlaceholder")}
          aria-invalid={Boolean(contactPhone)}
          aria-describedby={contactPhone ? "contact-phone-error" : "contact-note"}
          {...register("contactPhone")}
        />
        <FieldError id="contact-phone-error" message={contactPhone?.message} />
      </div>
      <p id="contact-note" className="rounded-lg bg-muted p-3 text-sm">
        {t("contactNote")}
      </p>
    </div>
  );
}
