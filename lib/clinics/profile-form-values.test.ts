import type { ClinicProfile } from "./profile-schemas";
import { changedGroups, profileFormSchema, profileFormValues } from "./profile-form-values";

const stated = <V>(value: V) => ({ value, source: "clinic" as const, sourceUrl: null, asOf: "2026-11-01" });
const profile = {
  fees: stated({ day: null, evening: null, after_midnight: { hkd: 1800, covers: "consultation" }, public_holiday: null }),
  phone_first: stated({ phone: "+85223456789", reason: null }),
} as ClinicProfile;

describe("the hospital profile form's values", () => {
  it("sends nothing for an untouched form: a stated group as it was, an unknown one still unknown", () => {
    const edit = profileFormSchema.parse(profileFormValues(profile));
    expect(changedGroups(edit, profile)).toEqual({});
    expect(changedGroups(profileFormSchema.parse(profileFormValues(null)), null)).toEqual({});
  });

  it("sends only the group that changed, read into the payload's shape", () => {
    const values = profileFormValues(profile);
    values.fees.day = { hkd: "900", covers: "" };
    values.species.night.rabbit = "yes";
    const changed = changedGroups(profileFormSchema.parse(values), profile);
    expect(Object.keys(changed).sort()).toEqual(["fees", "species"]);
    expect(changed.fees?.day).toEqual({ hkd: 900, covers: null });
    expect(changed.fees?.after_midnight).toEqual({ hkd: 1800, covers: "consultation" });
    expect(changed.species?.night.rabbit).toBe(true);
    expect(changed.species?.night.dog).toBeNull();
  });

  it("removes the phone-first rule when its number is emptied", () => {
    const values = profileFormValues(profile);
    values.phone_first = { phone: " ", reason: "" };
    expect(changedGroups(profileFormSchema.parse(values), profile)).toEqual({ phone_first: null });
  });

  it("names a refused value at its field, with the payload's message", () => {
    const values = profileFormValues(null);
    values.fees.evening.hkd = "100001";
    values.phone_first.phone = "12";
    const result = profileFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["fees.evening.hkd", "phone_first.phone"]));
  });
});
