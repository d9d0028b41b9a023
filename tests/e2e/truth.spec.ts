import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { createSeizureRequest, dbRows, fill, gotoReady, insertFixtureHospital } from "@/tests/utils/e2e";

// Every claim the owner reads is backed by a stored fact. Fixture
// clinics of its own at Tai O (far from every seeded clinic), email-only, with
// addresses the loopback SMTP server refuses ("bounce…": 550), so every
// channel fails for real in the worker.

// Its own client address (the server reads X-Forwarded-For): the per-address
// request budget of the whole browser suite is not spent by this file.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.15.1" } });

const TAI_O = { latitude: 22.253, longitude: 113.862 };
const PHONE = "+85291234567";
// Words that would claim a delivery (or a notification) that did not happen.
const CLAIMS = { en: /\b(sent|alerted|notified|delivered)\b/i, zh: /(已發送|已通知|已提醒|成功發送|已送達)/ };

const fixtureClinic = (name: string, email: string, offset: number) =>
  insertFixtureHospital({ name, email, latitude: TAI_O.latitude + offset, longitude: TAI_O.longitude });

const newRequest = (page: Page, point = TAI_O) => createSeizureRequest(page, point, { contactName: "Truth Test", contactPhone: PHONE });

const smtpMails = async (page: Page) => (await (await page.request.get(`${process.env.SMTP_PEER_URL}/mails`)).json()) as { to: string[] }[];

for (const [name, m, claims] of [
  ["English", en, CLAIMS.en],
  ["Chinese", zh, CLAIMS.zh],
] as const) {
  test(`a broadcast that fails everywhere is said to fail, lists the clinics to call, and retries only them (${name})`, async ({
    page,
  }) => {
    const tag = `${name.slice(0, 2)}${Date.now().toString(36)}`;
    const a = `Truth A ${tag}`;
    const b = `Truth B ${tag}`;
    const idA = await fixtureClinic(a, `bounce-a-${tag}@example.test`, 0);
    const idB = await fixtureClinic(b, `bounce-b-${tag}@example.test`, 0.002);
    try {
      const requestId = await newRequest(page);
      const prefix = m === zh ? "/zh-HK" : "";
      await gotoReady(page, `${prefix}/emergency-results/${requestId}`);
      const r = m.Results;
      const d = m.Delivery;

      // The first screen: the nearest 24-hour hospital with Call, above everything else.
      const best = page.getByRole("heading", { level: 2, name: a });
      await expect(best).toBeInViewport();
      const firstCall = page.getByRole("link", { name: fill(r.callLabel, { name: a }) }).first();
      await expect(firstCall).toBeInViewport();

      for (const clinic of [a, b]) await page.getByRole("checkbox", { name: fill(r.selectClinic, { name: clinic }) }).check();
      await page.getByRole("button", { name: fill(r.broadcastSelected, { count: 2 }) }).click();
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: m === zh ? "發送給 2 間診所" : "Send to 2 Clinics" })
        .click();
      await expect(page.getByText(d.queuedToast)).toBeVisible();

      // The worker fails both (550): the strip says so and lists them with Call.
      const failed = page.locator("[data-failed-clinic]");
      await expect(failed).toHaveCount(2, { timeout: 20_000 });
      for (const id of [idA, idB]) {
        await expect(page.locator(`[data-failed-clinic="${id}"]`).getByRole("link")).toHaveAttribute("href", "tel:+85229001234");
        await expect(page.locator(`[data-failed-clinic="${id}"]`)).toContainText(m.StatusErrors.recipient_refused);
      }
      await page.waitForTimeout(5500); // one more poll: still nothing claimed
      expect(await page.locator("main").innerText()).not.toMatch(claims);

      await page.getByRole("link", { name: d.details }).click();
      await expect(page.getByRole("heading", { level: 1, name: m.BroadcastStatus.title })).toBeVisible();
      // Two hospitals (each one message), both unreachable: counted as hospitals.
      await expect(page.getByTestId("summary-failed")).toHaveText("2");
      await expect(page.getByTestId("summary-asked")).toHaveText("2");
      await expect(page.getByTestId("summary-sent")).toHaveCount(0);
      await expect(page.getByText(m.StatusErrors.recipient_refused)).toHaveCount(2);
      await expect(page.getByRole("link", { name: fill(d.callLabel, { name: a }) })).toHaveAttribute("href", "tel:+85229001234");
      const statusText = await page.locator("main").innerText();
      expect(statusText).not.toMatch(claims);
      expect(statusText).not.toMatch(/SMTP|550|Mailbox/); // the provider's words are for admins
      await expect(page.getByRole("region", { name: m.CookieBanner.title })).toHaveCount(0);

      // Retry after the clinic's address was corrected: only the failed clinics get a message again.
      await dbRows(`UPDATE clinics SET email = $1 WHERE id = $2`, [`fixed-a-${tag}@example.test`, idA]);
      await gotoReady(page, `${prefix}/emergency-results/${requestId}`);
      await page.getByRole("button", { name: m === zh ? "再次發送給這 2 間診所" : "Try sending to these 2 clinics again" }).click();
      await expect(page.locator("[data-failed-clinic]")).toHaveCount(1, { timeout: 20_000 });
      await expect(page.locator(`[data-failed-clinic="${idB}"]`)).toBeVisible();
      // B failed again; A (its address corrected) is sent by the worker: the same two rows, no third.
      const rows = () =>
        dbRows<{ clinic_id: string; status: string; recipient: string }>(
          `SELECT clinic_id, status, recipient FROM messages WHERE emergency_request_id = $1 ORDER BY recipient`,
          [requestId],
        );
      await expect.poll(rows, { timeout: 20_000 }).toEqual([
        { clinic_id: idB, status: "failed", recipient: `bounce-b-${tag}@example.test` },
        { clinic_id: idA, status: "sent", recipient: `fixed-a-${tag}@example.test` },
      ]);
      expect((await smtpMails(page)).filter((mail) => mail.to.some((to) => to.includes(tag)))).toHaveLength(1);

      // A clinic that has the alert is never sent it again.
      await page.getByRole("checkbox", { name: fill(r.selectClinic, { name: a }) }).check();
      await page.getByRole("button", { name: fill(r.broadcastSelected, { count: 1 }) }).click();
      await page.getByRole("alertdialog").getByRole("button").last().click();
      await expect(page.getByText(m.Results.errors.alreadyAlerted)).toBeVisible();
    } finally {
      await dbRows(`DELETE FROM clinics WHERE id = ANY($1)`, [[idA, idB]]);
    }
  });
}

test("the emergency pages carry no consent banner; other pages a compact one that is not the LCP", async ({ page }) => {
  const requestId = await newRequest(page);
  for (const path of ["/emergency", `/emergency-results/${requestId}`, `/emergency-results/${requestId}/messages`, "/zh-HK/emergency"]) {
    await gotoReady(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: path.startsWith("/zh-HK") ? zh.CookieBanner.title : en.CookieBanner.title })).toHaveCount(
      0,
    );
  }
  await page.goto("/");
  const banner = page.getByRole("region", { name: en.CookieBanner.title });
  await expect(banner).toHaveCount(1);
  const lcpInBanner = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          resolve(Boolean(last?.element?.closest("[aria-labelledby='cookie-banner-title']")));
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  expect(lcpInBanner).toBe(false);
});

test("the first Call is within 4 Tabs of the main heading, in both languages", async ({ page }) => {
  const requestId = await newRequest(page, { latitude: 22.3193, longitude: 114.1694 });
  for (const prefix of ["", "/zh-HK"]) {
    await gotoReady(page, `${prefix}/emergency-results/${requestId}`);
    await page.getByRole("heading", { level: 1 }).evaluate((h) => {
      h.setAttribute("tabindex", "-1");
      (h as HTMLElement).focus();
    });
    let reached = false;
    for (let i = 0; i < 4 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.getAttribute("href")?.startsWith("tel:") ?? false);
    }
    expect(reached).toBe(true);
    const call = page.locator('main a[href^="tel:"]').first();
    await expect(call).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeInViewport();
  }
});
