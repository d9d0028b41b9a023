import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { POLL_MS } from "@/components/request-state/live-state";
import {
  altchaHeader,
  createSeizureRequest,
  dbRows,
  FROM_OUR_PAGES,
  gotoReady,
  hospitalWithStaff,
  signInAs,
  VIEWPORTS,
} from "@/tests/utils/e2e";

// The dashboard's alarm: a hospital's staff have the dashboard open in a tab
// that is not in front; an owner's alert reaches the hospital; within one poll
// the banner is up (announced) and the tab's title flashes; Acknowledge stops
// both. At phone and desktop size, in both languages. Each test has a hospital
// and a staff account of its own, far from every seeded clinic, so no other
// spec's alert rings here and no alert of this one rings elsewhere.

// Its own client address: the suite's shared per-address budgets stay untouched.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.53.1" } });

const TAI_O = { latitude: 22.253, longitude: 113.862 };
const LANGUAGES = [
  ["English", en, "", "A new emergency alert"],
  ["Chinese", zh, "/zh-HK", "1 宗新的緊急求助"],
] as const;

/**
 * Puts the page's document in the background as a tab behind another one
 * reports it: `visibilityState` "hidden" and a visibilitychange event. Headless
 * Chromium keeps every page "visible" (tried: a second page brought to front,
 * Target.activateTarget on a tab in the same window, a minimised window, and
 * Page.setWebLifecycleState frozen then active), so the test says it itself.
 */
function backgroundSwitch() {
  let hidden = false;
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  Object.assign(window, {
    toBackground() {
      hidden = true;
      document.dispatchEvent(new Event("visibilitychange"));
    },
  });
}

/** A 24-hour hospital of the test's own at Tai O and a staff account linked to it. */
async function alarmHospital(tag: string) {
  const email = `alarm-staff-${tag}@example.test`;
  const clinicId = await hospitalWithStaff({ name: `Alarm Hospital ${tag}`, email: `alarm-${tag}@example.test`, ...TAI_O }, email);
  return { clinicId, email };
}

/** An owner's seizure alert to the hospital, as the results page sends it. */
async function alertHospital(page: Page, clinicId: string, owner: string) {
  const requestId = await createSeizureRequest(page, TAI_O, { contactName: owner });
  const res = await page.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
    data: { clinicIds: [clinicId] },
    headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(page.request)) },
  });
  expect(res.status()).toBe(201);
  return requestId;
}

/** The tab's title over `ms`, sampled every 250 ms. */
async function titlesOver(page: Page, ms: number) {
  const seen = new Set<string>();
  for (let t = 0; t < ms; t += 250) {
    seen.add(await page.title());
    await page.waitForTimeout(250);
  }
  return seen;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    for (const [name, m, prefix, bannerText] of LANGUAGES) {
      test(`a new alert rings in a background tab until acknowledged (${name})`, async ({ page }) => {
        test.setTimeout(90_000);
        const tag = `${name.slice(0, 2)}${viewport.width}${Date.now().toString(36)}`.toLowerCase();
        const { clinicId, email } = await alarmHospital(tag);
        try {
          await page.addInitScript(backgroundSwitch);
          await signInAs(page, email);
          // The alarm's first answer is its baseline: what exists then is not new.
          const firstPoll = page.waitForResponse((r) => r.url().includes(`/api/clinics/${clinicId}/latest-alert`) && r.ok());
          await gotoReady(page, `${prefix}/clinic/dashboard`);
          await firstPoll;
          const banner = page.getByTestId("alarm-banner");
          await expect(banner).toHaveCount(0);
          const title = await page.title();

          await page.evaluate(() => (window as unknown as { toBackground(): void }).toBackground());
          expect(await page.evaluate(() => document.visibilityState)).toBe("hidden");
          const requestId = await alertHospital(page, clinicId, `Alarm ${tag}`);

          // Within one poll (plus the answer and a render on a loaded host): the banner, announced, and the new request in the list.
          await expect(banner).toBeVisible({ timeout: POLL_MS + 3_000 });
          await expect(page.getByTestId("alert-alarm").getByRole("alert")).toContainText(bannerText);
          await expect(page.locator(`[data-request-id="${requestId}"]`)).toBeVisible();
          expect(await page.evaluate(() => document.visibilityState)).toBe("hidden");
          // The title flashes: the alarm's words and the page's own, in turn.
          expect(await titlesOver(page, 2_500)).toEqual(new Set([m.Dashboard.alarm.titleFlash, title]));
          await page.screenshot({ path: `test-logs/dashboard-alarm-${viewport.width}-${name}.png` });

          await page.getByRole("button", { name: m.Dashboard.alarm.acknowledge }).click();
          await expect(banner).toHaveCount(0);
          expect(await titlesOver(page, 2_500)).toEqual(new Set([title]));
          // Quiet through the next poll too: the acknowledged alert is not new any more.
          await page.waitForTimeout(POLL_MS);
          await expect(banner).toHaveCount(0);
        } finally {
          await dbRows(`DELETE FROM users WHERE email = $1`, [email]);
          await dbRows(`DELETE FROM clinics WHERE id = $1`, [clinicId]);
        }
      });
    }
  });
}
