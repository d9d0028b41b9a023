import { readSearchTerms } from "./search-terms";

describe("the profile terms of a directory search", () => {
  it("reads species and facilities in both languages, any case", () => {
    expect(readSearchTerms("rabbit")).toEqual({ species: ["rabbit"], facilities: [], rest: "" });
    expect(readSearchTerms("Rabbits")).toEqual({ species: ["rabbit"], facilities: [], rest: "" });
    expect(readSearchTerms("兔")).toEqual({ species: ["rabbit"], facilities: [], rest: "" });
    expect(readSearchTerms("CT")).toEqual({ species: [], facilities: ["ct"], rest: "" });
    expect(readSearchTerms("icu")).toEqual({ species: [], facilities: ["icu_oxygen"], rest: "" });
    expect(readSearchTerms("電腦掃描")).toEqual({ species: [], facilities: ["ct"], rest: "" });
    expect(readSearchTerms("guinea pig").species).toEqual(["small_mammal"]);
    expect(readSearchTerms("雀鳥").species).toEqual(["bird"]);
  });

  it("leaves the rest of the text for names and addresses", () => {
    expect(readSearchTerms("rabbit Tai Wai")).toEqual({ species: ["rabbit"], facilities: [], rest: "Tai Wai" });
    expect(readSearchTerms("沙田 兔")).toEqual({ species: ["rabbit"], facilities: [], rest: "沙田" });
    expect(readSearchTerms("rabbit CT")).toEqual({ species: ["rabbit"], facilities: ["ct"], rest: "" });
  });

  it("takes a Latin word only whole: 'Victoria' has no CT, 'Mong Kok' no term at all", () => {
    expect(readSearchTerms("Victoria")).toEqual({ species: [], facilities: [], rest: "Victoria" });
    expect(readSearchTerms("Mong Kok")).toEqual({ species: [], facilities: [], rest: "Mong Kok" });
    expect(readSearchTerms("")).toEqual({ species: [], facilities: [], rest: "" });
    // Punctuation alone is text to look for ("100%"), unless it only separated terms.
    expect(readSearchTerms("%")).toEqual({ species: [], facilities: [], rest: "%" });
  });

  it("takes a Chinese term only on its own: 「九龍貓醫院」 is a name, not 「龍貓」", () => {
    expect(readSearchTerms("九龍貓醫院")).toEqual({ species: [], facilities: [], rest: "九龍貓醫院" });
    expect(readSearchTerms("龍貓").species).toEqual(["small_mammal"]);
    expect(readSearchTerms("兔、電腦掃描")).toEqual({ species: ["rabbit"], facilities: ["ct"], rest: "" });
  });
});
