import { clinicJsonLd, dailyOpeningHours, jsonLdScript, type JsonLdClinic } from "./json-ld";

const base: JsonLdClinic = {
  name: "Harbour Animal Hospital",
  nameZh: "海港動物醫院",
  address: "1 Nathan Road, Tsim Sha Tsui",
  addressZh: null,
  phone: "+85221234567",
  email: null,
  website: null,
  openingHours: null,
  is24Hour: true,
  latitude: 22.2988,
  longitude: 114.1722,
  region: { nameEn: "Kowloon" },
};

describe("clinic JSON-LD", () => {
  it("describes a 24-hour clinic as VeterinaryCare open every day, all day", () => {
    const ld = clinicJsonLd(base, "https://example.com/clinics/x");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["VeterinaryCare", "LocalBusiness"],
      name: "Harbour Animal Hospital",
      alternateName: "海港動物醫院",
      telephone: "+85221234567",
      address: { "@type": "PostalAddress", streetAddress: "1 Nathan Road, Tsim Sha Tsui", addressRegion: "Kowloon", addressCountry: "HK" },
      geo: { "@type": "GeoCoordinates", latitude: 22.2988, longitude: 114.1722 },
      openingHoursSpecification: [{ dayOfWeek: expect.arrayContaining(["Monday", "Sunday"]), opens: "00:00", closes: "23:59" }],
    });
    expect((ld.openingHoursSpecification as unknown as { dayOfWeek: string[] }[])[0].dayOfWeek).toHaveLength(7);
  });

  it("gives simple daily hours in schema.org form and leaves complex ones out", () => {
    expect(dailyOpeningHours("9:00am-9:00pm")).toBe("Mo-Su 09:00-21:00");
    expect(dailyOpeningHours("10am – 12pm")).toBe("Mo-Su 10:00-12:00");
    expect(dailyOpeningHours("12:30am-11:59pm")).toBe("Mo-Su 00:30-23:59");
    expect(dailyOpeningHours("Mon-Sat 9:00am-1:30pm, 2:30-7:00pm\nSun 10:00am-5:00pm")).toBeNull();
    expect(dailyOpeningHours("13:00am-2pm")).toBeNull();
    const ld = clinicJsonLd({ ...base, is24Hour: false, openingHours: "9:00am-7:00pm", latitude: null, longitude: null }, "u");
    expect(ld.openingHours).toBe("Mo-Su 09:00-19:00");
    expect(ld).not.toHaveProperty("openingHoursSpecification");
    expect(ld).not.toHaveProperty("geo");
    expect(clinicJsonLd({ ...base, is24Hour: false, openingHours: "By appointment" }, "u")).not.toHaveProperty("openingHours");
  });

  it("cannot close its script tag", () => {
    const text = jsonLdScript(clinicJsonLd({ ...base, name: "</script><script>alert(1)</script>" }, "u"));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
  });
});
