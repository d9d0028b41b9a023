import { expect, test } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { altchaHeader, dbRows, gotoReady, signInAs, FROM_OUR_PAGES } from "@/tests/utils/e2e";

// The demo as `npm start` runs it (demo mode, no messaging
// channel configured) shows the whole loop: broadcast → the demo inbox shows
// what each clinic received → the clinic accepts → the owner sees it; staff
// "Mark as Responded" shows too. scripts/test.ts starts this server.

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);
test.skip(!DEMO, "the demo server is started by npm test");
test.use({ baseURL: DEMO });

for (const [name, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
  test(`demo: broadcast, the clinic accepts in the demo inbox, the owner sees it; staff responded too (${name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const created = await page.request.post("/api/emergency-requests", {
      headers: FROM_OUR_PAGES,
      data: {
        symptom: "Seizure",
        symptomKeys: ["seizure"],
        petSpecies: "cat",
        locationLatitude: 22.3193,
        locationLongitude: 114.1694,
        contactName: "Demo Owner",
        contactPhone: "+85291234567",
      },
    });
    const { id: requestId } = (await created.json()) as { id: string };
    const results = `${prefix}/emergency-results/${requestId}`;
    await gotoReady(page, results);
    await page.getByRole("button", { name: m.Results.broadcastNow }).click();
    await expect(page.getByText(m.Delivery.queuedToast)).toBeVisible();
    // The demo channel accepts every message: hospitals are reached, none failed.
    await expect(page.getByTestId("summary-sent")).toHaveText(/^[1-9]\d*$/, { timeout: 15_000 });
    await expect(page.getByTestId("summary-failed")).toHaveCount(0);

    // The status page links the inbox; the inbox shows each clinic's message.
    await gotoReady(page, `${results}/messages`);
    const inbox = page.getByRole("link", { name: m.DemoInbox.link });
    await expect(inbox).toHaveAttribute("href", `${prefix}/demo/inbox?request=${requestId}`);
    await gotoReady(page, `${prefix}/demo/inbox?request=${requestId}`);
    await expect(page.getByRole("heading", { level: 1, name: m.DemoInbox.title })).toBeVisible();
    const [{ clinic_id: staffClinic, name: staffName, name_zh: staffNameZh }] = await demoDb<{
      clinic_id: string;
      name: string;
      name_zh: string | null;
    }>(`SELECT u.clinic_id, c.name, c.name_zh FROM users u JOIN clinics c ON c.id = u.clinic_id WHERE u.email = 'staff@example.com'`);
    // A clinic other than the staff account's (that one marks the request responded below).
    const first = page.locator(`[data-request="${requestId}"]:not([data-clinic="${staffClinic}"])`).first();
    await expect(first).toContainText("+85291234567");
    const messageId = await first.getAttribute("data-demo-message");
    const [{ clinic_id: clinicId, name: clinicName, name_zh: clinicNameZh }] = await demoDb<{
      clinic_id: string;
      name: string;
      name_zh: string | null;
    }>(`SELECT m.clinic_id, c.name, c.name_zh FROM messages m JOIN clinics c ON c.id = m.clinic_id WHERE m.id = $1`, [messageId]);
    const shownName = (m === zh && clinicNameZh) || clinicName;
    await first.getByRole("link", { name: m.DemoInbox.accept }).click();
    await expect(page.locator("body")).toContainText("Thank you");

    // Back on the owner's page: pinned first, with its answer, within one poll.
    const started = Date.now();
    await gotoReady(page, results);
    await expect(page.locator('[data-response="accepted"]')).toContainText(shownName, { timeout: 10_000 });
    const top = page.getByRole("list", { name: m.Results.title }).locator(":scope > li").first();
    await expect(top).toContainText(shownName);
    await expect(top.getByText(m.Results.acceptedBadge)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(10_000);

    // The demo staff account's clinic marks the request responded: the owner sees which clinic.
    expect(staffClinic).not.toBe(clinicId);
    // Make sure the staff's clinic has the alert (409 when the quick broadcast already included it).
    const toStaff = await page.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
      data: { clinicIds: [staffClinic] },
      headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(page.request)) },
    });
    expect([201, 409]).toContain(toStaff.status());
    const staff = await browser.newPage({ baseURL: DEMO });
    await signInAs(staff, "staff@example.com");
    await gotoReady(staff, "/clinic/dashboard");
    const item = staff
      .getByTestId("dashboard-request")
      .filter({ hasText: "Demo Owner" })
      .filter({ has: staff.getByRole("button", { name: en.Dashboard.markResponded }) })
      .first();
    await item.getByRole("button", { name: en.Dashboard.markResponded }).click();
    await expect(staff.getByText(en.Dashboard.marked)).toBeVisible();
    await staff.close();
    await expect(page.locator('[data-response="responded"]')).toContainText((m === zh && staffNameZh) || staffName, { timeout: 10_000 });
  });
}
