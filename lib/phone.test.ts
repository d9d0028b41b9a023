import { normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it("reads a bare number as a Hong Kong one, in any usual spelling", () => {
    expect(normalizePhone("2781 2386")).toBe("+85227812386"); // landline
    expect(normalizePhone("9123 4567")).toBe("+85291234567"); // mobile
    expect(normalizePhone("61234567")).toBe("+85261234567");
    expect(normalizePhone(" +852 2781-2386 ")).toBe("+85227812386");
    expect(normalizePhone("(852) 9123 4567")).toBe("+85291234567");
    expect(normalizePhone("0085291234567")).toBe("+85291234567");
  });

  it("accepts a foreign number given with its country code", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone("+1 (212) 555-0123")).toBe("+12125550123");
    expect(normalizePhone("+86 138 0013 8000")).toBe("+8613800138000");
  });

  it("refuses what is no Hong Kong number, even with eight digits", () => {
    // Hong Kong numbers start 2, 3 (fixed) or 4-9 (mobile, pager); 1 and 0 start none.
    expect(normalizePhone("1234 5678")).toBeNull();
    expect(normalizePhone("+852 1234 5678")).toBeNull();
    expect(normalizePhone("0000 0000")).toBeNull();
    expect(normalizePhone("2781 238")).toBeNull(); // seven digits
    expect(normalizePhone("call me 2781 2386")).toBeNull();
    expect(normalizePhone("")).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
});
