import { NAMED_SPECIES, type NamedSpecies } from "@/lib/domain/species";

// The words of a hospital's profile: its groups, species, facilities, fee
// bands and sources. Client-safe, no zod; the schemas (./profile-schemas.ts)
// and the rules (./profile.ts) are built on it.

/** The species a profile states (SPECIES' named ones, lib/domain/species.ts). */
export const PROFILE_SPECIES = NAMED_SPECIES;
export type ProfileSpecies = NamedSpecies;
/** The species the pages ask a profile about: all but dogs and cats, which every hospital sees. */
export const ASKED_SPECIES = PROFILE_SPECIES.filter((s) => s !== "dog" && s !== "cat");
export const FACILITIES = ["xray", "ultrasound", "ct", "mri", "icu_oxygen", "blood_transfusion", "night_surgery"] as const;
export type Facility = (typeof FACILITIES)[number];
export const FEE_BANDS = ["day", "evening", "after_midnight", "public_holiday"] as const;
export type FeeBand = (typeof FEE_BANDS)[number];
export const VET_OVERNIGHT = ["yes", "on_call", "no"] as const;
export const PROFILE_SOURCES = ["clinic", "admin", "public"] as const;
export type ProfileSource = (typeof PROFILE_SOURCES)[number];
export const PROFILE_GROUPS = ["species", "vet_overnight", "phone_first", "facilities", "specialists", "fees"] as const;
export type ProfileGroup = (typeof PROFILE_GROUPS)[number];

/** The bands a night visitor pays, the latest first. */
export const NIGHT_FEE_BANDS = ["after_midnight", "evening"] as const satisfies readonly FeeBand[];
