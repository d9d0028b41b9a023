import { expect, test } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { altchaHeader, dbRows, gotoReady, signInAs, FROM_OUR_PAGES } from "@/tests/utils/e2e";

// The clinic knows who is coming and from where, on the demo server (no channel configured, so the demo inbox shows
// what each clinic received), at 390x844 in both languages: a GPS-only owner
// at Mong Kok broadcasts; every clinic copy says where the owner is (place, map
// link, distance from that clinic); BROADCAST NOW gives way to what was sent (the
// request's summary, in hospitals), even when tapped again on a page that still
// shows it; a clinic's Accept puts it
// first on the status page with Call and Directions; the status page's times
// are Hong Kong 24-hour times; the staff dashboard card shows the place.

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);
test.skip(!DEMO, "the demo server is started by npm test");
test.use({ baseURL: DEMO });

const MAP = "https://www.google.com/maps/search/?api=1&query=22.3193,114.1694";

for (const [name, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
  test(`the clinic knows where the owner is; the owner sees who said yes first (${name})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const owner = `Owner 29 ${name}`;
    const created = await page.request.post("/api/emergency-requests", {
      headers: FROM_OUR_PAGES,
      data: {
        symptom: "Seizure",
        symptomKeys: ["seizure"],
        petSpecies: "dog",
        locationLatitude: 22.3193,
        locationLongitude: 114.1694,
        contactName: owner,
        contactPhone: "+85291234529",
      },
    });
    const { id: requestId } = (await created.json()) as { id: string };
    const results = `${prefix}/emergency-results/${requestId}`;

    // A second copy of the page, opened before the alert went out, still shows the button.
    const stale = await browser.newPage({ baseURL: DEMO, viewport: { width: 390, height: 844 } });
    await gotoReady(stale, results);
    await gotoReady(page, results);
    await page.getByRole("button", { name: m.Results.broadcastNow }).click();
    const asked = page.getByTestId("summary-asked");
    await expect(asked).toHaveText(/^[1-9]\d*$/, { timeout: 15_000 });
    await expect(page.getByRole("button", { name: m.Results.broadcastNow })).toHaveCount(0);
    // Every hospital asked is counted once, whatever its channels; the demo channel takes them all.
    await expect(page.getByTestId("summary-sent")).toHaveText((await asked.innerText()).trim(), { timeout: 15_000 });

    // The repeat tap: no red failure, the same sent state.
    await stale.getByRole("button", { name: m.Results.broadcastNow }).click();
    await expect(stale.getByTestId("summary-asked")).toBeVisible({ timeout: 15_000 });
    await expect(stale.getByText(m.Results.broadcastFailed)).toHaveCount(0);
    await stale.close();

    // The demo inbox: each copy carries the place, the map link and the distance from that clinic.
    await gotoReady(page, `${prefix}/demo/inbox?request=${requestId}`);
    const places = page.locator(`[data-request="${requestId}"] [data-owner-place]`);
    await expect(places.first()).toBeVisible();
    const texts = await places.allTextContents();
    // WhatsApp's {{3}} reads in the template's language (en here); the email in both languages.
    expect(texts.every((text) => /near Mong Kok/.test(text))).toBe(true);
    expect(texts.some((text) => /about \d+(\.\d)? km from you/.test(text))).toBe(true);
    await expect(page.locator(`[data-request="${requestId}"] a[href="${MAP}"]`).first()).toBeVisible();
    const [{ emails }] = await demoDb<{ emails: number }>(
      `SELECT count(*)::int AS emails FROM messages WHERE emergency_request_id = $1 AND message_type = 'email'`,
      [requestId],
    );
    if (emails > 0) expect(texts.some((text) => /旺角附近 · 距離你們約 \d+(\.\d)? 公里/.test(text))).toBe(true);

    // A clinic (not the staff account's) accepts.
    const [{ clinic_id: staffClinic }] = await demoDb<{ clinic_id: string }>(
      `SELECT clinic_id FROM users WHERE email = 'staff@example.com'`,
    );
    const card = page.locator(`[data-request="${requestId}"]:not([data-clinic="${staffClinic}"])`).first();
    const clinicId = await card.getAttribute("data-clinic");
    const [{ name: clinicName, name_zh: clinicNameZh }] = await demoDb<{ name: string; name_zh: string | null }>(
      `SELECT name, name_zh FROM clinics WHERE id = $1`,
      [clinicId],
    );
    const shownName = (m === zh && clinicNameZh) || clinicName;
    await card.getByRole("link", { name: m.DemoInbox.accept }).click();
    await expect(page.locator("body")).toContainText("Thank you");

    // The status page leads with it: Call and Directions, above the counts; its messages first.
    await gotoReady(page, `${results}/messages`);
    const answered = page.locator(`[data-answered-clinic="${clinicId}"]`);
    await expect(answered).toContainText(shownName);
    await expect(answered.getByRole("link", { name: m.Delivery.callLabel.replace("{name}", shownName) })).toHaveAttribute("href", /^tel:/);
    await expect(answered.getByRole("link", { name: m.BroadcastStatus.directionsLabel.replace("{name}", shownName) })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );
    const answeredBox = await answered.boundingBox();
    const countsBox = await page.getByTestId("alert-summary").boundingBox();
    expect(answeredBox!.y).toBeLessThan(countsBox!.y);
    const firstCard = page.getByRole("list", { name: m.BroadcastStatus.title }).locator(":scope > li").first();
    await expect(firstCard).toContainText(shownName);
    await expect(firstCard.locator('[data-hospital-state="accepted"]')).toContainText(m.HospitalState.accepted);

    // Hong Kong 24-hour times.
    const times = await page.locator("main time").allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(/^\d{2}:\d{2}/);

    // The staff dashboard card says where the owner is, in the page's language.
    const toStaff = await page.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
      data: { clinicIds: [staffClinic] },
      headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(page.request)) },
    });
    expect([201, 409]).toContain(toStaff.status());
    const staff = await browser.newPage({ baseURL: DEMO, viewport: { width: 390, height: 844 } });
    await signInAs(staff, "staff@example.com");
    await gotoReady(staff, `${prefix}/clinic/dashboard`);
    const item = staff.getByTestId("dashboard-request").filter({ hasText: owner }).first();
    await expect(item.locator("[data-owner-place]")).toContainText(m === zh ? "旺角附近" : "near Mong Kok");
    await expect(item.locator(`a[href="${MAP}"]`)).toBeVisible();
    await expect(item.locator("time")).toHaveText(/^\d{2}:\d{2}/);
    await staff.close();
  });
}
