import { displayPhone, normalizePhone } from "./phone";

describe("phones", () => {
  it("normalises Hong Kong numbers to E.164 and refuses what holds no number", () => {
    expect(normalizePhone("2781 2386")).toBe("+85227812386");
    expect(normalizePhone("+852 2781-2386")).toBe("+85227812386");
    expect(normalizePhone("call me")).toBeNull();
  });

  it("shows Hong Kong numbers in groups of four, anything else as stored", () => {
    expect(displayPhone("+85227812386")).toBe("+852 2781 2386");
    expect(displayPhone("+441234567890")).toBe("+441234567890");
  });
});
