import { z } from "zod";
import { listItemText, optionalText } from "@/lib/validation/fields";
import { phone } from "@/lib/validation/phone";
import {
  PROFILE_GROUPS,
  PROFILE_SOURCES,
  PROFILE_SPECIES,
  VET_OVERNIGHT,
  type ProfileGroup,
  type ProfileSource,
  type ProfileSpecies,
} from "./profile-vocabulary";
import { isOneOf } from "@/lib/domain/enums";

// The profile's zod schemas: one per group's value, and the staff /
// admin edit payload shared by the form and the handler.

const yesNoUnknown = z.boolean("Validation.invalidType").nullable();
/** Yes, no or unknown for each species a profile states (the one list: lib/domain/species.ts). */
const speciesMap = z.strictObject(
  Object.fromEntries(PROFILE_SPECIES.map((species) => [species, yesNoUnknown])) as Record<ProfileSpecies, typeof yesNoUnknown>,
);
const specialistList = z.array(listItemText(80)).max(8, "Validation.tooLong");
const feeBand = z.strictObject({ hkd: z.number("Validation.invalidType").int().min(0).max(100_000), covers: optionalText(80) }).nullable();

export const profileValueSchemas = {
  species: z.strictObject({ day: speciesMap, night: speciesMap }),
  vet_overnight: z.strictObject({ status: z.enum(VET_OVERNIGHT, "Validation.invalidType").nullable() }),
  phone_first: z.strictObject({ phone: phone("Validation.phoneRequired"), reason: optionalText(200) }),
  facilities: z.strictObject({
    xray: yesNoUnknown,
    ultrasound: yesNoUnknown,
    ct: yesNoUnknown,
    mri: yesNoUnknown,
    icu_oxygen: yesNoUnknown,
    blood_transfusion: yesNoUnknown,
    night_surgery: yesNoUnknown,
  }),
  /** `list` in English, `listZh` in Chinese: each page names them in its language. */
  specialists: z.strictObject({ list: specialistList, listZh: specialistList.optional() }),
  fees: z.strictObject({ day: feeBand, evening: feeBand, after_midnight: feeBand, public_holiday: feeBand }),
} as const;

export type ProfileValues = { [G in ProfileGroup]: z.infer<(typeof profileValueSchemas)[G]> };

/** One stored group as the pages see it. `asOf`: YYYY-MM-DD or null (undated). */
export type ProfileFact<G extends ProfileGroup = ProfileGroup> = {
  value: ProfileValues[G];
  source: ProfileSource;
  sourceUrl: string | null;
  asOf: string | null;
};
export type ClinicProfile = { [G in ProfileGroup]?: ProfileFact<G> };

/**
 * A staff or admin edit (one schema for the form and the handler): the groups
 * given are set with source clinic/admin; `confirmAll` ("Everything is still
 * right") restamps every group the clinic has. `phone_first: null` removes it.
 */
export const profileEditSchema = z.strictObject({
  species: profileValueSchemas.species.optional(),
  vet_overnight: profileValueSchemas.vet_overnight.optional(),
  phone_first: profileValueSchemas.phone_first.nullable().optional(),
  facilities: profileValueSchemas.facilities.optional(),
  specialists: profileValueSchemas.specialists.optional(),
  fees: profileValueSchemas.fees.optional(),
  confirmAll: z.boolean().optional(),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;

/** Parses a stored row's value; a value that no longer fits its schema counts as unknown. */
export function readFact<G extends ProfileGroup>(
  group: G,
  row: { value: unknown; source: string; sourceUrl: string | null; asOf: Date | string | null },
): ProfileFact<G> | null {
  const parsed = profileValueSchemas[group].safeParse(row.value);
  if (!parsed.success || !isOneOf(PROFILE_SOURCES, row.source)) return null;
  const asOf = row.asOf === null ? null : new Date(row.asOf).toISOString().slice(0, 10);
  return { value: parsed.data as ProfileValues[G], source: row.source as ProfileSource, sourceUrl: row.sourceUrl, asOf };
}

/** A clinic's stored rows as its profile; a row whose value no longer fits counts as unknown. */
export function profileFromRows(rows: readonly (Parameters<typeof readFact>[1] & { group: string })[]): ClinicProfile {
  const profile: ClinicProfile = {};
  for (const row of rows) {
    const group = PROFILE_GROUPS.find((g) => g === row.group);
    const fact = group && readFact(group, row);
    if (group && fact) (profile as Record<string, unknown>)[group] = fact;
  }
  return profile;
}
