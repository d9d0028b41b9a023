import { mapsHref, telHref, whatsappHref } from "./contact-links";

describe("clinic contact links", () => {
  it("calls in E.164", () => {
    expect(telHref("+852 2540 0228")).toBe("tel:+85225400228");
    expect(telHref("2540 0228")).toBe("tel:+85225400228");
  });

  it("opens WhatsApp with digits only, and only when the clinic has WhatsApp", () => {
    expect(whatsappHref("+852 5374 4244")).toBe("https://wa.me/85253744244");
    expect(whatsappHref("53744244")).toBe("https://wa.me/85253744244");
    expect(whatsappHref(null)).toBeNull();
    expect(whatsappHref("n/a")).toBeNull();
  });

  it("opens a map at the coordinates, or at the address without them", () => {
    expect(mapsHref({ latitude: 22.2856, longitude: 114.1428, address: "x" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=22.285600%2C114.142800",
    );
    expect(mapsHref({ latitude: null, longitude: null, address: "1 Nathan Road" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=1%20Nathan%20Road",
    );
  });
});
