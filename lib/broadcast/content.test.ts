import { mapLink } from "@/lib/geo/map-link";
import { buildBroadcastMessage, type BroadcastContentInput } from "./content";
import { translator } from "@/lib/i18n/translator";

const minimal: BroadcastContentInput = {
  symptom: "Seizure, Vomiting",
  contactName: "Chan Tai Man",
  contactPhone: "+85291234567",
};

const full: BroadcastContentInput = {
  ...minimal,
  voiceTranscript: "my dog is not breathing",
  aiAnalyzedSymptoms: "CRITICAL: not breathing",
  petSpecies: "dog",
  petBreed: "Labrador Retriever",
  petAgeMonths: 60,
  pet: { name: "Lucky", weight: "30.5", medicalNotes: "Diabetic, on insulin" },
  locationText: "Central, Hong Kong Island",
  latitude: 22.2819876543,
  longitude: 114.158,
  contactEmail: "owner@example.com",
};

describe("buildBroadcastMessage in English", () => {
  const t = translator("en", "BroadcastMessage");

  it("contains every detail of a full request, in blocks, ending with the call to action", () => {
    expect(buildBroadcastMessage(full, t)).toBe(
      [
        "🚨 PET EMERGENCY ALERT – PawAlert",
        "",
        "Symptoms: Seizure, Vomiting",
        'Owner\'s voice description: "my dog is not breathing"',
        "Voice analysis: CRITICAL: not breathing",
        "",
        "Pet name: Lucky",
        "Pet: Dog, 5 years",
        "Breed: Labrador Retriever",
        "Weight: 30.5 kg",
        "Medical history: Diabetic, on insulin",
        "",
        "Location: Central, Hong Kong Island",
        "Map: https://www.google.com/maps/search/?api=1&query=22.281988,114.158",
        "",
        "Contact: Chan Tai Man",
        "Phone: +85291234567",
        "Email: owner@example.com",
        "",
        "Please call the owner as soon as possible if you can take this case.",
      ].join("\n"),
    );
  });

  it("leaves out lines and blocks without data", () => {
    const text = buildBroadcastMessage({ ...minimal, voiceTranscript: "  ", petAgeMonths: null, contactEmail: null }, t);
    expect(text).toBe(
      [
        "🚨 PET EMERGENCY ALERT – PawAlert",
        "",
        "Symptoms: Seizure, Vomiting",
        "",
        "Contact: Chan Tai Man",
        "Phone: +85291234567",
        "",
        "Please call the owner as soon as possible if you can take this case.",
      ].join("\n"),
    );
    expect(text).not.toMatch(/Voice|Pet|Species|Age|Location|Map|Email/);
  });

  it("includes weight and medical history only for a known pet", () => {
    const manual = buildBroadcastMessage({ ...minimal, petSpecies: "cat", petBreed: "Ragdoll", petAgeMonths: 12 }, t);
    expect(manual).toContain("Pet: Cat, 1 year\nBreed: Ragdoll");
    expect(manual).not.toMatch(/Pet name|Weight|Medical history/);
    const known = buildBroadcastMessage({ ...minimal, pet: { name: "Mimi", weight: null, medicalNotes: null } }, t);
    expect(known).toContain("Pet name: Mimi");
    expect(known).not.toMatch(/Weight|Medical history/);
  });

  it("names any pet with a young animal's age in months", () => {
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "rabbit", petAgeMonths: 6 }, t)).toContain("Pet: Rabbit, 6 months");
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "small_mammal", petAgeMonths: 18 }, t)).toContain(
      "Pet: Small mammal, 18 months",
    );
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "reptile", petAgeMonths: 30 }, t)).toContain("Pet: Reptile, 2 years 6 months");
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "other", petSpeciesOther: "Hedgehog", petAgeMonths: 1 }, t)).toContain(
      "Pet: Hedgehog, 1 month",
    );
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "other" }, t)).toContain("Pet: Other");
    // Rows from before the species list keep what they stored.
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "ferret" }, t)).toContain("Pet: ferret");
    expect(buildBroadcastMessage({ ...minimal, petAgeMonths: 6 }, t)).toContain("Pet: 6 months");
  });

  it("adds a map link only when both coordinates are present", () => {
    expect(buildBroadcastMessage({ ...minimal, latitude: 22.3, longitude: null }, t)).not.toContain("google.com");
    expect(buildBroadcastMessage({ ...minimal, latitude: 0, longitude: 0 }, t)).toContain("query=0,0");
    expect(mapLink(-22.1234567, 114.0000004)).toBe("https://www.google.com/maps/search/?api=1&query=-22.123457,114");
  });

  it("falls back to English for an unknown locale", () => {
    expect(buildBroadcastMessage(minimal, translator("fr", "BroadcastMessage"))).toBe(buildBroadcastMessage(minimal, t));
  });
});

describe("buildBroadcastMessage in Traditional Chinese", () => {
  const t = translator("zh-HK", "BroadcastMessage");

  it("uses the Chinese labels around the same data", () => {
    const text = buildBroadcastMessage({ ...full, symptom: "抽搐, 嘔吐" }, t);
    expect(text.split("\n")[0]).toBe("🚨 寵物緊急求助 – 毛孩急救通");
    for (const line of [
      "症狀：抽搐, 嘔吐",
      "主人語音描述：「my dog is not breathing」",
      "語音分析：CRITICAL: not breathing",
      "寵物名稱：Lucky",
      "寵物：狗，5 歲",
      "品種：Labrador Retriever",
      "體重：30.5 公斤",
      "病歷：Diabetic, on insulin",
      "位置：Central, Hong Kong Island",
      "地圖：https://www.google.com/maps/search/?api=1&query=22.281988,114.158",
      "聯絡人：Chan Tai Man",
      "電話：+85291234567",
      "電郵：owner@example.com",
    ]) {
      expect(text).toContain(line);
    }
    expect(text.endsWith("如貴院可以接收此個案，請盡快致電主人。")).toBe(true);
    expect(text).not.toMatch(/Symptoms|Phone|Please call/);
  });

  it("leaves out lines without data", () => {
    const text = buildBroadcastMessage({ ...minimal, petSpecies: "cat" }, t);
    expect(text).toContain("寵物：貓");
    expect(text).not.toMatch(/語音|寵物名稱|體重|病歷|位置|地圖|電郵|歲|月/);
  });

  it("says a rabbit of 0.5 years as 6 months", () => {
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "rabbit", petAgeMonths: 6 }, t)).toContain("寵物：兔，6 個月");
    expect(buildBroadcastMessage({ ...minimal, petSpecies: "bird", petAgeMonths: 30 }, t)).toContain("寵物：鳥，2 歲 6 個月");
  });
});
