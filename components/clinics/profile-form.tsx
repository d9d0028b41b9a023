"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useErrorText } from "@/components/forms/use-error-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { apiFetch } from "@/lib/api-client";
import {
  FACILITIES,
  FEE_BANDS,
  PROFILE_GROUPS,
  PROFILE_SPECIES,
  VET_OVERNIGHT,
  type ClinicProfile,
  type ProfileGroup,
  type ProfileValues,
} from "@/lib/clinics/profile";
import { ErrorLine } from "@/components/forms/error-line";

type Edit = { [G in ProfileGroup]?: ProfileValues[G] | null };
type Tri = boolean | null;

const tri = (v: Tri | undefined) => (v === true ? "yes" : v === false ? "no" : "");
const fromTri = (v: FormDataEntryValue | null): Tri => (v === "yes" ? true : v === "no" ? false : null);
const text = (v: FormDataEntryValue | null) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** "a, b、c" → ["a", "b", "c"]. */
const listOf = (v: FormDataEntryValue | null) =>
  (text(v) ?? "")
    .split(/[,，、]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The form's groups as values of lib/clinics/profile-schemas.ts (the handler's schema). */
function readForm(form: FormData): Edit {
  const speciesOf = (when: "day" | "night") =>
    Object.fromEntries(PROFILE_SPECIES.map((s) => [s, fromTri(form.get(`species.${when}.${s}`))])) as ProfileValues["species"]["day"];
  const phone = text(form.get("phone_first.phone"));
  return {
    species: { day: speciesOf("day"), night: speciesOf("night") },
    vet_overnight: { status: (text(form.get("vet_overnight")) as ProfileValues["vet_overnight"]["status"]) ?? null },
    phone_first: phone ? { phone, reason: text(form.get("phone_first.reason")) } : null,
    facilities: Object.fromEntries(FACILITIES.map((f) => [f, fromTri(form.get(`facilities.${f}`))])) as ProfileValues["facilities"],
    specialists: { list: listOf(form.get("specialists")), listZh: listOf(form.get("specialistsZh")) },
    fees: Object.fromEntries(
      FEE_BANDS.map((band) => {
        const amount = text(form.get(`fees.${band}.hkd`));
        return [band, amount === null ? null : { hkd: Number(amount), covers: text(form.get(`fees.${band}.covers`)) }];
      }),
    ) as ProfileValues["fees"],
  };
}

/** Only the groups the form changed: a saved group becomes the clinic's (or admin's) statement, dated today. */
function changedGroups(edit: Edit, profile: ClinicProfile | null): Edit {
  const before = (g: ProfileGroup) => profile?.[g]?.value ?? null;
  const empty = readForm(new FormData());
  const changed: Edit = {};
  for (const g of PROFILE_GROUPS) {
    const now = JSON.stringify(edit[g] ?? null);
    // An untouched empty group stays unknown (no row), not "stated as nothing".
    if (now === JSON.stringify(before(g)) || (before(g) === null && now === JSON.stringify(empty[g] ?? null))) continue;
    (changed as Record<string, unknown>)[g] = edit[g] ?? null;
  }
  return changed;
}

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

  async function save(body: Edit & { confirmAll?: boolean }) {
    setStatus("saving");
    setError(null);
    try {
      await apiFetch(`/api/clinics/${clinicId}/profile`, { method: "PUT", body });
      setStatus("saved");
      router.refresh();
    } catch (e) {
      setStatus("");
      setError(errorText(e));
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changed = changedGroups(readForm(new FormData(event.currentTarget)), profile);
    if (!Object.keys(changed).length) return setStatus("nothing");
    void save(changed);
  }

  const triSelect = (name: string, label: string, value: Tri | undefined) => (
    <label key={name} className="flex flex-col gap-1 text-sm">
      {label}
      <NativeSelect name={name} defaultValue={tri(value)}>
        <option value="">{t("unknown")}</option>
        <option value="yes">{t("yes")}</option>
        <option value="no">{t("no")}</option>
      </NativeSelect>
    </label>
  );
  const species = profile?.species?.value;
  const fees = profile?.fees?.value;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" data-profile-form>
      {(["night", "day"] as const).map((when) => (
        <fieldset key={when} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <legend className="mb-1 font-semibold">{t(when === "night" ? "speciesNight" : "speciesDay")}</legend>
          {PROFILE_SPECIES.map((s) => triSelect(`species.${when}.${s}`, t("species", { species: s }), species?.[when][s]))}
        </fieldset>
      ))}
      <label className="flex flex-col gap-1 text-sm">
        {t("vetOvernight")}
        <NativeSelect name="vet_overnight" defaultValue={profile?.vet_overnight?.value.status ?? ""}>
          <option value="">{t("unknown")}</option>
          {VET_OVERNIGHT.map((v) => (
            <option key={v} value={v}>
              {t("vet", { status: v })}
            </option>
          ))}
        </NativeSelect>
      </label>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t("phoneFirst")}</legend>
        <label className="flex flex-col gap-1 text-sm">
          {t("phoneFirstNumber")}
          <Input name="phone_first.phone" type="tel" inputMode="tel" defaultValue={profile?.phone_first?.value.phone ?? ""} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("phoneFirstReason")}
          <Input name="phone_first.reason" maxLength={200} defaultValue={profile?.phone_first?.value.reason ?? ""} />
        </label>
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <legend className="mb-1 font-semibold">{t("facilities")}</legend>
        {FACILITIES.map((f) => triSelect(`facilities.${f}`, t("facility", { facility: f }), profile?.facilities?.value[f]))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm">
        {t("specialists")}
        <Input name="specialists" maxLength={600} defaultValue={profile?.specialists?.value.list.join(", ") ?? ""} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t("specialistsZh")}
        <Input name="specialistsZh" lang="zh-HK" maxLength={600} defaultValue={profile?.specialists?.value.listZh?.join("、") ?? ""} />
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold">{t("fees")}</legend>
        {FEE_BANDS.map((band) => (
          <div key={band} className="grid grid-cols-[1fr_2fr] gap-2">
            <label className="flex flex-col gap-1 text-sm">
              {t("feeAmount", { band })}
              <Input
                name={`fees.${band}.hkd`}
                type="number"
                inputMode="numeric"
                min={0}
                max={100000}
                defaultValue={fees?.[band]?.hkd ?? ""}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t("feeCovers")}
              <Input name={`fees.${band}.covers`} maxLength={80} defaultValue={fees?.[band]?.covers ?? ""} />
            </label>
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
