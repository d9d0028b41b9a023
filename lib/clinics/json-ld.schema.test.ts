import { schemaOrgProblems } from "@/tests/utils/schema-org";
import { clinicJsonLd, hospitalLinksJsonLd, nightHospitalsJsonLd, openingHoursSpecification, type JsonLdHospital } from "./json-ld";

// The runtime schema.org check (tests/utils/schema-org.ts) on the JSON-LD
// builders, and on JSON-LD it must refuse: it has to fail on a wrong property,
// a wrong nested type and a value outside a property's range.

const hospital: JsonLdHospital = {
  name: "Harbour Animal Hospital",
  nameZh: "海港動物醫院",
  address: "1 Nathan Road, Tsim Sha Tsui",
  addressZh: null,
  phone: "+85221234567",
  email: "desk@harbour.example",
  website: "https://harbour.example/",
  openingHours: null,
  is24Hour: false,
  latitude: 22.2988,
  longitude: 114.1722,
  region: { nameEn: "Kowloon" },
  url: "https://pawalert.example/clinics/harbour-animal-hospital",
  weeklyHours: [
    [["09:00", "21:00"]],
    "24h",
    null,
    null,
    null,
    [
      ["10:00", "13:00"],
      ["14:00", "02:00"],
    ],
    [],
  ],
};

describe("the schema.org check", () => {
  it("passes the clinic page's and the list pages' JSON-LD", () => {
    expect(schemaOrgProblems(clinicJsonLd({ ...hospital, is24Hour: true }, hospital.url))).toEqual([]);
    const list = nightHospitalsJsonLd({
      name: "24-hour vets",
      url: "https://pawalert.example/24-hour-vets",
      hospitals: [hospital, { ...hospital, is24Hour: true, weeklyHours: null }],
      breadcrumbs: [{ name: "PawAlert", url: "https://pawalert.example/" }],
    });
    expect(schemaOrgProblems(list)).toEqual([]);
    const summary = hospitalLinksJsonLd({
      name: "24-hour vets",
      url: "https://pawalert.example/24-hour-vets",
      hospitalUrls: ["https://pawalert.example/clinics/a", "https://pawalert.example/clinics/b"],
      breadcrumbs: [{ name: "PawAlert", url: "https://pawalert.example/" }],
    });
    expect(schemaOrgProblems(summary)).toEqual([]);
    expect(summary[0].itemListElement).toEqual([
      { "@type": "ListItem", position: 1, url: "https://pawalert.example/clinics/a" },
      { "@type": "ListItem", position: 2, url: "https://pawalert.example/clinics/b" },
    ]);
  });

  it("fails on a property the type does not have, a nested type out of range, and a value out of range", () => {
    const ld = clinicJsonLd(hospital, hospital.url) as unknown as Record<string, unknown>;
    // schema.org's VeterinaryCare alone is no Place: it has no map point and no opening hours.
    expect(schemaOrgProblems({ ...ld, "@type": "VeterinaryCare", openingHoursSpecification: [] })).toEqual([
      "$.geo: not a property of VeterinaryCare",
      "$.openingHoursSpecification: not a property of VeterinaryCare",
    ]);
    expect(schemaOrgProblems({ ...ld, telephoneNumber: "+85221234567" })).toEqual([
      "$.telephoneNumber: not a property of VeterinaryCare / LocalBusiness",
    ]);
    expect(schemaOrgProblems({ ...ld, address: { "@type": "GeoCoordinates", latitude: 1, longitude: 2 } })).toEqual([
      "$.address: a GeoCoordinates is not in its range",
    ]);
    const hours = { "@type": "OpeningHoursSpecification", dayOfWeek: "Mon", opens: "09:00", closes: "21:00" };
    expect(schemaOrgProblems({ ...ld, openingHoursSpecification: [hours] })).toEqual([
      '$.openingHoursSpecification[0].dayOfWeek: the string "Mon" is not in its range',
    ]);
    expect(schemaOrgProblems({ ...ld, "@type": "VetClinic" })).toEqual(["$: VetClinic is not a schema.org type"]);
    expect(schemaOrgProblems({ ...ld, "@context": undefined })).toEqual(["$: @context is not https://schema.org"]);
    expect(schemaOrgProblems({ "@context": "https://schema.org", "@type": "ListItem", position: true })).toEqual([
      "$.position: a boolean is not in its range",
    ]);
  });
});

describe("opening hours in JSON-LD", () => {
  it("say the stored hours: every interval of every stated day, after-midnight closings as stored, unstated days nothing", () => {
    expect(openingHoursSpecification(false, hospital.weeklyHours ?? null).map((s) => [s.dayOfWeek, s.opens, s.closes])).toEqual([
      ["Monday", "09:00", "21:00"],
      ["Tuesday", "00:00", "23:59"],
      ["Saturday", "10:00", "13:00"],
      ["Saturday", "14:00", "02:00"],
    ]);
    expect(openingHoursSpecification(true, hospital.weeklyHours ?? null)).toEqual([
      expect.objectContaining({
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      }),
    ]);
    expect(openingHoursSpecification(false, null)).toEqual([]);
  });
});
