import { z } from "zod";
import { FACILITIES, FEE_BANDS, PROFILE_SPECIES, VET_OVERNIGHT, type ProfileGroup } from "./profile-vocabulary";
import { profileValueSchemas, type ClinicProfile, type ProfileEdit } from "./profile-schemas";

// The hospital profile editor's values (components/clinics/profile-form.tsx):
// strings as its native controls hold them, read into the edit payload's groups
// by each group's own schema (./profile-schemas.ts), so a refused value is
// named at its field before anything is sent.

const TRI = ["", "yes", "no"] as const;
type Tri = (typeof TRI)[number];
/** Unknown ("") is a choice of its own: null, not "no". */
const triField = z.enum(TRI, "Validation.invalidType").transform((v) => (v === "yes" ? true : v === "no" ? false : null));
const triMap = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, triField])) as Record<K, typeof triField>);
const tri = (v: boolean | null | undefined): Tri => (v === true ? "yes" : v === false ? "no" : "");

/** "a, b、c" → ["a", "b", "c"]. */
const listField = z.string().transform((v) =>
  v
    .split(/[,，、]/)
    .map((s) => s.trim())
    .filter(Boolean),
);
const feeField = z
  .object({ hkd: z.string(), covers: z.string() })
  .transform(({ hkd, covers }): { hkd: number; covers?: string | null } | null => (hkd.trim() ? { hkd: Number(hkd), covers } : null))
  .pipe(profileValueSchemas.fees.shape.day);

/** The form's values in, every group of the edit payload out (the form sends only those it changed). */
export const profileFormSchema = z
  .object({
    species: z.object({ day: triMap(PROFILE_SPECIES), night: triMap(PROFILE_SPECIES) }),
    vet_overnight: z
      .enum(["", ...VET_OVERNIGHT], "Validation.invalidType")
      .transform((v) => ({ status: v || null }))
      .pipe(profileValueSchemas.vet_overnight),
    // No number: no phone-first rule (the group is removed).
    phone_first: z
      .object({ phone: z.string(), reason: z.string() })
      .transform((v): { phone: string; reason?: string | null } | null => (v.phone.trim() ? v : null))
      .pipe(profileValueSchemas.phone_first.nullable()),
    facilities: triMap(FACILITIES),
    specialists: listField.pipe(profileValueSchemas.specialists.shape.list),
    specialistsZh: listField.pipe(profileValueSchemas.specialists.shape.list),
    fees: z.object(Object.fromEntries(FEE_BANDS.map((band) => [band, feeField])) as Record<(typeof FEE_BANDS)[number], typeof feeField>),
  })
  .transform(({ specialists, specialistsZh, ...groups }) => ({ ...groups, specialists: { list: specialists, listZh: specialistsZh } }));
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormEdit = Required<Omit<ProfileEdit, "confirmAll">>;

/** The form's values for a clinic's profile (blank where it states nothing). */
export function profileFormValues(profile: ClinicProfile | null): ProfileFormInput {
  const species = profile?.species?.value;
  const fees = profile?.fees?.value;
  return {
    species: {
      day: Object.fromEntries(PROFILE_SPECIES.map((s) => [s, tri(species?.day[s])])) as ProfileFormInput["species"]["day"],
      night: Object.fromEntries(PROFILE_SPECIES.map((s) => [s, tri(species?.night[s])])) as ProfileFormInput["species"]["night"],
    },
    vet_overnight: profile?.vet_overnight?.value.status ?? "",
    phone_first: { phone: profile?.phone_first?.value.phone ?? "", reason: profile?.phone_first?.value.reason ?? "" },
    facilities: Object.fromEntries(FACILITIES.map((f) => [f, tri(profile?.facilities?.value[f])])) as ProfileFormInput["facilities"],
    specialists: profile?.specialists?.value.list.join(", ") ?? "",
    specialistsZh: profile?.specialists?.value.listZh?.join("、") ?? "",
    fees: Object.fromEntries(
      FEE_BANDS.map((band) => [band, { hkd: fees?.[band]?.hkd?.toString() ?? "", covers: fees?.[band]?.covers ?? "" }]),
    ) as ProfileFormInput["fees"],
  };
}

const BLANK = profileFormSchema.parse(profileFormValues(null));

/** Only the groups the form changed: a saved group becomes the clinic's (or admin's) statement, dated today. */
export function changedGroups(edit: ProfileFormEdit, profile: ClinicProfile | null): Partial<ProfileFormEdit> {
  const changed: Partial<Record<ProfileGroup, unknown>> = {};
  for (const g of Object.keys(edit) as ProfileGroup[]) {
    const before = profile?.[g]?.value ?? null;
    const now = JSON.stringify(edit[g] ?? null);
    // An untouched empty group stays unknown (no row), not "stated as nothing".
    if (now === JSON.stringify(before) || (before === null && now === JSON.stringify(BLANK[g] ?? null))) continue;
    changed[g] = edit[g] ?? null;
  }
  return changed as Partial<ProfileFormEdit>;
}
