import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { FROM_OUR_PAGES, gotoReady } from "@/tests/utils/e2e";

// Two taps from the landing page to the phone of the nearest
// hospital that is open and accepting (the results page's best clinic), with
// the district picker when GPS is refused and the saved list offline.

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };

const LANGUAGES = [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const;

/** The two-tap panel (a live region). */
const panel = (page: Page) => page.locator("[data-call-nearest]");

/** The Call link of the answer (its accessible name is "Call <hospital>"). */
const callLink = (page: Page, m: typeof en) =>
  panel(page).getByRole("link", { name: new RegExp(`^${m.CallNearest.callLabel.replace("{name}", "")}`) });

test.describe("GPS granted at Mong Kok", () => {
  test.use({ permissions: ["geolocation"], geolocation: MONG_KOK });

  for (const [name, m, prefix] of LANGUAGES) {
    test(`landing → tap → the best clinic's Call link, the same as the results page's (${name})`, async ({ page }) => {
      await gotoReady(page, `${prefix}/`);
      await page.getByRole("button", { name: m.CallNearest.button }).click();
      const call = callLink(page, m);
      await expect(call).toHaveAttribute("href", /^tel:\+?\d{8,}$/);
      // Focus moves to the hospital's name; it is a 24-hour hospital, open.
      const heading = panel(page).getByRole("heading", { level: 2 });
      await expect(heading).toBeFocused();
      // Its heading says why it is the one (lib/clinics/ranking.ts): a 24-hour hospital, "nearest" only when it is.
      await expect(panel(page).getByText(new RegExp(`^(${m.FirstPick.nearest_24h}|${m.FirstPick.open_24h})$`))).toBeVisible();
      await expect(panel(page).locator("[data-open-state]")).toHaveAttribute("data-open-state", /^open/);
      const tel = await call.getAttribute("href");

      // The results page for the same point puts the same clinic first.
      const created = await page.request.post("/api/emergency-requests", {
        headers: FROM_OUR_PAGES,
        data: {
          symptom: "Seizure",
          symptomKeys: ["seizure"],
          petSpecies: "dog",
          ...{ locationLatitude: MONG_KOK.latitude, locationLongitude: MONG_KOK.longitude },
          contactName: "Two Tap",
          contactPhone: "+85291234567",
        },
      });
      const { id } = (await created.json()) as { id: string };
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const bestName = (await page.locator("#best-clinic-name").innerText()).trim();
      const best = page.getByRole("link", { name: m.Results.callLabel.replace("{name}", bestName), exact: true }).first();
      await expect(best).toHaveAttribute("href", tel!);

      // "See all nearby": a read-only list, the clinics open now first, each part nearest first.
      await gotoReady(page, `${prefix}/`);
      await page.getByRole("button", { name: m.CallNearest.button }).click();
      await expect(callLink(page, m)).toBeVisible();
      await page.getByRole("link", { name: m.CallNearest.seeAll }).click();
      await expect(page.getByRole("heading", { level: 1, name: m.CallNearest.nearbyTitle })).toBeVisible();
      const distancesIn = (part: string) =>
        page.locator(`${part} [data-distance]`).evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-distance"))));
      const open = await distancesIn("section[aria-labelledby=nearby-open]");
      const closed = await distancesIn("[data-not-open]");
      expect(open.length + closed.length).toBeGreaterThan(3);
      for (const part of [open, closed]) expect(part).toEqual([...part].sort((a, b) => a - b));
    });
  }

  test("wizard step 1 has the same door", async ({ page }) => {
    await gotoReady(page, "/emergency");
    await expect(page.getByText("Step 1 of 3").first()).toBeVisible();
    await page.getByRole("button", { name: en.CallNearest.button }).click();
    await expect(callLink(page, en)).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: en.CallNearest.alertSeveral })).toHaveAttribute("href", "/emergency");
  });

  test("offline: the saved list's nearest 24-hour hospital with Call, said to be offline", async ({ page, context }) => {
    test.setTimeout(90_000);
    await gotoReady(page, "/");
    // The worker holds the landing page, the hospitals and the panel's code.
    await page.locator("html[data-works-offline]").waitFor({ state: "attached", timeout: 30_000 });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const cache = await caches.open("pawalert-offline-v1");
            const scripts = performance
              .getEntriesByType("resource")
              .map((e) => new URL(e.name).pathname)
              .filter((p) => p.startsWith("/_next/static/"));
            const kept = await Promise.all([...scripts, "/", "/api/clinics/hospitals-24h"].map((u) => cache.match(u)));
            return kept.every(Boolean);
          }),
        { timeout: 20_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await gotoReady(page, "/");
    await page.getByRole("button", { name: en.CallNearest.button }).click();
    const status = panel(page);
    await expect(status.getByText(en.CallNearest.offline)).toBeVisible();
    await expect(callLink(page, en)).toHaveCount(1);
    await expect(callLink(page, en)).toHaveAttribute("href", /^tel:\+852\d{8}$/);
    await expect(status.getByRole("heading", { level: 2 })).toBeFocused();
    await context.setOffline(false);
  });
});

// An owner who only opened the wizard online; offline, the
// landing page's door (whose panel code no page had loaded) still answers.
test.describe("offline, the landing door after only the wizard was seen online", () => {
  test.use({ permissions: ["geolocation"], geolocation: MONG_KOK });

  for (const [name, m, prefix] of LANGUAGES) {
    test(`the saved list's nearest 24-hour hospital with Call (${name})`, async ({ page, context }) => {
      test.setTimeout(90_000);
      await gotoReady(page, `${prefix}/emergency`);
      await page.locator("html[data-works-offline]").waitFor({ state: "attached", timeout: 30_000 });
      await expect
        .poll(
          () =>
            page.evaluate(async (landing) => {
              const cache = await caches.open("pawalert-offline-v1");
              return Boolean((await cache.match(landing)) && (await cache.match("/api/clinics/hospitals-24h")));
            }, prefix || "/"),
          { timeout: 20_000 },
        )
        .toBe(true);

      await context.setOffline(true);
      await gotoReady(page, prefix || "/");
      await page.getByRole("button", { name: m.CallNearest.button }).click();
      await expect(panel(page).getByText(m.CallNearest.offline)).toBeVisible();
      await expect(callLink(page, m)).toHaveAttribute("href", /^tel:\+852\d{8}$/);
      await context.setOffline(false);
    });
  }
});

test.describe("GPS refused", () => {
  test.use({ permissions: [] });

  for (const [name, m, prefix] of LANGUAGES) {
    test(`the district picker, then a hospital with Call (${name})`, async ({ page, context }) => {
      await context.clearPermissions();
      await gotoReady(page, `${prefix}/`);
      await page.getByRole("button", { name: m.CallNearest.button }).click();
      await expect(page.getByText(m.CallNearest.gpsRefused)).toBeVisible({ timeout: 15_000 });
      await page.getByLabel(m.Place.pickLabel).selectOption({ label: m === zh ? "旺角" : "Mong Kok" });
      await expect(callLink(page, m)).toHaveAttribute("href", /^tel:/);
      await expect(panel(page).getByRole("heading", { level: 2 })).toBeFocused();
    });
  }
});
