import { SYMPTOM_KEYS } from "@/lib/emergency/symptoms";
import { LOCALES } from "@/lib/i18n/locale";
import { FIRST_AID, firstAidCards, SPECIES_LINES } from "./index";
import { cardSchema } from "./schema";
import { CARD_SPECIES, cardPath } from "./species";

// A rabbit's, a bird's or a reptile's first-aid card says nothing
// about cats or dogs; where a step differs for the species, it says so, from
// the veterinary pages it cites.

const CAT_OR_DOG = /\b(cats?|dogs?|kittens?|pupp(y|ies)|canine|feline)\b|貓|狗|犬/i;
/** What the owner reads on the card (the sources keep their pages' own titles). */
const words = (card: ReturnType<typeof firstAidCards>[number]["card"]) =>
  [card.title, ...card.steps, ...card.avoid, card.moving, card.goNow].join("\n");
const card = (key: string, locale: string, species: string | null) => firstAidCards([key], locale, species)[0].card;

describe("species-aware first-aid cards", () => {
  const rows = [...CARD_SPECIES, "small_mammal", "other"].flatMap((species) =>
    LOCALES.flatMap((locale) => SYMPTOM_KEYS.map((key) => [species, locale, key] as const)),
  );

  it.each(rows)("%s · %s · %s: no cat or dog wording, and a card the schema accepts", (species, locale, key) => {
    const shown = card(key, locale, species);
    expect(words(shown)).not.toMatch(CAT_OR_DOG);
    expect(() => cardSchema.parse(shown)).not.toThrow();
  });

  it("a rabbit that is not eating: gut stasis, now, from veterinary pages, in both languages", () => {
    const en = card("not_eating", "en", "rabbit");
    expect(words(en)).toContain("gut stasis can kill within hours");
    expect(en.goNow).toBe("Go at once, even at night: a rabbit that stops eating or passing droppings needs a vet now.");
    expect(words(en)).not.toContain("a day without food");
    expect(en.sources.map((s) => s.url)).toEqual([
      "https://www.maynevets.co.uk/2018/08/gastrointestinal-stasis/",
      "https://heathfieldvets.co.uk/gut-stasis",
      "http://www.rabbitwelfare.co.uk/resources/content/info-sheets/emergenc.htm",
    ]);
    const zh = card("not_eating", "zh-HK", "rabbit");
    expect(words(zh)).toContain("腸胃停滯可在數小時內致命");
    expect(zh.sources).toEqual(en.sources);
  });

  it("says which species a differing step is for", () => {
    expect(card("breathing", "en", "bird").goNow).toMatch(/for a bird, also if it breathes with its beak open/);
    expect(card("not_eating", "zh-HK", "bird").steps.join()).toContain("雀鳥的話");
    expect(card("not_eating", "en", "reptile").moving).toMatch(/^Keep a reptile warm/);
    // A pet with no sourced line of its own makes no species claim.
    expect(words(card("not_eating", "en", "small_mammal"))).not.toMatch(/rabbit|bird|reptile/i);
  });

  it("keeps the cards as written for dogs, cats and an unknown pet", () => {
    for (const species of ["dog", "cat", null]) {
      expect(card("not_eating", "en", species)).toBe(FIRST_AID.en.cards.not_eating);
      expect(card("not_eating", "zh-HK", species)).toBe(FIRST_AID["zh-HK"].cards.not_eating);
    }
  });

  it("links each pet to its own version of a card's page", () => {
    expect(cardPath("not_eating", "rabbit")).toBe("/first-aid/not_eating/rabbit");
    expect(cardPath("breathing", "small_mammal")).toBe("/first-aid/breathing/neutral");
    expect(cardPath("breathing", "cat")).toBe("/first-aid/breathing");
    expect(cardPath("breathing", null)).toBe("/first-aid/breathing");
  });

  it("the two languages patch the same lines with the same sources", () => {
    const [en, zh] = [SPECIES_LINES.en, SPECIES_LINES["zh-HK"]];
    const shape = (patches: object) =>
      JSON.stringify(patches, (k, v) => (typeof v === "string" && k !== "url" && k !== "title" && k !== "checked" ? "·" : v));
    expect(shape(zh)).toEqual(shape(en));
  });
});
