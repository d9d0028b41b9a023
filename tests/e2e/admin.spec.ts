import { expect, test, type Page } from "@playwright/test";
import { dbRows, gotoReady, signInAs } from "@/tests/utils/e2e";

// The admin clinic portal and the clinic-staff dashboard, in a phone-size browser.
// Serial: the admin test invites the demo staff account to a new clinic (an invitation alone moves nobody).
test.describe.configure({ mode: "serial" });

const ADMIN = "admin@example.com";
const STAFF = "staff@example.com";

async function staffClinicId(page: Page): Promise<string> {
  const me = await (await page.request.get("/api/auth/user")).json();
  return me.clinicId as string;
}

test("admin: add with Auto-fill GPS, edit, toggle, invite staff, history, paging and delete", async ({ page, browser }) => {
  test.setTimeout(120_000);
  // Where the demo staff member works now (still so at the end: they never accepted).
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAs(staffPage, STAFF);
  const originalClinic = await staffClinicId(staffPage);
  await staffContext.close();
  expect(originalClinic).toBeTruthy();

  await signInAs(page, ADMIN);
  await gotoReady(page, "/admin/clinics");
  await expect(page.getByRole("heading", { name: "Clinic management" })).toBeVisible();

  // Paging through the seeded clinics (185+): 20 a page.
  const indicator = page.getByText(/^Page \d+ of \d+$/);
  await expect(indicator).toHaveText(/^Page 1 of (\d+)$/);
  const pages = Number((await indicator.textContent())!.match(/of (\d+)/)![1]);
  expect(pages).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("admin-clinic-card")).toHaveCount(20);
  await page.getByRole("link", { name: "Next", exact: true }).click();
  await expect(indicator).toHaveText(`Page 2 of ${pages}`);
  await page.getByRole("link", { name: "Next", exact: true }).click();
  await expect(indicator).toHaveText(`Page 3 of ${pages}`);
  await page.getByRole("link", { name: "Last", exact: true }).click();
  await expect(indicator).toHaveText(`Page ${pages} of ${pages}`);
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  await page.getByRole("link", { name: "Previous", exact: true }).click();
  await expect(indicator).toHaveText(`Page ${pages - 1} of ${pages}`);
  await page.getByRole("link", { name: "First", exact: true }).click();
  await expect(indicator).toHaveText(`Page 1 of ${pages}`);

  // A quick-filter card toggles its filter in the URL.
  await page.getByRole("link", { name: /24-hour clinics/ }).click();
  await expect(page).toHaveURL(/h24=yes/);
  await expect(page.getByLabel("24-hour", { exact: true })).toHaveValue("yes");
  await page.getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL(/\/admin\/clinics$/);

  // Add a clinic with Auto-fill GPS (the Address Lookup Service stand-in knows Nathan Road).
  const name = `E2E Vet ${Date.now().toString(36)}`;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Add Clinic" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Auto-fill GPS" }).click();
  await expect(page.getByText("Please enter an address first")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Clinic" }).click();
  await expect(dialog.getByText("Clinic name is required")).toBeVisible();
  await expect(dialog.getByText("Region is required")).toBeVisible();
  await dialog.getByLabel("Clinic name (English)").fill(name);
  await dialog.getByLabel("Address (English)").fill("Shop 3, 36-44 Nathan Road, Tsim Sha Tsui");
  await dialog.getByLabel("Phone *", { exact: true }).fill("2345 6789");
  await dialog.getByLabel("Email").fill("e2e-vet@example.com");
  await dialog.getByLabel("Region *").selectOption({ label: "Kowloon" });
  await dialog.getByRole("button", { name: "Auto-fill GPS" }).click();
  await expect(page.getByText("GPS coordinates filled automatically")).toBeVisible();
  await expect(dialog.getByLabel("Latitude")).toHaveValue("22.29625");
  await expect(dialog.getByLabel("Longitude")).toHaveValue("114.17243");
  await dialog.getByRole("button", { name: "Add Clinic" }).click();
  await expect(page.getByText("Clinic added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  await gotoReady(page, `/admin/clinics?q=${encodeURIComponent(name)}`);
  const card = page.getByTestId("admin-clinic-card").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("stat-results")).toHaveText(/^1\/\d+$/);
  await expect(card.getByText("KLN", { exact: true })).toBeVisible();
  await expect(card.getByText("No Contact")).toHaveCount(0);

  // Edit it.
  await card.getByRole("button", { name: "Edit" }).click();
  await expect(dialog.getByLabel("Clinic name (English)")).toHaveValue(name);
  await dialog.getByLabel("Clinic name (Chinese)").fill("端對端測試動物醫院");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Clinic updated successfully")).toBeVisible();
  await expect(card.getByText("端對端測試動物醫院")).toBeVisible();
  await expect(card.getByText("Approximate GPS")).toHaveCount(0);

  // An address the lookup service does not know: the district's centre, flagged approximate,
  // and still approximate after a save that leaves the point alone.
  await card.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Address (English)").fill("Shop 9, Sai Yeung Choi Street South, Mong Kok");
  await dialog.getByRole("button", { name: "Auto-fill GPS" }).click();
  await expect(page.getByText("Approximate coordinates filled from the district")).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("Approximate GPS")).toBeVisible();
  await card.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Opening hours").fill("10:00-22:00");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Approximate GPS")).toBeVisible();
  // Typed coordinates are the building's own.
  await card.getByRole("button", { name: "Edit" }).click();
  await dialog.getByLabel("Latitude").fill("22.3190");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Approximate GPS")).toHaveCount(0);

  // Availability: immediate update. The badge says the fact the "accepting" count counts (lib/clinics/availability.ts):
  // a new clinic's switch is on, but nobody confirmed it; switched off by the admin, it is not accepting.
  await expect(card.getByText("Not confirmed (24 h)", { exact: true })).toBeVisible();
  const patched = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/api/clinics/"));
  await card.getByRole("switch").click();
  expect((await patched).status()).toBe(200);
  await expect(card.getByText("Not accepting", { exact: true })).toBeVisible();

  // Manage Staff: invite the demo staff member by email; nobody is linked until they accept.
  await card.getByRole("button", { name: "Manage Staff" }).click();
  await expect(dialog.getByText("No staff members linked to this clinic yet")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send invitation" })).toBeDisabled();
  await expect(dialog.getByLabel("Clinic dashboard URL")).toHaveValue(/\/clinic\/dashboard$/);
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  await dialog.getByLabel("Staff email").fill(STAFF);
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${STAFF}`)).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Pending invitations" })).toContainText(STAFF);
  await expect(dialog.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(dialog.getByText("No staff members linked to this clinic yet")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // History: every change, newest first.
  await card.getByRole("button", { name: "History" }).click();
  const entries = dialog.getByTestId("audit-entry");
  await expect(entries).toHaveCount(7);
  await expect(entries.nth(0)).toContainText("Staff invited");
  await expect(entries.nth(0)).toContainText(STAFF);
  await expect(entries.nth(1)).toContainText("Availability changed");
  await expect(entries.nth(2)).toContainText(/Map point accuracy\s*District \(approximate\) → Building \(exact\)/);
  await expect(entries.nth(3)).toContainText("Opening hours");
  await expect(entries.nth(3)).not.toContainText("Map point accuracy");
  await expect(entries.nth(4)).toContainText(/Map point accuracy\s*Building \(exact\) → District \(approximate\)/);
  await expect(entries.nth(5)).toContainText("Updated");
  await expect(entries.nth(5)).toContainText("端對端測試動物醫院");
  await expect(entries.nth(6)).toContainText("Created");
  await page.keyboard.press("Escape");

  // Delete with confirmation naming the clinic.
  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Clinic deleted successfully")).toBeVisible();
  await expect(page.getByTestId("admin-clinic-card").filter({ hasText: name })).toHaveCount(0);

  // The invitation alone moved nobody.
  const after = await browser.newContext();
  const afterPage = await after.newPage();
  await signInAs(afterPage, STAFF);
  expect(await staffClinicId(afterPage)).toBe(originalClinic);
  await after.close();
});

test("admin pages refuse other accounts", async ({ page }) => {
  await gotoReady(page, "/admin/login");
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute("href", "/api/login?returnTo=/admin/clinics");
  await signInAs(page, "owner@example.com");
  await gotoReady(page, "/admin/clinics");
  await expect(
    page.getByText("Your account does not have admin privileges. Please contact the system administrator for access."),
  ).toBeVisible();
  await expect(page.getByTestId("admin-clinic-card")).toHaveCount(0);
});

test("staff dashboard: a broadcast request, counters, severity sort and Mark as Responded", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, STAFF);
  const clinicId = await staffClinicId(page);
  await gotoReady(page, "/clinic/dashboard");
  await expect(page.getByRole("heading", { name: "Clinic dashboard" })).toBeVisible();
  const counter = async (key: string) => Number(await page.getByTestId(`counter-${key}`).textContent());
  const before = {
    today: await counter("today"),
    week: await counter("week"),
    month: await counter("month"),
    pending: await counter("pending"),
    critical: await counter("critical"),
  };

  // Two requests from owners, broadcast to this clinic: one critical, one moderate.
  const stamp = Date.now().toString(36);
  for (const [keys, symptom] of [
    [["seizure"], `Seizure ${stamp}`],
    [["vomiting"], `Vomiting ${stamp}`],
  ] as const) {
    // Same-origin, as the pages send it: the API refuses cross-site writes that carry a session cookie.
    const sameOrigin = { origin: new URL(page.url()).origin };
    const created = await page.request.post("/api/emergency-requests", {
      data: {
        symptom,
        symptomKeys: keys,
        petSpecies: "dog",
        locationLatitude: 22.3,
        locationLongitude: 114.17,
        contactName: "Chan Tai Man",
        contactPhone: "6123 4567",
      },
      headers: sameOrigin,
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    const sent = await page.request.post(`/api/emergency-requests/${id}/broadcast`, {
      data: { clinicIds: [clinicId] },
      headers: sameOrigin,
    });
    expect(sent.status()).toBe(201);
  }

  // The counters say what the database holds, which now includes the two requests. Other specs running in
  // parallel broadcast to the demo staff's clinic too, so they are compared with the stored counts at the
  // time of a fresh render, not with arithmetic on counts read earlier.
  const hkStart = (unit: string) =>
    `((date_trunc('${unit}', now() AT TIME ZONE 'Asia/Hong_Kong') AT TIME ZONE 'Asia/Hong_Kong') AT TIME ZONE 'UTC')`;
  const storedCounters = async () =>
    (
      await dbRows<typeof before>(
        `SELECT count(*) FILTER (WHERE e.created_at >= ${hkStart("day")})::int AS today,
                count(*) FILTER (WHERE e.created_at >= (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS week,
                count(*) FILTER (WHERE e.created_at >= ${hkStart("month")})::int AS month,
                -- "Pending" is this clinic's: it has not answered (lib/clinics/requests.ts).
                count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM messages a WHERE a.emergency_request_id = e.id AND a.clinic_id = $1
                  AND a.message_type IN ('email', 'whatsapp') AND a.clinic_response IS NOT NULL))::int AS pending,
                count(*) FILTER (WHERE e.severity = 'critical')::int AS critical
         FROM emergency_requests e
         WHERE EXISTS (SELECT 1 FROM messages m WHERE m.emergency_request_id = e.id AND m.clinic_id = $1)`,
        [clinicId],
      )
    )[0];
  await expect(async () => {
    await gotoReady(page, "/clinic/dashboard");
    const shown = {
      today: await counter("today"),
      week: await counter("week"),
      month: await counter("month"),
      pending: await counter("pending"),
      critical: await counter("critical"),
    };
    expect(shown).toEqual(await storedCounters());
  }).toPass({ timeout: 20_000 });
  const stored = await storedCounters();
  for (const key of ["today", "week", "month"] as const) expect(stored[key]).toBeGreaterThanOrEqual(before[key] + 2);
  expect(stored.critical).toBeGreaterThanOrEqual(before.critical + 1);

  const critical = page.getByTestId("dashboard-request").filter({ hasText: `Seizure ${stamp}` });
  await expect(critical).toContainText("Critical");
  await expect(critical).toContainText("Chan Tai Man");
  await expect(critical.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", "tel:+85261234567");
  await expect(critical.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /wa\.me\/85261234567/);

  // Sort by severity: critical, then urgent, then moderate.
  await page.getByRole("link", { name: "Severity" }).click();
  await expect(page).toHaveURL(/sort=severity/);
  await expect(page.getByRole("link", { name: "Severity" })).toHaveAttribute("aria-current", "page");
  const order = await page.getByTestId("dashboard-request").evaluateAll((items) => items.map((i) => i.getAttribute("data-severity")));
  const rank = { critical: 0, urgent: 1, moderate: 2 } as Record<string, number>;
  expect(order.length).toBeGreaterThanOrEqual(2);
  expect(order.map((s) => rank[s!])).toEqual([...order.map((s) => rank[s!])].sort((a, b) => a - b));

  // Pending filter; Mark as Responded moves the request out of it.
  await page.getByRole("link", { name: "Pending", exact: true }).click();
  await expect(page).toHaveURL(/filter=pending/);
  const pendingItem = page.getByTestId("dashboard-request").filter({ hasText: `Seizure ${stamp}` });
  await expect(pendingItem).toHaveCount(1);
  await pendingItem.getByRole("button", { name: "Mark as Responded" }).click();
  await expect(page.getByText("Request marked as responded")).toBeVisible();
  await expect(pendingItem).toHaveCount(0);
  // The counter says what the database holds. Other specs running in parallel broadcast to the demo staff's
  // clinic too, so it is compared with the stored count at the time of a fresh render, not with arithmetic
  // on a count read earlier.
  const storedPending = async () =>
    (
      await dbRows<{ n: number }>(
        `SELECT count(*)::int AS n FROM emergency_requests e
         WHERE NOT EXISTS (SELECT 1 FROM messages a WHERE a.emergency_request_id = e.id AND a.clinic_id = $1
                  AND a.message_type IN ('email', 'whatsapp') AND a.clinic_response IS NOT NULL)
           AND EXISTS (SELECT 1 FROM messages m WHERE m.emergency_request_id = e.id AND m.clinic_id = $1)`,
        [clinicId],
      )
    )[0].n;
  const [marked] = await dbRows<{ status: string }>("SELECT status FROM emergency_requests WHERE symptom = $1", [`Seizure ${stamp}`]);
  expect(marked.status).toBe("responded");
  await expect(async () => {
    await gotoReady(page, "/clinic/dashboard?filter=pending");
    expect(await counter("pending")).toBe(await storedPending());
  }).toPass({ timeout: 20_000 });

  await page.getByRole("link", { name: "All", exact: true }).click();
  const answered = page.getByTestId("dashboard-request").filter({ hasText: `Seizure ${stamp}` });
  await expect(answered).toContainText("Responded");
  await expect(answered.getByRole("button", { name: "Mark as Responded" })).toHaveCount(0);

  // Edit details: staff change their own clinic's opening hours (not region, 24-hour or map point).
  const original = await (await page.request.get(`/api/clinics/${clinicId}`)).json();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Edit details" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit clinic details" });
  await expect(dialog.getByLabel("Region *")).toHaveCount(0);
  await expect(dialog.getByLabel("Latitude")).toHaveCount(0);
  await dialog.getByLabel("Opening hours").fill(`Daily 9am-9pm ${stamp}`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Clinic updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await (await page.request.get(`/api/clinics/${clinicId}`)).json();
  expect(saved).toMatchObject({
    openingHours: `Daily 9am-9pm ${stamp}`,
    latitude: original.latitude,
    coordPrecision: original.coordPrecision,
  });
  const restored = await page.request.patch(`/api/clinics/${clinicId}`, {
    data: { openingHours: original.openingHours },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(restored.status()).toBe(200);
});
