"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { useWizardFormContext } from "./use-wizard-form";

export function StepContact() {
  const t = useTranslations("EmergencyWizard");
  const { register, errors } = useWizardFormContext();
  const { contactName, contactPhone } = errors;
  return (
    <div className="flex flex-col gap-5">
      <FormField id="contact-name" label={t("contactName")} error={contactName?.message}>
        {(control) => (
          <Input autoComplete="name" maxLength={80} placeholder={t("contactNamePlaceholder")} {...control} {...register("contactName")} />
        )}
      </FormField>
      <FormField id="contact-phone" label={t("contactPhone")} error={contactPhone?.message} hint="contact-note">
        {(control) => (
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            maxLength={30}
            placeholder={t("contactPhonePlaceholder")}
            {...control}
            {...register("contactPhone")}
          />
        )}
      </FormField>
      <p id="contact-note" className="rounded-lg bg-muted p-3 text-sm">
        {t("contactNote")}
      </p>
    </div>
  );
}
