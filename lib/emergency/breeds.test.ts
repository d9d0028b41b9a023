import { breedLabel, breedsFor, CAT_BREEDS, DOG_BREEDS, resolveBreed } from "./breeds";

describe("breed lists", () => {
  it("has 28 dog and 24 cat breeds, each ending with Mixed Breed", () => {
    expect(DOG_BREEDS).toHaveLength(28);
    expect(CAT_BREEDS).toHaveLength(24);
    expect(DOG_BREEDS.at(-1)).toEqual({ en: "Mixed Breed", zh: "混種" });
    expect(CAT_BREEDS.at(-1)).toEqual({ en: "Mixed Breed", zh: "混種" });
  });

  it("has no duplicate names within a list", () => {
    for (const list of [DOG_BREEDS, CAT_BREEDS]) {
      expect(new Set(list.map((b) => b.en.toLowerCase())).size).toBe(list.length);
      expect(new Set(list.map((b) => b.zh)).size).toBe(list.length);
    }
  });

  it("picks the list by species", () => {
    expect(breedsFor("dog")).toBe(DOG_BREEDS);
    expect(breedsFor("cat")).toBe(CAT_BREEDS);
    expect(breedsFor(undefined)).toEqual([]);
    expect(breedsFor("rabbit")).toEqual([]);
  });
});

describe("resolveBreed", () => {
  it("stores the English name for a known English name in any case", () => {
    expect(resolveBreed("labrador retriever", "dog")).toBe("Labrador Retriever");
    expect(resolveBreed("  SHIBA INU ", "dog")).toBe("Shiba Inu");
  });

  it("stores the English name for a known Chinese name", () => {
    expect(resolveBreed("拉布拉多尋回犬", "dog")).toBe("Labrador Retriever");
    expect(resolveBreed("布偶貓", "cat")).toBe("Ragdoll");
    expect(resolveBreed("混種", "cat")).toBe("Mixed Breed");
  });

  it("searches both lists when the species is unknown, only that species' list otherwise", () => {
    expect(resolveBreed("布偶貓")).toBe("Ragdoll");
    expect(resolveBreed("柴犬", undefined)).toBe("Shiba Inu");
    expect(resolveBreed("布偶貓", "dog")).toBe("布偶貓");
  });

  it("keeps free text trimmed and treats blank as no breed", () => {
    expect(resolveBreed("  Shiba mix ", "dog")).toBe("Shiba mix");
    expect(resolveBreed("   ", "dog")).toBeUndefined();
    expect(resolveBreed("", "cat")).toBeUndefined();
    expect(resolveBreed(null)).toBeUndefined();
    expect(resolveBreed(undefined, "dog")).toBeUndefined();
  });
});

describe("breedLabel (「唐貓」 on a Chinese page)", () => {
  it("shows a stored breed in the page's language, and anything else as stored", () => {
    expect(breedLabel("Domestic Shorthair", "cat", "zh-HK")).toBe("唐貓");
    expect(breedLabel("Domestic Shorthair", null, "zh-HK")).toBe("唐貓");
    expect(breedLabel("Domestic Shorthair", "cat", "en")).toBe("Domestic Shorthair");
    expect(breedLabel("Ragamuffin-ish", "cat", "zh-HK")).toBe("Ragamuffin-ish");
  });
});
