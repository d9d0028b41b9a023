import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { nearestHospitals, type EmergencyHospital } from "@/lib/offline/hospitals";
import { createSeizureRequest, dbRows, fill, gotoReady, type RequestPlace } from "@/tests/utils/e2e";

// At phone size in both languages: weak address
// matches and district centres say "about", places on outlying islands name
// the ferry's pier, and the small items (one 24-hour switch, the species
// radio group, 「唐貓」 in Chinese, one tie-break for the two-tap door).

// Its own client address: the per-address request budget of the suite is not spent by this file.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.30.2" } });

const LOCALES = [
  { name: "English", prefix: "", m: en },
  { name: "Chinese", prefix: "/zh-HK", m: zh },
] as const;

/** Yung Shue Wan, Lamma Island. */
const LAMMA = { latitude: 22.2275, longitude: 114.1105 };
const PIER = { en: "Yung Shue Wan Ferry Pier", zh: "榕樹灣碼頭" };
const LAMMA_CLINIC = "Lamma Veterinary Clinic";

type ClinicHours = { name: string; name_zh: string | null; weekly_hours: unknown; hours_confidence: string | null };
let lammaAsSeeded: ClinicHours | undefined;

/** Sets Lamma's own clinic open all week (or closed all week), with the hours stated as certain. */
async function setLammaClinic(open: boolean): Promise<ClinicHours> {
  const [row] = await dbRows<ClinicHours>("SELECT name, name_zh, weekly_hours, hours_confidence FROM clinics WHERE name = $1", [
    LAMMA_CLINIC,
  ]);
  lammaAsSeeded ??= row;
  await dbRows("UPDATE clinics SET weekly_hours = $2, hours_confidence = 'high' WHERE name = $1", [
    LAMMA_CLINIC,
    JSON.stringify(Array(7).fill(open ? "24h" : null)),
  ]);
  return row;
}

test.afterAll(async () => {
  if (!lammaAsSeeded) return;
  await dbRows("UPDATE clinics SET weekly_hours = $2, hours_confidence = $3 WHERE name = $1", [
    LAMMA_CLINIC,
    JSON.stringify(lammaAsSeeded.weekly_hours),
    lammaAsSeeded.hours_confidence,
  ]);
});

const createRequest = (page: Page, where: RequestPlace, extra = {}) =>
  createSeizureRequest(page, where, { contactName: "Island Test", ...extra });

/** The text of a "{km} km" template as a pattern ("about 1.2 km", "約 1.2 公里"). */
const kmPattern = (template: string) => new RegExp(`^${template.replace("{km}", "\\d+[.,]\\d")}$`);

const resultsList = (page: Page, m: typeof en) => page.getByRole("list", { name: m.Results.title });

for (const { name, prefix, m } of LOCALES) {
  test.describe(`finding 8: approximate points say so (${name})`, () => {
    test("a district typed by the owner: every distance on the results page says 'about'", async ({ page }) => {
      const id = await createRequest(page, { manualLocation: m === zh ? "沙田區" : "Sha Tin District" });
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const shown = page.locator("main [data-distance]");
      await expect(shown.first()).toBeVisible();
      expect(await shown.count()).toBeGreaterThan(3);
      for (const text of await shown.allInnerTexts()) expect(text.trim()).toMatch(kmPattern(m.Distance.kmApprox));
      expect(await page.locator("main [data-distance]:not([data-approximate])").count()).toBe(0);
    });

    test("a look-alike the Address Lookup Service scores low is approximate, said in the summary and on each distance", async ({
      page,
    }) => {
      // The stand-in suggests a similar-sounding building far away (score 41.00) for "Wing Shun Lane".
      const resolved = await page.request.get(`/api/places/resolve?${new URLSearchParams({ q: "12 Wing Shun Lane", locale: "en" })}`);
      expect(await resolved.json()).toEqual({ found: true, precision: "area" });
      const id = await createRequest(page, { manualLocation: "12 Wing Shun Lane" });
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      await expect(page.locator("details").filter({ hasText: m.Results.summaryTitle })).toContainText(`(${m.Results.approximateLocation})`);
      const first = page.locator("main [data-distance]").first();
      await expect(first).toHaveText(kmPattern(m.Distance.kmApprox));
    });

    test.describe("the two-tap door after the district picker", () => {
      test.use({ permissions: [] });
      test("the hospital's distance from the district's centre says 'about'", async ({ page }) => {
        await gotoReady(page, `${prefix}/`);
        await page.getByRole("button", { name: m.CallNearest.button }).click();
        await page.getByLabel(m.Place.pickLabel).selectOption(m === zh ? "旺角" : "Mong Kok");
        const panel = page.locator("[data-call-nearest]");
        await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
        await expect(panel.locator("[data-distance]")).toHaveText(kmPattern(m.Distance.kmApprox));
        await expect(panel.getByRole("link", { name: m.CallNearest.seeAll })).toHaveAttribute("href", /approx=1/);
      });
    });
  });

  test.describe(`finding 9: distances across water (${name})`, () => {
    test("from Lamma, a hospital in Kennedy Town names the ferry from Yung Shue Wan", async ({ page }) => {
      const [vec] = await dbRows<{ name: string; name_zh: string | null }>(
        "SELECT name, name_zh FROM clinics WHERE name = 'Veterinary Emergency Centre'",
      );
      const ferryText = fill(m.Distance.ferryFrom, { pier: PIER[m === zh ? "zh" : "en"] });
      const id = await createRequest(page, LAMMA);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const vecName = m === zh && vec.name_zh ? vec.name_zh : vec.name;
      const card = resultsList(page, m)
        .locator(":scope > li")
        .filter({ has: page.getByRole("heading", { level: 3, name: vecName, exact: true }) });
      await expect(card.locator("[data-ferry]")).toHaveText(ferryText);
      await expect(card.locator("[data-distance]")).toHaveText(kmPattern(m.Distance.km));
    });

    // Lamma's own clinic is not open around the clock: each test sets its hours, so the pick is known.
    for (const open of [true, false]) {
      const state = open ? "open" : "closed";
      test(`with Lamma's own clinic ${state}, the best clinic is ${open ? "that clinic, with no ferry" : "across water and names the ferry"}`, async ({
        page,
      }) => {
        const own = await setLammaClinic(open);
        const id = await createRequest(page, LAMMA);
        await gotoReady(page, `${prefix}/emergency-results/${id}`);
        const bestName = page.locator("#best-clinic-name");
        const best = bestName.locator("xpath=..");
        if (open) {
          await expect(bestName).toHaveText(m === zh && own.name_zh ? own.name_zh : own.name);
          await expect(best.locator("[data-ferry]")).toHaveCount(0);
        } else {
          await expect(bestName).not.toHaveText(m === zh && own.name_zh ? own.name_zh : own.name);
          await expect(best.locator("[data-ferry]")).toHaveText(fill(m.Distance.ferryFrom, { pier: PIER[m === zh ? "zh" : "en"] }));
        }
      });
    }

    test.describe("the two-tap door on Lamma", () => {
      test.use({ permissions: ["geolocation"], geolocation: LAMMA });
      for (const open of [true, false]) {
        test(`with Lamma's own clinic ${open ? "open, names it with no ferry" : "closed, names the ferry's pier with the distance"}`, async ({
          page,
        }) => {
          const own = await setLammaClinic(open);
          await gotoReady(page, `${prefix}/`);
          await page.getByRole("button", { name: m.CallNearest.button }).click();
          const panel = page.locator("[data-call-nearest]");
          const heading = panel.getByRole("heading", { level: 2 });
          await expect(heading).toBeFocused();
          const ownName = m === zh && own.name_zh ? own.name_zh : own.name;
          if (open) {
            await expect(heading).toHaveText(ownName);
            await expect(panel.locator("[data-ferry]")).toHaveCount(0);
          } else {
            await expect(heading).not.toHaveText(ownName);
            await expect(panel.locator("[data-ferry]")).toHaveText(fill(m.Distance.ferryFrom, { pier: PIER[m === zh ? "zh" : "en"] }));
          }
        });
      }
    });

    test("from Mong Kok, no ferry is named for a hospital in Kowloon", async ({ page }) => {
      const id = await createRequest(page, { latitude: 22.3193, longitude: 114.1694 });
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      await expect(page.locator("#best-clinic-name")).toBeVisible();
      await expect(page.locator("#best-clinic-name").locator("xpath=..").locator("[data-ferry]")).toHaveCount(0);
    });
  });

  test.describe(`finding 10: small items (${name})`, () => {
    test("one '24-hour only' switch, also with the filters expanded", async ({ page }) => {
      const id = await createRequest(page, { latitude: 22.3193, longitude: 114.1694 });
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      await page.getByRole("button", { name: m.Results.showFilters }).click();
      await expect(page.getByRole("button", { name: m.Results.hideFilters })).toBeVisible();
      await expect(page.getByRole("switch", { name: m.Results.only24h })).toHaveCount(1);
    });

    test("the species choice is one radio group: one Tab stop, arrow keys move the choice", async ({ page }) => {
      await gotoReady(page, `${prefix}/emergency`);
      const radios = page.getByRole("radio");
      expect(await radios.count()).toBeGreaterThanOrEqual(7);
      await radios.first().focus();
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(1)).toBeFocused();
      await expect(radios.nth(1)).toBeChecked();
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(2)).toBeChecked();
      await expect(radios.nth(1)).not.toBeChecked();
      // Tab leaves the group: the next stop is not another species.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).not.toBe("radio");
      await page.keyboard.press("Shift+Tab");
      await expect(radios.nth(2)).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).not.toBe("radio");
    });

    test.describe("a breed typed in Chinese", () => {
      test.use({ permissions: ["geolocation"], geolocation: { latitude: 22.3193, longitude: 114.1694 } });
      test("「唐貓」 is shown in the page's language on the results", async ({ page }) => {
        const w = m.EmergencyWizard;
        await gotoReady(page, `${prefix}/emergency`);
        await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).click();
        await page.getByRole("radio", { name: w.cat }).click();
        await page.getByLabel(w.breed, { exact: true }).fill("唐貓");
        await page.getByRole("button", { name: w.next }).click();
        await expect(page.getByText(fill(w.stepIndicator, { step: 2 })).first()).toBeVisible();
        await expect(page.getByText(w.gpsFound).first()).toBeVisible();
        await page.getByRole("button", { name: w.next }).click();
        await page.getByLabel(w.contactName).fill("Chan Tai Man");
        await page.getByLabel(w.contactPhone).fill("9123 4567");
        await page.getByRole("button", { name: w.findClinics }).click();
        await expect(page).toHaveURL(/\/emergency-results\/[0-9a-f-]{36}$/);
        const summary = page.locator("details").filter({ hasText: m.Results.summaryTitle });
        if (m === zh) {
          await expect(summary).toContainText("唐貓");
          await expect(summary).not.toContainText("Domestic Shorthair");
        } else await expect(summary).toContainText("Domestic Shorthair");
      });
    });

    test.describe("the two-tap door at two hospitals the same distance away", () => {
      // Pets Central Mong Kok and Macpherson are both 0.3 km from this point.
      const TIE = { latitude: 22.31985, longitude: 114.17023 };
      test.use({ permissions: ["geolocation"], geolocation: TIE });
      test("names the same hospital as the offline list (one tie-break: distance, then id)", async ({ page }) => {
        await gotoReady(page, `${prefix}/`);
        await page.getByRole("button", { name: m.CallNearest.button }).click();
        const panel = page.locator("[data-call-nearest]");
        await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
        const online = await panel.locator("[data-clinic-id]").getAttribute("data-clinic-id");
        // The list the service worker keeps, ordered by the same function the offline door runs.
        const saved = (await (await page.request.get("/api/clinics/hospitals-24h")).json()) as EmergencyHospital[];
        const pair = nearestHospitals(saved, TIE, 2);
        expect(pair[0].distanceKm).toBe(pair[1].distanceKm);
        expect(online).toBe(pair[0].id);
        expect(nearestHospitals([...saved].reverse(), TIE, 1)[0].id).toBe(online);
      });
    });
  });
}
