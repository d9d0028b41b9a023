import { DEFAULT_FILTERS, defaultFilterClinics, escapeLike, filterClinics, matchesSearch, nearerOpenClinics } from "./filter";

const clinic = (over: Partial<Parameters<typeof matchesSearch>[0]> & { id: string }) => ({
  name: "Clinic",
  nameZh: null,
  address: "Somewhere",
  addressZh: null,
  regionCode: "KLN",
  is24Hour: true,
  whatsapp: null,
  distanceKm: 1,
  openStatus: { state: "open24h" },
  ...over,
});

const list = [
  clinic({
    id: "mk",
    name: "Mong Kok Animal Hospital",
    nameZh: "旺角動物醫院",
    address: "Nathan Road, Mong Kok",
    whatsapp: "+85291234567",
  }),
  clinic({
    id: "central",
    name: "Central Vets",
    address: "Queen's Road Central",
    addressZh: "中環皇后大道中",
    regionCode: "HKI",
    is24Hour: false,
    distanceKm: 7,
  }),
  clinic({ id: "far", name: "Yuen Long Pet Hospital", regionCode: "NT", distanceKm: 25, whatsapp: "+85298765432" }),
  clinic({ id: "nogps", name: "No GPS Clinic", distanceKm: null }),
];
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe("results filters", () => {
  it("defaults to 24-hour only, WhatsApp off", () => {
    expect(DEFAULT_FILTERS).toMatchObject({ only24h: true, whatsappOnly: false, maxKm: null, regionCode: null });
    expect(ids(filterClinics(list, DEFAULT_FILTERS))).toEqual(["mk", "far", "nogps"]);
  });

  it("searches names and addresses in both languages, case-insensitively", () => {
    const all = { ...DEFAULT_FILTERS, only24h: false };
    expect(ids(filterClinics(list, { ...all, search: "MONG kok" }))).toEqual(["mk"]);
    expect(ids(filterClinics(list, { ...all, search: "旺角" }))).toEqual(["mk"]);
    expect(ids(filterClinics(list, { ...all, search: "皇后大道" }))).toEqual(["central"]);
    expect(ids(filterClinics(list, { ...all, search: "nathan" }))).toEqual(["mk"]);
  });

  it("filters by region, distance (unknown distance excluded) and WhatsApp", () => {
    const all = { ...DEFAULT_FILTERS, only24h: false };
    expect(ids(filterClinics(list, { ...all, regionCode: "HKI" }))).toEqual(["central"]);
    expect(ids(filterClinics(list, { ...all, maxKm: 10 }))).toEqual(["mk", "central"]);
    expect(ids(filterClinics(list, { ...all, whatsappOnly: true }))).toEqual(["mk", "far"]);
  });
});

describe("escapeLike", () => {
  it("escapes LIKE wildcards and the escape character, nothing else", () => {
    expect(escapeLike("100%_a\\b 旺角")).toBe("100\\%\\_a\\\\b 旺角");
  });
});

describe("open now", () => {
  const day = (id: string, distanceKm: number, state: string) => clinic({ id, is24Hour: false, distanceKm, openStatus: { state } });
  const all = [
    day("openNear", 0.4, "open"),
    day("closedNear", 0.6, "closed"),
    clinic({ id: "h24", distanceKm: 2 }),
    day("openFar", 5, "open"),
  ];

  it("keeps only clinics open now (24-hour clinics count as open)", () => {
    expect(ids(filterClinics(all, { ...DEFAULT_FILTERS, only24h: false, openNow: true }))).toEqual(["openNear", "h24", "openFar"]);
  });

  it("finds the clinics open now nearer than the nearest 24-hour hospital, for the hint", () => {
    const shown = filterClinics(all, DEFAULT_FILTERS);
    expect(ids(nearerOpenClinics(all, shown))).toEqual(["openNear"]);
    expect(nearerOpenClinics(all, [])).toEqual([]);
  });

  it("sends the browser only what the default filters show or hint at, in the list's order", () => {
    // The 24-hour clinic, the nearer one open now (the hint counts it), and a pinned (accepted) one; not the rest.
    expect(ids(defaultFilterClinics(all, new Set()))).toEqual(["openNear", "h24"]);
    expect(ids(defaultFilterClinics(all, new Set(["openFar"])))).toEqual(["openNear", "h24", "openFar"]);
  });
});
