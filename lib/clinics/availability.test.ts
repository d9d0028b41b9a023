import { availabilityClaim } from "./availability";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("availabilityClaim", () => {
  it("makes no claim for a clinic nobody ever set (the seeded default)", () => {
    expect(availabilityClaim({ isAvailable: true, availabilityUpdatedAt: null, availabilitySource: null }, now)).toBeNull();
  });

  it("says accepting, by whom and when, for a clinic that confirmed just now", () => {
    expect(availabilityClaim({ isAvailable: true, availabilityUpdatedAt: ago(0), availabilitySource: "clinic" }, now)).toEqual({
      accepting: true,
      source: "clinic",
      at: now.toISOString(),
    });
  });

  it("says not accepting for a clinic switched off an hour ago", () => {
    expect(availabilityClaim({ isAvailable: false, availabilityUpdatedAt: ago(60), availabilitySource: "admin" }, now)).toMatchObject({
      accepting: false,
      source: "admin",
    });
  });

  it("drops the claim once it is a day old", () => {
    const facts = { isAvailable: true, availabilitySource: "clinic_reply" };
    expect(availabilityClaim({ ...facts, availabilityUpdatedAt: ago(24 * 60 - 1) }, now)).not.toBeNull();
    expect(availabilityClaim({ ...facts, availabilityUpdatedAt: ago(24 * 60) }, now)).toBeNull();
  });

  it("ignores a time without a known source", () => {
    expect(availabilityClaim({ isAvailable: true, availabilityUpdatedAt: ago(5), availabilitySource: "import" }, now)).toBeNull();
  });
});
