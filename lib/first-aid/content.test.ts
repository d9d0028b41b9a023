import { SYMPTOM_KEYS } from "@/lib/emergency/symptoms";
import { FIRST_AID, firstAidCards } from "./index";
import { contentSchema } from "./schema";

describe("first-aid content", () => {
  it.each(Object.keys(FIRST_AID))("%s passes the schema", (locale) => {
    expect(() => contentSchema.parse(FIRST_AID[locale as keyof typeof FIRST_AID])).not.toThrow();
  });

  it.each(SYMPTOM_KEYS)("%s has a card in both languages with 3-5 steps and a dated http(s) source", (key) => {
    for (const content of Object.values(FIRST_AID)) {
      const card = content.cards[key];
      expect(card).toBeDefined();
      expect(card.steps.length).toBeGreaterThanOrEqual(3);
      expect(card.steps.length).toBeLessThanOrEqual(5);
      expect(card.avoid.length).toBeGreaterThan(0);
      expect(card.moving).toBeTruthy();
      expect(card.goNow).toBeTruthy();
      expect(card.sources.length).toBeGreaterThan(0);
      for (const source of card.sources) {
        expect(source.url).toMatch(/^https?:\/\//);
        expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(source.title.length).toBeGreaterThan(2);
      }
    }
  });

  it("the two languages cite the same sources for each card", () => {
    for (const key of SYMPTOM_KEYS) {
      expect(FIRST_AID["zh-HK"].cards[key].sources.map((s) => s.url)).toEqual(FIRST_AID.en.cards[key].sources.map((s) => s.url));
      expect(FIRST_AID["zh-HK"].cards[key].steps).toHaveLength(FIRST_AID.en.cards[key].steps.length);
    }
  });

  it("the Chinese cards are in Chinese", () => {
    for (const key of SYMPTOM_KEYS) expect(FIRST_AID["zh-HK"].cards[key].title).toMatch(/[\u4e00-\u9fff]/);
  });

  it("names no medicine or dose", () => {
    const text = JSON.stringify(FIRST_AID);
    expect(text).not.toMatch(/\b\d+\s?(mg|ml|mL|tablets?)\b|peroxide|aspirin|ibuprofen|paracetamol|antihistamine|毫克|毫升|藥片/i);
  });

  it("picks the chosen cards in the wizard's order", () => {
    expect(firstAidCards(["vomiting", "seizure", "nonsense"], "en").map((c) => c.key)).toEqual(["seizure", "vomiting"]);
    expect(firstAidCards(["seizure"], "zh-HK")[0].card.title).toBe("抽搐");
  });
});
