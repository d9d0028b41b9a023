import { flagTextSchema, parseFlag } from "./flag";

// One reading of a yes/no flag for the API's ?is24Hour=, the directory's ?h24= and an import's CSV cell.
describe("parseFlag", () => {
  it("reads the words each caller sends, in any case, and nothing else", () => {
    for (const word of ["1", "true", "Yes", " Y ", "on"]) expect(parseFlag(word)).toBe(true);
    for (const word of ["0", "FALSE", "no", "n", "off"]) expect(parseFlag(word)).toBe(false);
    for (const word of ["", "maybe", "2"]) expect(parseFlag(word)).toBeUndefined();
  });

  it("refuses other text with the field message the forms translate", () => {
    expect(flagTextSchema.parse("Y")).toBe(true);
    const failed = flagTextSchema.safeParse("maybe");
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0].message).toBe("Validation.invalidType");
  });
});
