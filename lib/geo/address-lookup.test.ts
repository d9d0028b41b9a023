import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readAlsAnswer } from "./address-lookup";

// The Address Lookup Service's real answer, as published
// (tests/peers/fixtures/als-lookup.json: ChiPremisesAddress, "Score": 75.00).
const text = readFileSync(join(process.cwd(), "tests/peers/fixtures/als-lookup.json"), "utf8");

describe("an ALS answer as published", () => {
  it("reads the point and the score written 75.00", () => {
    expect(text).toContain('"Score": 75.00');
    expect(text).toContain('"ChiPremisesAddress"');
    expect(readAlsAnswer(JSON.parse(text), 75)).toEqual({ latitude: 22.2262, longitude: 114.1118, exact: true });
  });

  it("counts a suggestion scoring under the threshold as a look-alike (approximate), also when the score is text", () => {
    expect(readAlsAnswer(JSON.parse(text), 80)).toMatchObject({ exact: false });
    const asText = JSON.parse(text.replace('"Score": 75.00', '"Score": "75.00"')) as unknown;
    expect(readAlsAnswer(asText, 80)).toMatchObject({ exact: false });
    expect(readAlsAnswer(asText, 70)).toMatchObject({ exact: true });
    const noScore = JSON.parse(text.replace('"ValidationInformation": { "Score": 75.00 }', '"ValidationInformation": {}')) as unknown;
    expect(readAlsAnswer(noScore, 0)).toMatchObject({ exact: false });
  });

  it("answers null with no suggestion and 'invalid' for another document", () => {
    expect(readAlsAnswer({ SuggestedAddress: [] }, 80)).toBeNull();
    expect(readAlsAnswer({ features: [] }, 80)).toBe("invalid");
  });
});

describe("a live ALS answer as published (q=Focal: three suggestions, blocks, estates, all scoring 75.00)", () => {
  const focal = readFileSync(join(process.cwd(), "tests/peers/fixtures/als-lookup-focal.json"), "utf8");

  it("takes the first suggestion's point, exact only when 75.00 meets the threshold", () => {
    expect(focal).toContain('"Score":75.00');
    expect(readAlsAnswer(JSON.parse(focal), 75)).toEqual({ latitude: 22.31004, longitude: 114.18978, exact: true });
    expect(readAlsAnswer(JSON.parse(focal), 80)).toEqual({ latitude: 22.31004, longitude: 114.18978, exact: false });
  });
});
