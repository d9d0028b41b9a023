import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import { dbRows, gotoReady, signInAs } from "@/tests/utils/e2e";

// The daily availability ask, on the demo server (no channel: the demo inbox is on) with
// a fixed clock: the 18:00 ask reaches a partner hospital's inbox; "Yes" makes
// its card say it is accepting, with the time; 24 hours later the claim is
// gone; a "No" marks it unavailable and the two-tap path no longer offers it.

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);
test.skip(!DEMO, "the demo server is started by npm test");
test.use({ baseURL: DEMO, permissions: ["geolocation"] });

// Thursday 10 December 2026, 18:00:30 in Hong Kong.
const ASK_TIME = new Date("2026-12-10T10:00:30.000Z");
const DAY_MS = 24 * 3_600_000;

const setClock = (at: Date) =>
  demoDb(
    `INSERT INTO feature_flags (key, enabled, value) VALUES ('test_clock', true, $1)
     ON CONFLICT (key) DO UPDATE SET enabled = true, value = EXCLUDED.value`,
    [JSON.stringify({ at: at.toISOString() })],
  );

type Partner = { id: string; name: string; phone: string; latitude: string; longitude: string };
let partner: Partner;

test.beforeAll(async () => {
  // A 24-hour partner hospital with its own point: at that point it is the nearest.
  [partner] = await demoDb<Partner>(
    `SELECT id, name, phone, latitude::text, longitude::text FROM clinics
     WHERE status = 'active' AND is_support_hospital AND is_24_hour AND latitude IS NOT NULL AND coord_precision IS DISTINCT FROM 'area'
       AND (whatsapp IS NOT NULL OR email IS NOT NULL)
     ORDER BY name LIMIT 1`,
  );
  expect(partner).toBeTruthy();
});

test.afterAll(async () => {
  await demoDb("UPDATE feature_flags SET enabled = false WHERE key = 'test_clock'");
  // Leave the demo as it was for other specs (the quick broadcast counts available partners).
  await demoDb("UPDATE clinics SET is_available = true, availability_source = NULL, availability_updated_at = NULL WHERE id = $1", [
    partner.id,
  ]);
});

/** The partner's newest ask in the demo inbox, waiting for the background job to write it. */
async function askCard(page: Page, askedSince: Date) {
  await expect
    .poll(
      async () =>
        (await demoDb(`SELECT 1 FROM availability_asks WHERE clinic_id = $1 AND asked_at >= $2`, [partner.id, askedSince])).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1);
  await gotoReady(page, "/demo/inbox");
  const card = page
    .locator(`[data-clinic="${partner.id}"]`)
    .filter({ has: page.locator("[data-ask]") })
    .first();
  await expect(card).toContainText(en.Messaging.askQuestion);
  return card;
}

/** Landing → tap, standing at the partner's door. */
async function twoTaps(page: Page) {
  await page.context().setGeolocation({ latitude: Number(partner.latitude), longitude: Number(partner.longitude) });
  await gotoReady(page, "/");
  await page.getByRole("button", { name: en.CallNearest.button }).click();
  const panel = page.locator("[data-call-nearest]");
  await expect(panel.getByRole("link", { name: /^Call / })).toBeVisible();
  return panel;
}

test("the 18:00 ask: Yes → accepting with its time, gone after 24 hours; No → not offered by the two-tap path", async ({ page }) => {
  test.setTimeout(120_000);
  await setClock(ASK_TIME);
  const yes = await askCard(page, new Date(ASK_TIME.getTime() - 60_000));
  await yes.getByRole("link", { name: en.DemoInbox.askYes }).click();
  await expect(page.locator("body")).toContainText(en.Messaging.respondAskYes);

  let panel = await twoTaps(page);
  await expect(panel.locator("[data-clinic-id]")).toHaveAttribute("data-clinic-id", partner.id);
  const accepting = panel.locator('[data-availability="accepting"]');
  await expect(accepting).toContainText("clinic replied");
  await expect(accepting).toContainText(/now|second/);

  // The staff dashboard's "last confirmed" reads the same stamp (the clock is fixed: just now).
  const [{ stamp }] = await demoDb<{ stamp: Date }>(`SELECT availability_updated_at AS stamp FROM clinics WHERE id = $1`, [partner.id]);
  expect(new Date(stamp).getTime()).toBeGreaterThanOrEqual(ASK_TIME.getTime());

  // 24 hours later the confirmation has expired: no claim at all.
  const nextDay = new Date(ASK_TIME.getTime() + DAY_MS + 60_000);
  await setClock(nextDay);
  panel = await twoTaps(page);
  await expect(panel.locator("[data-clinic-id]")).toHaveAttribute("data-clinic-id", partner.id);
  await expect(panel.locator("[data-availability]")).toHaveCount(0);

  // That evening's ask (one a day): "No".
  const no = await askCard(page, new Date(nextDay.getTime() - 60_000));
  await no.getByRole("link", { name: en.DemoInbox.askNo }).click();
  await expect(page.locator("body")).toContainText(en.Messaging.respondAskNo);
  const [row] = await demoDb<{ is_available: boolean; availability_source: string }>(
    `SELECT is_available, availability_source FROM clinics WHERE id = $1`,
    [partner.id],
  );
  expect(row).toEqual({ is_available: false, availability_source: "clinic_reply" });

  panel = await twoTaps(page);
  await expect(panel.locator("[data-clinic-id]")).not.toHaveAttribute("data-clinic-id", partner.id);
  await expect(panel.getByRole("link", { name: /^Call / })).not.toHaveAttribute("href", `tel:${partner.phone}`);
});

test("staff see when they last confirmed; admins see partner clinics silent for 3 days", async ({ browser }) => {
  test.setTimeout(90_000);
  // Three days and an hour after the first evening's ask: the partners that never answered are flagged.
  const later = new Date(ASK_TIME.getTime() + 3 * DAY_MS + 3_600_000);
  await setClock(later);
  const [{ silent }] = await demoDb<{ silent: string }>(
    `SELECT c.name AS silent FROM clinics c WHERE c.is_support_hospital AND c.id <> $1
       AND EXISTS (SELECT 1 FROM availability_asks a WHERE a.clinic_id = c.id AND a.asked_at <= $2)
       AND NOT EXISTS (SELECT 1 FROM availability_asks a WHERE a.clinic_id = c.id AND a.answered_at IS NOT NULL)
       AND c.availability_source IS NULL
     ORDER BY c.name LIMIT 1`,
    [partner.id, new Date(ASK_TIME.getTime() + 60_000)],
  );
  const admin = await browser.newPage({ baseURL: DEMO });
  await signInAs(admin, "admin@example.com");
  await gotoReady(admin, `/admin/clinics?q=${encodeURIComponent(silent)}`);
  const card = admin.locator("article, li").filter({ hasText: silent }).first();
  await expect(card.getByText(en.Admin.badges.noReply)).toBeVisible();
  // The partner that answered (No, the second evening) is not flagged.
  await gotoReady(admin, `/admin/clinics?q=${encodeURIComponent(partner.name)}`);
  await expect(admin.locator("article, li").filter({ hasText: partner.name }).first()).toBeVisible();
  await expect(admin.getByText(en.Admin.badges.noReply)).toHaveCount(0);
  await admin.close();

  const staff = await browser.newPage({ baseURL: DEMO });
  await signInAs(staff, "staff@example.com");
  await gotoReady(staff, "/clinic/dashboard");
  const toggle = staff.getByRole("switch", { name: en.Dashboard.availability });
  const wasOn = await toggle.isChecked();
  await toggle.click();
  await expect(staff.locator("[data-last-confirmed]")).toContainText("You last confirmed your availability", { timeout: 10_000 });
  // Back as it was for the other specs (a second confirmation).
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: wasOn });
  await staff.close();
});
