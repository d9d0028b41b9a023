import { compareClinics, pinAccepted, priorityIds, sortClinics } from "./ranking";

const c = (id: string, distanceKm: number | null, is24Hour = false) => ({ id, distanceKm, is24Hour });

describe("clinic ranking (SPEC §9)", () => {
  it("sorts by distance ascending with unknown distances last", () => {
    const sorted = sortClinics([c("far", 9), c("unknown", null), c("near", 1.2), c("mid", 4)]);
    expect(sorted.map((x) => x.id)).toEqual(["near", "mid", "far", "unknown"]);
  });

  it("puts 24-hour clinics first among equal distances", () => {
    expect(compareClinics(c("day", 2), c("night", 2, true))).toBeGreaterThan(0);
    expect(sortClinics([c("day", null), c("night", null, true)]).map((x) => x.id)).toEqual(["night", "day"]);
  });

  it("gives the Priority badge to the first three 24-hour clinics under 5 km only", () => {
    const list = sortClinics([
      c("a", 0.5, true),
      c("b", 1, false),
      c("c", 2, true),
      c("d", 4.9, true),
      c("e", 4.95, true),
      c("f", 6, true),
    ]);
    expect([...priorityIds(list)]).toEqual(["a", "c", "d"]);
    expect(priorityIds([c("x", 5, true), c("y", null, true)]).size).toBe(0);
  });

  it("pins clinics that accepted the case to the top, even when a filter would hide them", () => {
    const all = [c("a", 1), c("b", 2), c("c", 3), c("hidden", 4)];
    const filtered = all.slice(0, 3);
    expect(pinAccepted(filtered, all, new Set(["c"])).map((x) => x.id)).toEqual(["c", "a", "b"]);
    expect(pinAccepted(filtered, all, new Set(["hidden"])).map((x) => x.id)).toEqual(["hidden", "a", "b", "c"]);
    expect(pinAccepted(filtered, all, new Set()).map((x) => x.id)).toEqual(["a", "b", "c"]);
  });
});
