import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { buildSymptomText, SYMPTOM_KEYS, type SymptomKey } from "./symptoms";

const enLabel = (key: SymptomKey) => en.Symptoms[key];
const zhLabel = (key: SymptomKey) => zh.Symptoms[key];

describe("symptom choices", () => {
  it("has 16 keys, each with an English and a Chinese label", () => {
    expect(SYMPTOM_KEYS).toHaveLength(16);
    expect(Object.keys(en.Symptoms).sort()).toEqual([...SYMPTOM_KEYS].sort());
    expect(Object.keys(zh.Symptoms).sort()).toEqual([...SYMPTOM_KEYS].sort());
    expect(en.Symptoms.not_eating).toBe("Not eating (24+ hours)");
  });
});

describe("buildSymptomText", () => {
  it("joins the labels in the order of the choices, not the order tapped", () => {
    expect(buildSymptomText(["vomiting", "seizure", "unconscious"], enLabel)).toBe("Unconscious / collapsed, Seizure, Vomiting");
  });

  it("ignores unknown keys and duplicates", () => {
    expect(buildSymptomText(["bogus", "seizure", "seizure"], enLabel)).toBe("Seizure");
    expect(buildSymptomText([], enLabel)).toBe("");
  });

  it("appends the trimmed free text after the Other label", () => {
    expect(buildSymptomText(["other", "seizure"], enLabel, "  limping  ")).toBe("Seizure, Other: limping");
    expect(buildSymptomText(["other"], zhLabel, "跛腳")).toBe("其他: 跛腳");
  });

  it("keeps only the Other label when the free text is blank", () => {
    expect(buildSymptomText(["other"], enLabel, "   ")).toBe("Other");
    expect(buildSymptomText(["other"], enLabel)).toBe("Other");
  });

  it("drops the free text when Other is not chosen", () => {
    expect(buildSymptomText(["pain"], enLabel, "limping")).toBe("Severe pain");
  });
});
