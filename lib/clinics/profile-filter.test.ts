import type { ClinicProfile } from "./profile";
import { keptIds, offeredFilters, readProfileFilters, toggledQuery } from "./profile-filter";

// The profile filters: "Sees <species>" and "Oxygen / ICU" on the results list.

const NOW = new Date("2026-11-26T03:30:00+08:00");
const nobody = { dog: null, cat: null, rabbit: null, bird: null, reptile: null, small_mammal: null };
const facilities = { xray: null, ultrasound: null, ct: null, mri: null, icu_oxygen: null, blood_transfusion: null, night_surgery: null };
const species = (rabbit: boolean | null, asOf = "2026-06-03"): ClinicProfile["species"] => ({
  value: { day: nobody, night: { ...nobody, rabbit } },
  source: "public",
  sourceUrl: null,
  asOf,
});
const icu = (has: boolean | null, asOf: string | null = "2024-05-21"): ClinicProfile["facilities"] => ({
  value: { ...facilities, icu_oxygen: has },
  source: "public",
  sourceUrl: null,
  asOf,
});

const clinics = [
  { id: "sees-rabbits", profile: { species: species(true) } },
  { id: "no-rabbits", profile: { species: species(false), facilities: icu(true) } },
  { id: "stale-rabbits", profile: { species: species(true, "2024-01-01") } },
  { id: "unknown", profile: null },
  { id: "icu-undated", profile: { facilities: icu(true, null) } },
  { id: "no-icu", profile: { facilities: icu(false) } },
];

describe("the results list's profile filters", () => {
  it.each([
    // [query, species, kept ids (null = whole list)]
    [{}, "rabbit", null],
    [{ sees: "1" }, "rabbit", ["sees-rabbits"]],
    // Offered only for a pet that is not a dog or cat: ?sees=1 on a dog's list changes nothing.
    [{ sees: "1" }, "dog", null],
    [{ sees: "1" }, null, null],
    [{ icu: "1" }, "dog", ["no-rabbits", "icu-undated"]],
    [{ icu: "1", sees: "1" }, "rabbit", []],
    [{ icu: "yes" }, "cat", null],
  ] as const)("%j for a %s keeps %j", (query, pet, kept) => {
    expect(keptIds(clinics, readProfileFilters(query, pet), pet, NOW)).toEqual(kept);
  });

  it("offers 'Sees <species>' only for a pet that is not a dog or cat", () => {
    expect(offeredFilters("rabbit")).toEqual(["sees", "icu"]);
    expect(offeredFilters("dog")).toEqual(["icu"]);
    expect(offeredFilters(null)).toEqual(["icu"]);
  });

  it("links switch one filter and keep the other", () => {
    expect(toggledQuery({ sees: false, icu: false }, "sees")).toBe("?sees=1");
    expect(toggledQuery({ sees: true, icu: false }, "icu")).toBe("?sees=1&icu=1");
    expect(toggledQuery({ sees: true, icu: true }, "sees")).toBe("?icu=1");
    expect(toggledQuery({ sees: false, icu: true }, "icu")).toBe("");
  });
});
