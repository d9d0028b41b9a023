"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { nestedError } from "@/components/forms/nested-error";
import { showServerErrors } from "@/components/forms/show-field-errors";
import { useErrorText } from "@/components/forms/use-error-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { apiFetch } from "@/lib/api-client";
import { FACILITIES, FEE_BANDS, PROFILE_SPECIES, VET_OVERNIGHT, type ClinicProfile } from "@/lib/clinics/profile";
import {
  changedGroups,
  profileFormSchema,
  profileFormValues,
  type ProfileFormEdit,
  type ProfileFormInput,
} from "@/lib/clinics/profile-form-values";
import { ErrorLine } from "@/components/forms/error-line";

type Name = FieldPath<ProfileFormInput>;
/** A field's id: its name, which has dots, as an id without them. */
const idOf = (name: string) => `profile-${name.replaceAll(".", "-")}`;

/**
 * The hospital profile editor for the clinic's staff (dashboard)
 * and admins: native inputs, unknown as a choice of its own, "Everything is
 * still right" to confirm every group at once. PUT /api/clinics/{id}/profile.
 */
export function ProfileForm({ clinicId, profile }: { clinicId: string; profile: ClinicProfile | null }) {
  const t = useTranslations("ProfileForm");
  const tProfile = useTranslations("Profile");
  const errorText = useErrorText();
  const router = useRouter();
  const [status, setStatus] = useState<"" | "saving" | "saved" | "nothing">("");
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormEdit>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormValues(profile),
  });
  /** The message at a field, or under it (a list's item). */
  const errorOf = (name: Name) => nestedError(form.getFieldState(name, form.formState).error);

  async function save(body: Partial<ProfileFormEdit> & { confirmAll?: boolean }) {
    setStatus("saving");
    setError(null);
    try {
      await apiFetch(`/api/clinics/${clinicId}/profile`, { method: "PUT", body });
      setStatus("saved");
      router.refresh();
    } catch (e) {
      setStatus("");
      showServerErrors(form.setError, e);
      setError(errorText(e));
    }
  }

  function onSubmit(edit: ProfileFormEdit) {
    const changed = changedGroups(edit, profile);
    if (!Object.keys(changed).length) return setStatus("nothing");
    void save(changed);
  }

  const field = (name: Name, label: string, control: (props: { id: string }) => React.ReactNode) => (
    <FormField key={name} id={idOf(name)} label={label} error={errorOf(name)}>
      {(props) => control(props)}
    </FormField>
  );
  const triSelect = (name: Name, label: string) =>
    field(name, label, (props) => (
      <NativeSelect {...props} {...form.register(name)}>
        <option value="">{t("unknown")}</option>
        <option value="yes">{t("yes")}</option>
        <option value="no">{t("no")}</option>
      </NativeSelect>
    ));
  const input = (name: Name, label: string, attributes: React.ComponentProps<typeof Input> = {}) =>
    field(name, label, (props) => <Input {...props} {...attributes} {...form.register(name)} />);

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-4" data-profile-form>
      {(["night", "day"] as const).map((when) => (
        <fieldset key={when} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <legend className="mb-1 font-semibold">{t(when === "night" ? "speciesNight" : "speciesDay")}</legend>
          {PROFILE_SPECIES.map((s) => triSelect(`species.${when}.${s}`, t("species", { species: s })))}
        </fieldset>
      ))}
      {field("vet_overnight", t("vetOvernight"), (props) => (
        <NativeSelect {...props} {...form.register("vet_overnight")}>
          <option value="">{t("unknown")}</option>
          {VET_OVERNIGHT.map((v) => (
            <option key={v} value={v}>
              {t("vet", { status: v })}
            </option>
          ))}
        </NativeSelect>
      ))}
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t("phoneFirst")}</legend>
        {input("phone_first.phone", t("phoneFirstNumber"), { type: "tel", inputMode: "tel" })}
        {input("phone_first.reason", t("phoneFirstReason"), { maxLength: 200 })}
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <legend className="mb-1 font-semibold">{t("facilities")}</legend>
        {FACILITIES.map((f) => triSelect(`facilities.${f}`, t("facility", { facility: f })))}
      </fieldset>
      {input("specialists", t("specialists"), { maxLength: 600 })}
      {input("specialistsZh", t("specialistsZh"), { lang: "zh-HK", maxLength: 600 })}
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t("fees")}</legend>
        {FEE_BANDS.map((band) => (
          <div key={band} className="grid grid-cols-[1fr_2fr] gap-2">
            {input(`fees.${band}.hkd`, t("feeAmount", { band }), { type: "number", inputMode: "numeric", min: 0, max: 100000 })}
            {input(`fees.${band}.covers`, t("feeCovers"), { maxLength: 80 })}
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={status === "saving"}>
          {t("save")}
        </Button>
        <Button type="button" variant="outline" disabled={status === "saving" || !profile} onClick={() => void save({ confirmAll: true })}>
          {t("confirmAll")}
        </Button>
        <span role="status" aria-live="polite" className="text-sm">
          {status === "saved" ? t("saved") : status === "nothing" ? t("nothingChanged") : ""}
        </span>
      </div>
      <ErrorLine message={error} />
      <p className="text-xs text-muted-foreground">{tProfile("unknownFacts")}</p>
    </form>
  );
}
