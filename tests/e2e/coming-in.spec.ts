import { expect, test } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { altchaHeader, dbRows, fill, gotoReady, signInAs, FROM_OUR_PAGES } from "@/tests/utils/e2e";

// "I'm on my way", on the demo server (demo inbox, no channel) at
// 390x844 in both languages: after the clinic's Accept in the demo inbox, its
// card leads the results with Call and "Tell them I'm coming"; the owner picks
// an estimate; the follow-up goes through the outbox (the demo inbox shows it,
// the owner's card says it was sent); a second one is refused; the staff
// dashboard's "Coming in" list shows the request with the estimate counting
// down; "We're expecting them" gives way to its stamp and the owner's card
// reads "Expecting the owner" within a poll; "Arrived" takes it off.

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);
test.skip(!DEMO, "the demo server is started by npm test");
// Its own client address: the suite's shared per-address budgets stay untouched.
test.use({ baseURL: DEMO, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { "x-forwarded-for": "198.18.40.1" } });

for (const [name, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
  test(`the owner tells the clinic that accepted they are coming; its dashboard lists them until they arrive (${name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const owner = `Coming ${name} ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/emergency-requests", {
      headers: FROM_OUR_PAGES,
      data: {
        symptom: "Seizure",
        symptomKeys: ["seizure"],
        petSpecies: "dog",
        locationLatitude: 22.3193,
        locationLongitude: 114.1694,
        contactName: owner,
        contactPhone: "+85291234540",
      },
    });
    expect(created.status()).toBe(201);
    const { id: requestId } = (await created.json()) as { id: string };
    const results = `${prefix}/emergency-results/${requestId}`;

    // The alert reaches the staff account's hospital.
    const [{ clinic_id: clinicId }] = await demoDb<{ clinic_id: string }>(`SELECT clinic_id FROM users WHERE email = 'staff@example.com'`);
    const [{ name: clinicName, name_zh: clinicNameZh }] = await demoDb<{ name: string; name_zh: string | null }>(
      `SELECT name, name_zh FROM clinics WHERE id = $1`,
      [clinicId],
    );
    const shownName = (m === zh && clinicNameZh) || clinicName;
    const sent = await page.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
      data: { clinicIds: [clinicId] },
      headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(page.request)) },
    });
    expect(sent.status()).toBe(201);

    // Before any answer or call, the clinic cannot be told (403), and the card does not offer it.
    const early = await page.request.post(`/api/emergency-requests/${requestId}/arrival`, {
      headers: FROM_OUR_PAGES,
      data: { clinicId, etaMinutes: 20 },
    });
    expect(early.status()).toBe(403);

    // The clinic accepts in the demo inbox (shown only to this machine: no forwarded address).
    // extraHTTPHeaders: {} drops the forwarded address test.use gives every page.
    const inbox = await browser.newPage({ baseURL: DEMO, viewport: { width: 390, height: 844 }, extraHTTPHeaders: {} });
    await gotoReady(inbox, `${prefix}/demo/inbox?request=${requestId}`);
    await inbox
      .locator(`[data-request="${requestId}"][data-clinic="${clinicId}"]`)
      .first()
      .getByRole("link", { name: m.DemoInbox.accept })
      .click();
    await expect(inbox.locator("body")).toContainText("Thank you");

    // Its card is first, with Call and "Tell them I'm coming".
    await gotoReady(page, results);
    const list = page.getByRole("list", { name: m.Results.title });
    const first = list.locator(":scope > li").first();
    await expect(first.locator(`[data-clinic-card="${clinicId}"]`)).toBeVisible();
    await expect(first.getByRole("link", { name: fill(m.Results.callLabel, { name: shownName }) })).toHaveAttribute("href", /^tel:/);
    const estimate = first.getByLabel(m.Coming.etaLabel);
    // Our taxi rule preselects one of the choices; the owner changes it.
    expect(["10", "20", "30", "45"]).toContain(await estimate.inputValue());
    await estimate.selectOption({ label: fill(m.Coming.eta, { minutes: 30 }) });
    await first.getByRole("button", { name: m.Coming.send }).click();
    const told = first.locator("[data-arrival-delivery]");
    await expect(told).toContainText(m.Coming.told.split("{time}")[0]);
    await expect(told).toContainText(/\d{2}:\d{2}/);
    // The demo channel takes it at once: the card says so within a poll.
    await expect(first.locator('[data-arrival-delivery="sent"]')).toContainText(m.Coming.delivery_sent, { timeout: 20_000 });

    // Once per request and clinic: a second one is 409, and one follow-up went out.
    const again = await page.request.post(`/api/emergency-requests/${requestId}/arrival`, {
      headers: FROM_OUR_PAGES,
      data: { clinicId, etaMinutes: 10 },
    });
    expect(again.status()).toBe(409);
    const follow = await demoDb<{ message_type: string }>(
      `SELECT message_type FROM messages WHERE emergency_request_id = $1 AND message_type LIKE 'arrival_%'`,
      [requestId],
    );
    expect(follow).toHaveLength(1);

    // The demo inbox shows the follow-up as the clinic receives it, with nothing to answer.
    await gotoReady(inbox, `${prefix}/demo/inbox?request=${requestId}`);
    const arrival = inbox.locator(`[data-request="${requestId}"][data-clinic="${clinicId}"] [data-arrival]`);
    await expect(arrival).toContainText(/30 min|30 分鐘/);
    await inbox.close();

    // The staff dashboard lists it in "Coming in", with the estimate counting down.
    const staff = await browser.newPage({ baseURL: DEMO, viewport: { width: 390, height: 844 } });
    await signInAs(staff, "staff@example.com");
    await gotoReady(staff, `${prefix}/clinic/dashboard`);
    await expect(staff.getByRole("heading", { name: m.Dashboard.comingTitle })).toBeVisible();
    const item = staff.getByTestId("coming-in").filter({ hasText: owner });
    await expect(item).toBeVisible();
    await expect(item).toContainText(fill(m.Dashboard.comingEta.split("{time}")[0], { minutes: 30 }));
    await expect(item.locator("[data-countdown]")).toHaveText(
      new RegExp(
        `^(${[m.Dashboard.comingIn, m.Dashboard.comingLate].map((s) => s.replace("{minutes}", "\\d+")).join("|")}|${m.Dashboard.comingDue})$`,
      ),
    );
    await expect(item).toContainText("Seizure");
    await expect(item.locator('a[href="tel:+85291234540"]')).toBeVisible();

    // "We're expecting them": the button gives way to when the owner was told, and the owner's card says so.
    await expect(item.locator("[data-expecting]")).toHaveCount(0);
    await item.getByRole("button", { name: m.Dashboard.expecting }).click();
    await expect(item.locator("[data-expecting]")).toContainText(m.Dashboard.expectingSince.split("{time}")[0].trim());
    await expect(item.locator("[data-expecting]")).toContainText(/\d{2}:\d{2}/);
    await expect(item.getByRole("button", { name: m.Dashboard.expecting })).toHaveCount(0);
    const [{ acknowledged_at: acknowledgedAt }] = await demoDb<{ acknowledged_at: Date | null }>(
      `SELECT acknowledged_at FROM arrival_notices WHERE emergency_request_id = $1`,
      [requestId],
    );
    expect(acknowledgedAt).not.toBeNull();
    const ownerLine = first.locator(`[data-state-clinic="${clinicId}"]`).first();
    await expect(ownerLine).toHaveAttribute("data-hospital-state", "expected", { timeout: 20_000 });
    await expect(ownerLine).toContainText(m.HospitalState.expected);
    await expect(first.locator("[data-arrival-expected]")).toHaveText(m.Coming.expected);
    await gotoReady(page, `${results}/messages`);
    await expect(page.locator(`[data-answered-clinic="${clinicId}"] [data-arrival-expected]`)).toHaveText(m.Coming.expected);

    await item.getByRole("button", { name: m.Dashboard.arrived }).click();
    await expect(staff.getByTestId("coming-in").filter({ hasText: owner })).toHaveCount(0);
    const [{ state }] = await demoDb<{ state: string }>(`SELECT state FROM arrival_notices WHERE emergency_request_id = $1`, [requestId]);
    expect(state).toBe("arrived");
    await staff.close();
  });
}
