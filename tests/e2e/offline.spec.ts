import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { createSeizureRequest, dbRows, gotoReady } from "@/tests/utils/e2e";

// The emergency flow when the network or the server fails. The service
// worker (public/sw.js) keeps the wizard and the 24-hour hospitals; the wizard keeps
// what was typed (sessionStorage) and retries with one Idempotency-Key.

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };
// Its own client address: the suite's shared per-address request budget (60 in 10 minutes) is not spent here.
test.use({ permissions: ["geolocation"], geolocation: MONG_KOK, extraHTTPHeaders: { "x-forwarded-for": "198.18.31.1" } });

const requestsFrom = (contactName: string) =>
  dbRows<{ id: string }>(`SELECT id FROM emergency_requests WHERE contact_name = $1`, [contactName]);

async function stepsOneAndTwo(page: Page) {
  await page.getByRole("checkbox", { name: "Seizure", exact: true }).click();
  await page.getByRole("radio", { name: "Dog" }).click();
  await page.getByLabel("Age", { exact: true }).fill("4");
  await page.getByRole("button", { name: "Next" }).click();
  // The fix is said as a place, not coordinates ("Location found: near Mong Kok").
  await expect(page.getByText(en.EmergencyWizard.gpsFound)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 3").first()).toBeVisible();
}

/** The page has handed its scripts to the service worker and the worker holds them, the wizard and the hospitals. */
async function waitUntilKeptOffline(page: Page) {
  await page.locator("html[data-offline-ready]").waitFor({ state: "attached", timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open("pawalert-offline-v1");
          const scripts = performance
            .getEntriesByType("resource")
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.startsWith("/_next/static/"));
          const kept = await Promise.all([...scripts, "/emergency", "/api/clinics/hospitals-24h"].map((u) => cache.match(u)));
          return kept.every(Boolean);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

test("offline: cached 24-hour hospitals with Call links; a queued request is sent when back online", async ({ page, context }) => {
  test.setTimeout(90_000);
  await gotoReady(page, "/emergency");
  await waitUntilKeptOffline(page);

  await context.setOffline(true);
  await gotoReady(page, "/emergency");
  const alert = page.getByRole("alert").filter({ hasText: "You are offline" });
  await expect(alert).toBeVisible();
  const hospitals = alert.getByRole("list", { name: "Nearest 24-hour hospitals" }).getByRole("listitem");
  await expect(hospitals).toHaveCount(5);
  const call = hospitals.first().getByRole("link", { name: /^Call / });
  await expect(call).toHaveAttribute("href", /^tel:\+852\d{8}$/);
  const km = await hospitals.allInnerTexts();
  const distances = km.map((text) => Number(/([\d.]+) km/.exec(text)?.[1]));
  expect(distances).toEqual([...distances].sort((a, b) => a - b));

  const name = `Offline Owner ${Date.now().toString(36)}`;
  await stepsOneAndTwo(page);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Phone number").fill("9123 4567");
  await page.getByRole("button", { name: "Find Clinics" }).click();
  await expect(page.getByRole("heading", { name: "Saved on this phone, waiting for a connection" })).toBeVisible();
  expect(await requestsFrom(name)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/emergency-results\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const rows = await requestsFrom(name);
  expect(rows).toHaveLength(1);
  expect(page.url()).toContain(rows[0].id);
});

test("what was typed survives a reload; a failed submit says what to do and is retried once, with the same key", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 560 }); // a small phone: the form scrolls
  await gotoReady(page, "/emergency");
  await stepsOneAndTwo(page);
  const name = `Resilient Owner ${Date.now().toString(36)}`;
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Phone number").fill("9123 4567");

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("Step 3 of 3").first()).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue(name);
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("checkbox", { name: "Seizure", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();

  // The server creates the request but the answer is lost on the way back, and
  // again for the wizard's immediate second try (the phone still says it is online).
  const keys: string[] = [];
  let lost = 0;
  await page.route("**/api/emergency-requests", async (route) => {
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    if (lost === 2) return route.continue();
    lost++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await page.getByRole("button", { name: "Find Clinics" }).click();
  // No answer reached the phone: its connection, not our service, is what failed.
  const alert = page.getByRole("alert").filter({ hasText: "Saved on this phone, waiting for a connection" });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole("heading", { name: "Saved on this phone, waiting for a connection" })).toBeInViewport(); // scrolled to, from the button below
  await expect(page.getByText("Our service is having trouble")).toHaveCount(0);
  await expect(alert.getByRole("link", { name: /^Call / }).first()).toHaveAttribute("href", /^tel:\+852\d{8}$/);
  await alert.getByRole("button", { name: "Try again now" }).click();
  await expect(page).toHaveURL(/\/emergency-results\/[0-9a-f-]{36}$/, { timeout: 20_000 });

  expect(keys.length).toBeGreaterThanOrEqual(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  const rows = await requestsFrom(name);
  expect(rows).toHaveLength(1);
  expect(page.url()).toContain(rows[0].id);

  // A new emergency starts blank.
  await gotoReady(page, "/emergency");
  await expect(page.getByText("Step 1 of 3").first()).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Seizure", exact: true })).not.toBeChecked();
});

// In both languages: when no answer reaches the phone, the
// message names the phone's connection, never "Our service is having trouble".
for (const [language, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
  test(`a submit that gets no answer says it is saved on the phone, not that our service has trouble (${language})`, async ({ page }) => {
    const w = m.EmergencyWizard;
    await gotoReady(page, `${prefix}/emergency`);
    await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).click();
    await page.getByRole("radio", { name: w.dog }).click();
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(w.gpsFound)).toBeVisible();
    await page.getByRole("button", { name: w.next }).click();
    await page.getByLabel(w.contactName).fill(`Unanswered ${language}`);
    await page.getByLabel(w.contactPhone).fill("9123 4567");
    // The connection drops before the server sees the request.
    await page.route("**/api/emergency-requests", (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: w.findClinics }).click();
    const alert = page.getByRole("alert").filter({ hasText: m.Offline.queuedTitle });
    await expect(alert.getByRole("heading", { name: m.Offline.queuedTitle })).toBeVisible();
    await expect(page.getByText(m.Offline.retryingText)).toHaveCount(0);
    await expect(page.getByText(m.Offline.retryingTitle)).toHaveCount(0);
    await expect(alert.getByRole("link").first()).toHaveAttribute("href", /^tel:\+852\d{8}$/);
  });
}

// A results page reloaded with no signal shows itself as it
// was (every Call) and says the phone is offline, instead of a blank wizard.
for (const [language, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
  test(`offline: a results page reloads from the phone with every Call and says it is offline (${language})`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const name = `Results Offline ${Date.now().toString(36)}`;
    if (!prefix) {
      // As owners reach it: the wizard's client-side navigation, which the worker never sees.
      await gotoReady(page, "/emergency");
      await stepsOneAndTwo(page);
      await page.getByLabel("Your name").fill(name);
      await page.getByLabel("Phone number").fill("9123 4567");
      await page.getByRole("button", { name: "Find Clinics" }).click();
      await expect(page).toHaveURL(/\/emergency-results\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    } else {
      const id = await createSeizureRequest(page, MONG_KOK, { contactName: name });
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
    }
    const path = new URL(page.url()).pathname;
    await expect
      .poll(() => page.evaluate(async (p) => Boolean(await (await caches.open("pawalert-offline-v1")).match(p)), path), { timeout: 30_000 })
      .toBe(true);
    const calls = await page.locator('a[href^="tel:"]').count();
    expect(calls).toBeGreaterThan(0);
    await expect(page.getByRole("alert").filter({ hasText: m.Offline.resultsOfflineTitle })).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole("alert").filter({ hasText: m.Offline.resultsOfflineTitle })).toBeVisible();
    await expect(page.locator('a[href^="tel:+852"]').first()).toBeVisible();
    expect(await page.locator('a[href^="tel:"]').count()).toBe(calls);
    await context.setOffline(false);
  });
}
