import en from "@/messages/en.json";
import { translator } from "@/lib/i18n/translator";
import { scriptBlock, scriptText, taxiMinutes } from "./phone-script";

const input = {
  symptomKeys: ["seizure", "vomiting"],
  symptom: "Seizure, Vomiting",
  pet: "Rabbit, 6 months",
  petBreed: "Shiba Inu",
  petWeight: "10 kg",
  locationText: "Mong Kok",
  contactName: "Chan Tai Man",
  contactPhone: "+85291234567",
};

describe("phone script", () => {
  const block = scriptBlock("en", input, translator("en", "PhoneScript"), (k) => (en.Symptoms as Record<string, string>)[k]);

  it("holds what the owner entered and nothing else", () => {
    const text = scriptText([block], 3.2);
    expect(text).toContain("Pet: Rabbit, 6 months.");
    expect(text).toContain("Breed: Shiba Inu.");
    expect(text).toContain("Weight: 10 kg.");
    expect(text).toContain("What is wrong: Seizure, Vomiting.");
    expect(text).toContain("I am at: Mong Kok.");
    expect(text).toContain("I am about 3.2 km away, roughly 15 minutes by taxi.");
    expect(text).toContain("My name is Chan Tai Man, phone +85291234567.");
  });

  it("leaves out what was not given, and the distance when unknown", () => {
    const bare = scriptBlock(
      "en",
      { ...input, pet: null, petBreed: null, petWeight: null, locationText: null },
      translator("en", "PhoneScript"),
      (k) => k,
    );
    const text = scriptText([bare], null);
    expect(text).not.toMatch(/Pet:|Breed|Weight|I am at|km away/);
  });

  it("uses the owner's own words for Other", () => {
    const other = scriptBlock(
      "en",
      { ...input, symptomKeys: ["other"], symptom: "Other: limping" },
      translator("en", "PhoneScript"),
      (k) => k,
    );
    expect(scriptText([other], null)).toContain("What is wrong: Other: limping.");
  });

  it("across water names the ferry's pier in each block's language, and no taxi ride", () => {
    const zhBlock = scriptBlock("zh-HK", input, translator("zh-HK", "PhoneScript"), (k) => k);
    const pier = { nameEn: "Yung Shue Wan Ferry Pier", nameZh: "榕樹灣碼頭", latitude: 22.2283, longitude: 114.1091 };
    const text = scriptText([block, zhBlock], 6.27, false, { pier, direction: "from" });
    expect(text).toContain("I am about 6.3 km away and will come by ferry from Yung Shue Wan Ferry Pier.");
    expect(text).toContain("我離你哋大約6.3公里，要由榕樹灣碼頭搭船過嚟。");
    expect(text).not.toMatch(/taxi|的士/);
    expect(scriptText([block], 6.27, false, { pier, direction: "to" })).toContain("will come by ferry to Yung Shue Wan Ferry Pier.");
  });

  it("estimates taxi minutes conservatively", () => {
    expect(taxiMinutes(0.2)).toBe(10);
    expect(taxiMinutes(10)).toBe(35);
  });
});
