import { api, newEmergencyRequest } from "@/tests/utils/http";

// The icons on most cards are drawn by reference to the shapes the layout
// writes once a page (components/ui/icon-sprite.tsx): a reference to a shape
// the page does not hold draws nothing, with no error anywhere.

const html = async (path: string) => {
  const res = await api(path, { headers: { "accept-language": "en" } });
  expect(res.status).toBe(200);
  return res.text();
};

describe("icons drawn by reference", () => {
  it("refer only to shapes the same page defines, on every kind of page that draws them", async () => {
    const requestId = await newEmergencyRequest("198.51.103.7");
    const pages = [
      "/",
      "/clinics",
      "/zh-HK/clinics?q=animal",
      "/24-hour-vets",
      "/districts/sha-tin",
      "/emergency",
      `/emergency-results/${requestId}`,
    ];
    let references = 0;
    for (const path of pages) {
      const page = await html(path);
      const ids = new Set([...page.matchAll(/<symbol[^>]* id="([^"]+)"/g)].map((m) => m[1]));
      const used = [...page.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
      expect({ path, missing: used.filter((id) => !ids.has(id)) }).toEqual({ path, missing: [] });
      references += used.length;
    }
    // The directory's twenty cards alone draw four each (Call, WhatsApp, opening hours, details).
    expect(references).toBeGreaterThan(80);
  });
});
