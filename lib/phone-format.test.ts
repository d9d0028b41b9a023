import { dialString, displayPhone, phoneDigits } from "./phone-format";

describe("phone formats", () => {
  it("dials stored numbers as stored and a bare 8-digit number as a Hong Kong one", () => {
    expect(dialString("+85227812386")).toBe("+85227812386");
    expect(dialString("+852 2781-2386")).toBe("+85227812386");
    expect(dialString("2781 2386")).toBe("+85227812386");
    expect(dialString("999")).toBe("999");
  });

  it("gives wa.me its digits, adding 852 to a bare Hong Kong number", () => {
    expect(phoneDigits("+852 5374 4244")).toBe("85253744244");
    expect(phoneDigits("53744244")).toBe("85253744244");
    expect(phoneDigits("+44 7911 123456")).toBe("447911123456");
  });

  it("shows Hong Kong numbers in groups of four, anything else as stored", () => {
    expect(displayPhone("+85227812386")).toBe("+852 2781 2386");
    expect(displayPhone("+441234567890")).toBe("+441234567890");
  });
});
