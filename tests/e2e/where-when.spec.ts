import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { createSeizureRequest, dbRows, fill, gotoReady, type RequestPlace } from "@/tests/utils/e2e";

// Where and when, in the browser: honest distances, typed places (Address Lookup
// Service stand-in, then the district picker), open now with a fixed clock,
// and the Observatory's severe-weather banner. The clock and weather tests
// run against the demo server (its own database and Observatory stand-in), so
// a fixed time or a typhoon never shows on another test's pages.

// Its own client address (the server reads X-Forwarded-For): the per-address
// request budget of the whole browser suite is not spent by this file.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.16.1" } });

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };
const LOCALES = [
  { name: "English", prefix: "", m: en },
  { name: "Chinese", prefix: "/zh-HK", m: zh },
] as const;

const request = (page: Page, where: RequestPlace) => createSeizureRequest(page, where, { contactName: "Where When" });

const distances = (page: Page) =>
  page.locator("[data-distance]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-distance"))));

test.describe("honest distance", () => {
  for (const { name, prefix, m } of LOCALES) {
    test(`GPS at Mong Kok: no clinic placed at an area centre shows a distance; its Maps link is its address (${name})`, async ({
      page,
    }) => {
      const id = await request(page, MONG_KOK);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const only24h = page.getByRole("switch", { name: m.Results.only24h });
      await only24h.click(); // every clinic, not only 24-hour
      await expect(only24h).not.toBeChecked();
      // The other clinics' cards arrive from the server (`?all=1`): read the list once it has them all.
      await expect(page.getByRole("list", { name: m.Results.title })).not.toHaveAttribute("aria-busy", "true");
      await expect(page.locator("[data-area]").first()).toBeVisible();
      // No made-up distance: nothing marked "~", and clinics placed at an area's centre show where, not how far.
      expect(await page.locator("main").innerText()).not.toMatch(/~\s*\d/);
      const approximateCards = page
        .getByRole("list", { name: m.Results.title })
        .locator(":scope > li")
        .filter({ has: page.locator("[data-area]") });
      expect(await approximateCards.count()).toBeGreaterThan(0);
      for (const text of await approximateCards.allInnerTexts()) expect(text).not.toMatch(/\d[.,]\d\s*(km|公里)/);

      const approximate = page
        .getByRole("list", { name: m.Results.title })
        .locator(":scope > li")
        .filter({ has: page.locator("[data-area]") })
        .first();
      const clinicName = await approximate.getByRole("heading", { level: 3 }).innerText();
      const [row] = await dbRows<{ address: string; address_zh: string | null; latitude: string }>(
        "SELECT address, address_zh, latitude::text FROM clinics WHERE name = $1 OR name_zh = $1",
        [clinicName],
      );
      const href = await approximate.getByRole("link", { name: fill(m.Results.mapsLabel, { name: clinicName }) }).getAttribute("href");
      const query = new URL(href!).searchParams.get("query");
      expect(query).toBe(m === zh && row.address_zh ? row.address_zh : row.address);
      expect(query).not.toContain(row.latitude);
      // The best clinic has its own point: never one placed at an area's centre.
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    });
  }
});

test.describe("typed places", () => {
  test.use({ permissions: [] });

  for (const { name, prefix, m } of LOCALES) {
    const w = m.EmergencyWizard;
    async function toStepTwo(page: Page) {
      await gotoReady(page, `${prefix}/emergency`);
      await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).click();
      await page.getByRole("radio", { name: w.dog }).click();
      await page.getByRole("button", { name: w.next }).click();
      await expect(page.getByText(w.gpsUnavailable)).toBeVisible();
    }
    async function toResults(page: Page) {
      await page.getByLabel(w.contactName).fill("Chan Tai Man");
      await page.getByLabel(w.contactPhone).fill("9123 4567");
      await page.getByRole("button", { name: w.findClinics }).click();
      await expect(page).toHaveURL(/\/emergency-results\/[0-9a-f-]{36}$/);
    }

    test(`a typed street address found by the Address Lookup Service sorts by distance (${name})`, async ({ page }) => {
      await toStepTwo(page);
      await page.getByLabel(w.manualLocation).fill("123 Nathan Road");
      await page.getByRole("button", { name: w.next }).click();
      await toResults(page);
      await expect(page.getByRole("heading", { level: 1, name: m.Results.title })).toBeVisible();
      await expect(page.getByText(m.Results.approximateLocation)).toHaveCount(0);
      const shown = await distances(page);
      expect(shown.length).toBeGreaterThan(3);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      expect(shown[0]).toBeLessThan(2); // Chungking Mansions, Tsim Sha Tsui
    });

    test(`an unknown place with the lookup service down: the district picker, then results by distance (${name})`, async ({ page }) => {
      // The lookup service is down for the check of the typed place (the chosen district needs none).
      await page.request.post(`${process.env.ALS_PEER_URL}/__peer/fail`, { data: { count: 1, failure: "server_error" } });
      await toStepTwo(page);
      await page.getByLabel(w.manualLocation).fill("Nowhere Lane 99");
      await page.getByRole("button", { name: w.next }).click();
      await expect(page.getByText(m.Place.notFound)).toBeVisible();
      await expect(page.getByText(fill(w.stepIndicator, { step: 2 })).first()).toBeVisible();
      await page.getByLabel(m.Place.pickLabel).selectOption(m === zh ? "沙田區" : "Sha Tin District");
      await expect(page.getByText(fill(w.stepIndicator, { step: 3 })).first()).toBeVisible();
      await toResults(page);
      await expect(page.getByRole("heading", { level: 1, name: m.Results.title })).toBeVisible();
      const shown = await distances(page);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
      expect(shown[0]).toBeLessThan(4);
      await page.request.post(`${process.env.ALS_PEER_URL}/__peer/reset`);
    });
  }

  test("a request without any location says so and is not titled 'near you'", async ({ page }) => {
    const id = await request(page, { manualLocation: "Nowhere Lane 99" });
    await gotoReady(page, `/emergency-results/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: en.Results.titleNoLocation })).toBeVisible();
    await expect(page.getByText(en.Results.noLocationNote)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: en.Results.title })).toHaveCount(0);
  });
});

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);
const PENG_CHAU = { latitude: 22.2855, longitude: 114.0385 };

test.describe("on the demo server", () => {
  test.skip(!DEMO, "the demo server is started by npm test");
  test.use({ baseURL: DEMO });
  test.describe.configure({ mode: "serial" });

  const tag = Date.now().toString(36);
  const OPEN = `Open Now Vet ${tag}`;
  const LATER = `Later Vet ${tag}`;
  let open: string;
  let later: string;
  test.beforeAll(async () => {
    const make = async (name: string, hours: unknown, offset: number, typhoon: boolean | null) =>
      (
        await demoDb<{ id: string }>(
          `INSERT INTO clinics (name, address, phone, region_id, is_24_hour, latitude, longitude, coord_precision, weekly_hours, hours_source, hours_confidence, open_during_typhoon)
           VALUES ($1, $1, '+85229009000', (SELECT id FROM regions WHERE code = 'NT'), false, $2, $3, 'building', $4, 'manual', 'high', $5) RETURNING id`,
          [name, PENG_CHAU.latitude + offset, PENG_CHAU.longitude, JSON.stringify(hours), typhoon],
        )
      )[0].id;
    const week = (from: string, to: string) => Array(7).fill([[from, to]]);
    open = await make(OPEN, week("09:00", "19:00"), 0, false);
    later = await make(LATER, week("14:00", "20:00"), 0.001, null);
    // Monday 23 November 2026, 10:00 in Hong Kong, for every page and job of the demo server.
    await demoDb(
      `INSERT INTO feature_flags (key, enabled, value) VALUES ('test_clock', true, $1)
       ON CONFLICT (key) DO UPDATE SET enabled = true, value = EXCLUDED.value`,
      [JSON.stringify({ at: "2026-11-23T02:00:00.000Z" })],
    );
  });
  test.afterAll(async () => {
    await demoDb("UPDATE feature_flags SET enabled = false WHERE key = 'test_clock'");
    await demoDb("DELETE FROM clinics WHERE id = ANY($1)", [[open, later]]);
    await fetch(`${process.env.DEMO_HKO_PEER_URL}/__peer/warnings`, { method: "POST", body: JSON.stringify({ warnings: {} }) });
  });

  for (const { name, prefix, m } of LOCALES) {
    test(`with a fixed clock: "Open now · until 19:00" and "Closed · opens 14:00" on the right cards (${name})`, async ({ page }) => {
      const id = await request(page, PENG_CHAU);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      await page.getByRole("switch", { name: m.Results.only24h }).click();
      const card = (name: string) => page.getByRole("list", { name: m.Results.title }).locator(":scope > li").filter({ hasText: name });
      await expect(card(OPEN)).toContainText(fill(m.OpenStatus.openUntil, { time: "19:00" }));
      await expect(card(LATER)).toContainText(fill(m.OpenStatus.closedOpens, { time: "14:00" }));
      // The "open now" filter hides the one that is closed.
      await page.getByRole("switch", { name: m.Results.openNow }).click();
      await expect(card(OPEN)).toHaveCount(1);
      await expect(card(LATER)).toHaveCount(0);
    });
  }

  test("Typhoon Signal No. 8: the banner on the three pages in both languages, a clinic flagged closed marked, gone after cancellation", async ({
    page,
  }) => {
    const issueTime = "2026-11-23T09:40:00+08:00";
    await page.request.post(`${process.env.DEMO_HKO_PEER_URL}/__peer/warnings`, {
      data: {
        warnings: {
          WTCSGNL: { name: "Tropical Cyclone Warning Signal", code: "TC8NE", actionCode: "ISSUE", issueTime, updateTime: issueTime },
        },
      },
    });
    const id = await request(page, PENG_CHAU);
    for (const { prefix, m } of LOCALES) {
      const banner = fill(m.Weather.typhoon, { signal: 8 });
      for (const path of ["", "/emergency", `/emergency-results/${id}`]) {
        await expect(async () => {
          await page.goto(`${prefix}${path}` || "/");
          await expect(page.getByRole("alert").filter({ hasText: banner })).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 15_000 });
      }
      await page.getByRole("switch", { name: m.Results.only24h }).click();
      await expect(page.locator("[data-weather-closed='typhoon']").first()).toContainText(
        fill(m.Results.likelyClosedTyphoon, { signal: 8 }),
      );
    }
    await page.request.post(`${process.env.DEMO_HKO_PEER_URL}/__peer/warnings`, {
      data: {
        warnings: {
          WTCSGNL: { name: "Tropical Cyclone Warning Signal", code: "TC8NE", actionCode: "CANCEL", issueTime, updateTime: issueTime },
        },
      },
    });
    await expect(async () => {
      await page.goto("/");
      await expect(page.locator("[data-weather-banner]")).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  });
});
