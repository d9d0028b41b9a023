import type { HospitalState } from "@/lib/request-state/derive";
import { FIRST_CARDS, resultsList, type ResultsClinic, type ResultsListInput } from "./results-list";

// The results page renders what resultsList returns: the first pick, the one rule's
// order, the profile filters of its URL and which cards the first render sends.

const NOW = "2026-11-26T19:30:00.000Z";
const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };

type Facts = Partial<Pick<ResultsClinic, "is24Hour" | "profile" | "openStatus">>;

/** A clinic `km` from the owner; 24-hour unless said. */
const clinic = (id: string, km: number, facts: Facts = {}): ResultsClinic =>
  ({
    id,
    name: id,
    nameZh: null,
    address: `${id} Road`,
    addressZh: null,
    regionCode: "KLN",
    latitude: MONG_KOK.latitude + km / 111,
    longitude: MONG_KOK.longitude,
    whatsapp: null,
    hasEmail: false,
    coordPrecision: "building",
    distanceKm: km,
    is24Hour: facts.is24Hour ?? true,
    availability: null,
    openStatus: facts.openStatus ?? (facts.is24Hour === false ? { state: "closed" } : { state: "open24h" }),
    profile: facts.profile ?? null,
  }) as unknown as ResultsClinic;

const answered = (clinicId: string, response: "accepted" | "declined"): HospitalState =>
  ({ clinicId, answer: { response, at: "2026-11-26T19:20:00.000Z" } }) as HospitalState;

const fact = <V>(value: V) => ({ value, source: "clinic" as const, sourceUrl: null, asOf: "2026-10-01" });
const ICU = {
  facilities: fact({ xray: null, ultrasound: null, ct: null, mri: null, icu_oxygen: true, blood_transfusion: null, night_surgery: null }),
};
const RABBITS = (yes: boolean) => {
  const species = { dog: null, cat: null, rabbit: yes, bird: null, reptile: null, small_mammal: null };
  return { species: fact({ day: species, night: species }) };
};

const list = (input: Partial<ResultsListInput<ResultsClinic>>) =>
  resultsList({ clinics: [], hospitals: [], species: "dog", origin: MONG_KOK, now: NOW, query: {}, ...input });
const ids = (clinics: readonly { id: string }[]) => clinics.map((c) => c.id);

describe("resultsList", () => {
  it("orders by the one rule: the clinic that accepted first and first pick, the one that declined last", () => {
    const clinics = [clinic("near", 1), clinic("mid", 2), clinic("far", 8)];
    const result = list({ clinics, hospitals: [answered("far", "accepted"), answered("near", "declined")] });
    expect(ids(result.listed)).toEqual(["far", "mid", "near"]);
    expect(result.first).toMatchObject({ clinic: { id: "far" }, reason: "accepted" });
    expect([...result.accepted]).toEqual(["far"]);
  });

  it("puts the open hospitals that state they see the pet first, and asks the others' cards", () => {
    const clinics = [clinic("unknown", 1), clinic("no", 2, { profile: RABBITS(false) }), clinic("yes", 3, { profile: RABBITS(true) })];
    const result = list({ clinics, species: "rabbit" });
    expect(ids(result.listed)).toEqual(["yes", "unknown", "no"]);
    expect(clinics.map(result.asksSpecies)).toEqual([true, false, false]);
    expect(list({ clinics, species: "dog" }).asksSpecies(clinics[0])).toBe(false);
  });

  it("has no first pick without a location", () => {
    expect(list({ clinics: [clinic("a", 1)], origin: null }).first).toBeNull();
  });

  it("applies the URL's profile filters, never to a clinic that accepted", () => {
    const clinics = [clinic("plain", 1), clinic("icu", 2, { profile: ICU }), clinic("yes", 3)];
    const result = list({ clinics, hospitals: [answered("yes", "accepted")], query: { icu: "1" } });
    expect(result.profileFilters).toEqual({ sees: false, icu: true });
    expect(ids(result.listed)).toEqual(["yes", "icu"]);
    // "Sees <species>" is offered, and applied, only for a pet that is not a dog or cat.
    expect(list({ clinics, query: { sees: "1" } }).profileFilters.sees).toBe(false);
  });

  describe("the cards the first render sends", () => {
    const many = Array.from({ length: 9 }, (_, i) => clinic(`h${i}`, i + 1));
    const day = clinic("day", 0.5, { is24Hour: false });

    it(`the default list's nearest ${FIRST_CARDS} and every clinic that answered, with a link to the rest`, () => {
      const result = list({ clinics: [day, ...many], hospitals: [answered("h8", "declined")] });
      expect(ids(result.carded)).toEqual(["h0", "h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8"].filter((id) => id !== "h6" && id !== "h7"));
      expect(result.firstCards).toEqual(result.carded);
      expect(result.moreQuery).toBe("?more=1");
      expect(list({ clinics: many, query: { icu: "1" } }).moreQuery).toBeNull(); // nothing left over: no clinic states ICU
    });

    it("keeps the filters in the link to the rest", () => {
      const withIcu = many.map((c) => ({ ...c, profile: ICU }) as ResultsClinic);
      expect(list({ clinics: withIcu, query: { icu: "1" } }).moreQuery).toBe("?icu=1&more=1");
    });

    it("?more=1 sends the whole default list (24-hour and accepted), ?all=1 every card", () => {
      const more = list({ clinics: [day, ...many], query: { more: "1" } });
      expect(ids(more.carded)).toEqual(ids(many));
      expect(more.moreQuery).toBeNull();
      const all = list({ clinics: [day, ...many], query: { all: "1" } });
      expect(all.allCards).toBe(true);
      expect(ids(all.carded)).toEqual(ids([day, ...many]));
      expect(all.filterable).toEqual(all.listed);
    });

    it("sends the browser's filters what the default filters show or hint at: a nearer clinic open now, not a closed one", () => {
      const openDay = clinic("open-day", 0.3, { is24Hour: false, openStatus: { state: "open" } as ResultsClinic["openStatus"] });
      const result = list({ clinics: [openDay, day, ...many.slice(0, 2)] });
      expect(ids(result.filterable)).toEqual(["open-day", "h0", "h1"]);
      expect(ids(result.listed)).toEqual(["open-day", "day", "h0", "h1"]);
    });
  });
});
