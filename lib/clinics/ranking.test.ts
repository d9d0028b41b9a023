import { compareClinics, pinAccepted, priorityIds, sortClinics, bestClinic } from "./ranking";

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

describe("bestClinic", () => {
  const clinic = (
    id: string,
    distanceKm: number | null,
    is24Hour: boolean,
    accepting?: boolean,
    state = is24Hour ? "open24h" : "closed",
  ) => ({
    id,
    distanceKm,
    is24Hour,
    availability: accepting === undefined ? null : { accepting },
    openStatus: { state },
  });

  it("is the nearest 24-hour hospital, even when a day clinic is nearer", () => {
    expect(bestClinic([clinic("day", 0.3, false), clinic("far24", 4.2, true), clinic("near24", 2.1, true)])?.id).toBe("near24");
  });

  it("skips a hospital that said it is not accepting emergencies", () => {
    expect(bestClinic([clinic("closed", 0.5, true, false), clinic("next", 1.5, true)])?.id).toBe("next");
  });

  it("is null when no clinic is open and accepting", () => {
    expect(bestClinic([clinic("day", 0.3, false), clinic("off", 1, true, false)])).toBeNull();
  });

  it("falls back to the nearest clinic open now when no 24-hour hospital is accepting", () => {
    expect(bestClinic([clinic("day", 0.3, false, undefined, "open"), clinic("h24", 3, true, false)])?.id).toBe("day");
  });
});

describe("approximate points (issue 16)", () => {
  const at = (id: string, distanceKm: number, coordPrecision: "building" | "area", is24Hour = true) => ({
    id,
    distanceKm,
    is24Hour,
    coordPrecision,
  });

  it("sorts a clinic placed at its area's centre after the clinics with their own point in the same 1 km band", () => {
    const list = [at("area0", 0.0, "area"), at("own0.8", 0.8, "building"), at("own1.5", 1.5, "building"), at("area1.2", 1.2, "area")];
    expect(sortClinics(list).map((c) => c.id)).toEqual(["own0.8", "area0", "own1.5", "area1.2"]);
  });

  it("never gives the Priority badge to an approximate clinic ahead of a building-level 24-hour clinic", () => {
    const list = sortClinics([
      at("a1", 0.1, "area"),
      at("a2", 0.3, "area"),
      at("b1", 2.2, "building"),
      at("b2", 3.1, "building"),
      at("b3", 4.9, "building"),
    ]);
    expect([...priorityIds(list)].sort()).toEqual(["b1", "b2", "b3"]);
    expect([...priorityIds([at("a1", 0.1, "area"), at("b1", 2.2, "building")])].sort()).toEqual(["a1", "b1"]);
  });
});
