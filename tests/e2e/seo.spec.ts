import { expect, test } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { districtBySlug } from "@/lib/regions/districts";
import { FROM_OUR_PAGES } from "@/tests/utils/e2e";

// Found from a search, at phone size (390x844), in both languages: a district page's first
// hospital is the results page's first pick for a request at the district's
// centre; /24-hour-vets sorts by night fee without JavaScript; a fee says
// where it comes from and the year.

test.use({ viewport: { width: 390, height: 844 } });

const SHA_TIN = districtBySlug("sha-tin")!;

for (const [name, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
  test(`the Sha Tin page's first hospital is the results page's first pick there (${name})`, async ({ page }) => {
    const created = await page.request.post("/api/emergency-requests", {
      headers: { ...FROM_OUR_PAGES, "x-forwarded-for": "198.18.50.1" },
      data: {
        symptom: "Seizure",
        symptomKeys: ["seizure"],
        petSpecies: "dog",
        locationLatitude: SHA_TIN.centre.latitude,
        locationLongitude: SHA_TIN.centre.longitude,
        contactName: "District Owner",
        contactPhone: "+85291234567",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`${prefix}/emergency-results/${id}`);
    const pick = await page.locator("[data-best-clinic]").getAttribute("data-best-clinic");
    expect(pick).toBeTruthy();

    await page.goto(`${prefix}/districts/sha-tin`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      m.DistrictPage.title.replace("{district}", name === "English" ? "Sha Tin" : "沙田區"),
    );
    const first = page.locator("[data-district-hospitals] article").first();
    await expect(first).toHaveAttribute("data-clinic-id", pick!);
    await expect(first).toContainText(m.DistrictPage.pick);
    // The district's own card for shared links.
    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    const image = await page.request.get(new URL(og!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    // Its name links to its page by slug.
    await first.getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/clinics/[a-z0-9-]+$`));
  });

  test.describe(`without JavaScript (${name})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the 24-hour page sorts by night fee with a plain link, and a fee shows its source and year", async ({ page }) => {
      await page.goto(`${prefix}/24-hour-vets`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.NightHospitals.title);
      const rows = page.locator("[data-night-hospitals] tbody tr");
      const fees = async () =>
        (await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-night-fee")))).map((f) => (f ? Number(f) : null));
      const before = await fees();
      expect(before.filter((f) => f !== null).length).toBeGreaterThan(2);

      await page.locator('[data-sort="fee"]').click();
      await expect(page).toHaveURL(/\?sort=fee$/);
      await expect(page.locator('[data-sort="fee"]')).toHaveAttribute("aria-current", "true");
      const sorted = await fees();
      const known = sorted.filter((f): f is number => f !== null);
      expect(sorted.slice(0, known.length)).toEqual([...known].sort((a, b) => a - b));
      expect(sorted.slice(known.length).every((f) => f === null)).toBe(true);
      expect(sorted.length).toBe(before.length);

      // The cheapest night fee: its amount, who said it and the year.
      const fee = rows.first().locator("[data-fee]");
      await expect(fee).toContainText(`HK$${known[0]}`);
      await expect(fee.locator("[data-fact-source]")).toContainText(
        name === "English" ? "public source" : zh.Profile.source.match(/other \{([^}]+)\}/)![1],
      );
      await expect(fee.locator("[data-fact-source]")).toHaveText(/20\d\d/);

      // The district picker is a GET form: Sha Tin's nearest first, each with its distance.
      await page.locator("#near").selectOption("sha-tin");
      await page.getByRole("button", { name: m.NightHospitals.nearSubmit }).click();
      await expect(page).toHaveURL(/\?near=sha-tin$/);
      await expect(rows.first().locator("[data-distance], [data-area]").first()).toBeVisible();
    });
  });
}
