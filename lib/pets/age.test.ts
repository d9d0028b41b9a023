import { ageParts, MAX_AGE_MONTHS, parseAgeMonths } from "./age";
import { describePet } from "./describe";
import { createPetSchema } from "./schemas";
import { createEmergencyRequestSchema } from "@/lib/emergency/request-schema";
import { WIZARD_STEP_SCHEMAS } from "@/lib/emergency/schemas";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { createTranslator } from "next-intl";

// One age rule for the wizard, the pets dialog and the API.

describe("parseAgeMonths", () => {
  it.each([
    [0.5, 6],
    [2.5, 30],
    [2, 24],
    ["0.5", 6],
    ["2.5", 30],
    ["2,5", 30],
    [" 3 ", 36],
    ["6 months", 6],
    ["6 Months", 6],
    ["1 month", 1],
    ["6m", 6],
    ["6mo", 6],
    ["6 個月", 6],
    ["6個月", 6],
    ["6个月", 6],
    ["６個月", 6],
    ["2 years", 24],
    ["2y", 24],
    ["2歲", 24],
    ["2 岁", 24],
    ["1.5 years", 18],
    [0.01, 1], // a newborn: at least one month
  ])("reads %p as %p months", (input, months) => {
    expect(parseAgeMonths(input)).toBe(months);
  });

  it.each([null, undefined, "", "   "])("reads %p as no age", (input) => {
    expect(parseAgeMonths(input)).toBeNull();
  });

  it.each(["abc", "six months", "0", 0, -1, "-2", "2 weeks", MAX_AGE_MONTHS / 12 + 1, Number.NaN, true, {}])("refuses %p", (input) => {
    expect(parseAgeMonths(input)).toBeNaN();
  });
});

describe("ageParts", () => {
  it("says young animals in months and whole years in years", () => {
    expect(ageParts(6)).toEqual({ key: "ageMonths", values: { months: 6 } });
    expect(ageParts(18)).toEqual({ key: "ageMonths", values: { months: 18 } });
    expect(ageParts(24)).toEqual({ key: "ageYears", values: { years: 2 } });
    expect(ageParts(12)).toEqual({ key: "ageYears", values: { years: 1 } });
    expect(ageParts(30)).toEqual({ key: "ageYearsMonths", values: { years: 2, months: 6 } });
  });
});

describe("describePet", () => {
  const tEn = createTranslator({ locale: "en", messages: en, namespace: "Pet" });
  const tZh = createTranslator({ locale: "zh-HK", messages: zh, namespace: "Pet" });
  it("reads 'Rabbit, 6 months' / 「兔，6 個月」", () => {
    expect(describePet({ species: "rabbit", ageMonths: 6 }, tEn)).toBe("Rabbit, 6 months");
    expect(describePet({ species: "rabbit", ageMonths: 6 }, tZh)).toBe("兔，6 個月");
    expect(describePet({ species: "other", speciesOther: "Hedgehog", ageMonths: 24 }, tEn)).toBe("Hedgehog, 2 years");
    expect(describePet({ species: "dog" }, tZh)).toBe("狗");
    expect(describePet({}, tEn)).toBeNull();
  });
});

describe("the wizard, the pets dialog and the API share the rule", () => {
  const wizard = (petAge: unknown) => WIZARD_STEP_SCHEMAS[1].safeParse({ symptom: "Seizure", petSpecies: "rabbit", petAge });
  const dialog = (age: unknown) => createPetSchema.safeParse({ name: "Bun", species: "rabbit", age });
  const dialogMessage = (age: unknown) => dialog(age).error?.issues[0]?.message;

  it.each([0.5, "0.5", "6 months", "6 個月", "2.5", 3, "２"])("accepts %p in both, as the same months", (age) => {
    expect(wizard(age).success).toBe(true);
    expect(dialog(age).data?.age).toBe(parseAgeMonths(age));
  });

  it("refuses an unreadable age in the dialog and on the wizard's field with the one message; the API still takes the emergency", () => {
    for (const age of ["abc", "0", "-1", "2 weeks"]) {
      expect(dialogMessage(age)).toBe("Validation.ageFormat");
      // Not silently dropped: the owner is told on the field (and can leave it empty).
      expect(wizard(age).error?.issues).toEqual([expect.objectContaining({ path: ["petAge"], message: "Validation.ageFormat" })]);
      expect(
        createEmergencyRequestSchema.safeParse({
          symptom: "Seizure",
          petSpecies: "rabbit",
          petAge: age,
          manualLocation: "Central",
          contactName: "Chan",
          contactPhone: "91234567",
        }).success,
      ).toBe(true);
    }
    // The field may be left empty.
    for (const none of [null, undefined]) expect(wizard(none).success).toBe(true);
    expect(en.Validation.ageFormat).toBeTruthy();
    expect(zh.Validation.ageFormat).toBeTruthy();
  });
});
