import { translator } from "@/lib/i18n/translator";
import {
  compareClinics,
  pinAccepted,
  priorityIds,
  sortClinics,
  bestClinic,
  bestClinicFrom,
  orderForPet,
  leftOutOfQuickBroadcast,
  FIRST_PICK_REASONS,
  type FirstPickReason,
} from "./ranking";
import { PROFILE_SPECIES } from "./profile";

const c = (id: string, distanceKm: number | null, is24Hour = false) => ({ id, distanceKm, is24Hour });

describe("clinic ranking", () => {
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
    const pick = bestClinic([clinic("day", 0.3, false), clinic("far24", 4.2, true), clinic("near24", 2.1, true)]);
    expect(pick).toMatchObject({ clinic: { id: "near24" }, reason: "nearest_24h" });
  });

  it("skips a hospital that said it is not accepting emergencies", () => {
    // Not "nearest": a nearer open hospital exists, it only said it is not accepting.
    expect(bestClinic([clinic("closed", 0.5, true, false), clinic("next", 1.5, true)])).toMatchObject({
      clinic: { id: "next" },
      reason: "open_24h",
    });
  });

  it("is null when no clinic is open and accepting", () => {
    expect(bestClinic([clinic("day", 0.3, false), clinic("off", 1, true, false)])).toBeNull();
  });

  it("falls back to the nearest clinic open now when no 24-hour hospital is accepting", () => {
    expect(bestClinic([clinic("day", 0.3, false, undefined, "open"), clinic("h24", 3, true, false)])).toMatchObject({
      clinic: { id: "day" },
      reason: "nearest_open",
    });
    expect(bestClinic([clinic("day", 0.9, false, undefined, "open"), clinic("h24", 0.5, true, false)])?.reason).toBe("open_now");
  });
});

describe("approximate points", () => {
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

describe("the one rule for this request and this pet", () => {
  const now = new Date("2026-11-26T03:30:00+08:00");
  const fresh = "2026-10-12";
  const stale = "2025-08-20";
  const night = (rabbit: boolean | null, asOf = fresh) => ({
    species: {
      value: {
        day: { dog: null, cat: null, rabbit, bird: null, reptile: null, small_mammal: null },
        night: { dog: null, cat: null, rabbit, bird: null, reptile: null, small_mammal: null },
      },
      source: "clinic" as const,
      sourceUrl: null,
      asOf,
    },
  });
  const hotline = {
    phone_first: {
      value: { phone: "+85227111000", reason: null },
      source: "public" as const,
      sourceUrl: "https://www.spca.org.hk/",
      asOf: null,
    },
  };
  type Profile = ReturnType<typeof night> | typeof hotline | null;
  const h = (id: string, distanceKm: number, profile: Profile = null, state = "open24h") => ({
    id,
    distanceKm,
    is24Hour: true,
    availability: null,
    openStatus: { state },
    profile,
  });
  const answers = (entries: [string, "accepted" | "declined"][]) =>
    new Map(entries.map(([id, response]) => [id, { response, at: "2026-11-25T19:27:00Z" }]));

  type Row = {
    case: string;
    clinics: ReturnType<typeof h>[];
    species?: string;
    answered?: [string, "accepted" | "declined"][];
    first: string | null;
    /** Why it is first: "nearest" only when no open hospital is nearer, whatever left the nearer one out. */
    reason: FirstPickReason | null;
    order: string[];
    leftOut: string[];
  };
  const rows: Row[] = [
    {
      case: "a hospital that declined is never the first pick and sorts last",
      reason: "open_24h",
      clinics: [h("declined", 0.5), h("next", 1.5), h("far", 3)],
      answered: [["declined", "declined"]],
      first: "next",
      order: ["next", "far", "declined"],
      leftOut: ["declined"],
    },
    {
      case: "a hospital that accepted becomes the first pick, however far",
      reason: "accepted",
      clinics: [h("near", 0.5), h("far", 3), h("acceptor", 6)],
      answered: [["acceptor", "accepted"]],
      first: "acceptor",
      order: ["acceptor", "near", "far"],
      leftOut: [],
    },
    {
      case: "for a rabbit, a hospital that states it sees rabbits at night ranks first among open ones",
      reason: "sees_species",
      clinics: [h("unknown", 0.5), h("sees", 6, night(true))],
      species: "rabbit",
      first: "sees",
      order: ["sees", "unknown"],
      leftOut: [],
    },
    {
      case: "one that states it does not see rabbits is never picked, sorts after the unknown and is left out of the quick broadcast",
      reason: "open_24h",
      clinics: [h("not", 0.5, night(false)), h("unknown", 2)],
      species: "rabbit",
      first: "unknown",
      order: ["unknown", "not"],
      leftOut: ["not"],
    },
    {
      case: "for a dog the species facts do not matter",
      reason: "nearest_24h",
      clinics: [h("not", 0.5, night(false)), h("sees", 2, night(true))],
      species: "dog",
      first: "not",
      order: ["not", "sees"],
      leftOut: [],
    },
    {
      case: "a phone-before-coming hospital is never the default first pick and is left out of the quick broadcast",
      reason: "open_24h",
      clinics: [h("spca", 0.3, hotline), h("next", 2)],
      first: "next",
      order: ["spca", "next"],
      leftOut: ["spca"],
    },
    {
      case: "a closed hospital that sees rabbits is not the first pick and is not ranked first",
      reason: "nearest_24h",
      clinics: [h("unknown", 0.5), h("closed", 1, night(true), "closed")],
      species: "rabbit",
      first: "unknown",
      order: ["unknown", "closed"],
      leftOut: [],
    },
    {
      case: "a profile fact older than 12 months ranks as unknown",
      reason: "nearest_24h",
      clinics: [h("unknown", 0.5), h("old", 2, night(true, stale)), h("oldNo", 3, night(false, stale))],
      species: "rabbit",
      first: "unknown",
      order: ["unknown", "old", "oldNo"],
      leftOut: [],
    },
  ];

  it.each(rows)("$case", ({ clinics, species, answered, first, reason, order, leftOut }) => {
    const ctx = { species, answers: answers(answered ?? []), now };
    expect(bestClinic(clinics, ctx)?.clinic.id ?? null).toBe(first);
    expect(bestClinic(clinics, ctx)?.reason ?? null).toBe(reason);
    expect(orderForPet(clinics, ctx).map((c) => c.id)).toEqual(order);
    expect(clinics.filter((c) => leftOutOfQuickBroadcast(c, ctx)).map((c) => c.id)).toEqual(leftOut);
  });
});

describe("the first card's heading says why it is first", () => {
  it("has a label for every reason, in English and in Chinese (for every species the profile asks about)", () => {
    const en = translator("en", "FirstPick");
    const zh = translator("zh-HK", "FirstPick");
    for (const reason of FIRST_PICK_REASONS) {
      for (const species of PROFILE_SPECIES) {
        expect(en(reason, { species })).toMatch(/^[A-Z]/);
        expect(zh(reason, { species })).toMatch(/[\u3400-\u9fff]/);
        expect(zh(reason, { species }).replace(/24/g, "")).not.toMatch(/[A-Za-z]/);
      }
    }
    expect(en("sees_species", { species: "rabbit" })).toContain("rabbits");
    expect(zh("sees_species", { species: "rabbit" })).toContain("兔");
    expect(en("nearest_24h", { species: "dog" })).toContain("Nearest");
    expect(en("open_24h", { species: "dog" })).not.toMatch(/nearest/i);
  });
});

// From Lamma, the island's own open clinic before a
// 24-hour hospital across the water; the usual choice when none is open.
const LAMMA = { latitude: 22.2275, longitude: 114.1105 };
const KENNEDY_TOWN = { latitude: 22.2821, longitude: 114.1266 };
const clinic = (id: string, at: { latitude: number; longitude: number }, is24Hour: boolean, state: string, distanceKm: number) => ({
  id,
  ...at,
  is24Hour,
  distanceKm,
  coordPrecision: "building",
  availability: null,
  openStatus: { state },
});

describe("bestClinicFrom", () => {
  const vec = clinic("vec", KENNEDY_TOWN, true, "open24h", 6.3);
  it("prefers an open clinic on the owner's island to a nearer-ranked 24-hour hospital across water", () => {
    const lamma = clinic("lamma", { latitude: 22.2262, longitude: 114.1118 }, false, "open", 0.2);
    expect(bestClinicFrom([vec, lamma], LAMMA)).toMatchObject({ clinic: { id: "lamma" }, reason: "no_ferry" });
  });

  it("falls back to the usual choice when the island's clinic is closed, and changes nothing on the mainland", () => {
    const closed = clinic("lamma", { latitude: 22.2262, longitude: 114.1118 }, false, "closed", 0.2);
    expect(bestClinicFrom([vec, closed], LAMMA)).toMatchObject({ clinic: { id: "vec" }, reason: "nearest_24h" });
    const mongKok = clinic("mk", { latitude: 22.3177, longitude: 114.1723 }, false, "open", 0.5);
    const far24 = clinic("far", KENNEDY_TOWN, true, "open24h", 4);
    expect(bestClinicFrom([mongKok, far24], { latitude: 22.3193, longitude: 114.1694 })?.clinic.id).toBe("far");
  });
});
