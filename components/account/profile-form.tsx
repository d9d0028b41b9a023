"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/lib/toast";
import { FormField } from "@/components/forms/form-field";
import { rememberLocale } from "@/components/layout/remember-locale";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { getPathname } from "@/i18n/navigation";
import { LOCALES, toLocale, type Locale } from "@/lib/i18n/locale";
import { profileFormSchema, type UpdateProfile, type UpdateProfileInput } from "@/lib/accounts/profile-schema";
import { apiFetch } from "@/lib/api-client";
import type { RegionDto } from "@/lib/regions/queries";
import { regionName } from "@/lib/i18n/localized";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { showServerErrors } from "@/components/forms/show-field-errors";

type ProfileFormUser = {
  id: string;
  username: string | null;
  email: string | null;
  phone: string | null;
  languagePreference: string;
  regionPreference: string | null;
};

/** Each language's name in the Profile messages. */
const LANGUAGE_NAMES = { en: "languageEn", "zh-HK": "languageZh" } as const satisfies Record<Locale, string>;

/**
 * The My Profile form: on success the UI switches to the chosen language.
 * A new email needs the current password (accounts that have one) and applies
 * only once the link sent to it is opened.
 */
export function ProfileForm({ user, regions, hasPassword = true }: { user: ProfileFormUser; regions: RegionDto[]; hasPassword?: boolean }) {
  const [emailPending, setEmailPending] = useState(false);
  const t = useTranslations("Account");
  const showError = useErrorToast();
  const locale = useLocale();
  const form = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      username: user.username ?? "",
      email: user.email ?? "",
      phone: user.phone ?? "",
      languagePreference: toLocale(user.languagePreference),
      regionPreference: user.regionPreference ?? "",
      currentPassword: "",
    },
  });
  const emailChanged = (form.watch("email") ?? "").trim().toLowerCase() !== (user.email ?? "").toLowerCase();
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: UpdateProfile) {
    let result: { emailChangePending?: boolean };
    const { currentPassword, ...rest } = values;
    try {
      result = await apiFetch(`/api/users/${user.id}`, { method: "PATCH", body: emailChanged ? values : rest });
    } catch (error) {
      showServerErrors(form.setError, error);
      showError(t("updateFailed"), error);
      return;
    }
    void currentPassword;
    toast.success(t("profileUpdated"), result.emailChangePending ? { description: t("emailChangePending") } : undefined);
    const chosen = values.languagePreference ?? toLocale(locale);
    if (result.emailChangePending) {
      setEmailPending(true);
      form.reset({ ...values, email: user.email ?? "", currentPassword: "" });
      if (chosen === locale) return;
    }
    rememberLocale(chosen);
    // A full navigation: every server-rendered part of the page follows the new language.
    window.setTimeout(() => window.location.assign(getPathname({ href: "/profile", locale: chosen })), chosen === locale ? 0 : 600);
  }

  const errorOf = (name: keyof UpdateProfileInput) => errors[name]?.message as string | undefined;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField id="username" label={t("username")} error={errorOf("username")} note={t("usernameHint")}>
        {(control) => <Input {...control} autoComplete="username" maxLength={50} {...form.register("username")} />}
      </FormField>
      <FormField
        id="email"
        label={t("email")}
        error={errorOf("email")}
        after={
          emailPending && (
            <p role="status" className="text-sm">
              {t("emailChangePending")}
            </p>
          )
        }
      >
        {(control) => <Input {...control} type="email" autoComplete="email" maxLength={254} {...form.register("email")} />}
      </FormField>
      {emailChanged && hasPassword && (
        <FormField id="currentPassword" label={t("currentPassword")} error={errorOf("currentPassword")} note={t("currentPasswordHint")}>
          {(control) => (
            <Input {...control} type="password" autoComplete="current-password" maxLength={200} {...form.register("currentPassword")} />
          )}
        </FormField>
      )}
      <FormField id="phone" label={t("phone")} error={errorOf("phone")}>
        {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" maxLength={30} {...form.register("phone")} />}
      </FormField>
      <FormField id="languagePreference" label={t("languagePreference")} error={errorOf("languagePreference")}>
        {(control) => (
          <NativeSelect {...control} {...form.register("languagePreference")}>
            {LOCALES.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(LANGUAGE_NAMES[language])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="regionPreference" label={t("regionPreference")} error={errorOf("regionPreference")}>
        {(control) => (
          <NativeSelect {...control} {...form.register("regionPreference")}>
            <option value="">{t("regionNone")}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {regionName(r, locale)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        {isSubmitting ? t("saving") : t("saveChanges")}
      </Button>
    </form>
  );
}
