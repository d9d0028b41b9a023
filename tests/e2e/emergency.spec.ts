import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { dbRows, fill, gotoReady, signInAs } from "@/tests/utils/e2e";

// The heart of the product at phone size, in both languages: wizard → nearest
// clinics → filters → broadcast to two clinics → status page.

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };
const LOCALES = [
  { name: "English", prefix: "", m: en, area: "Mong Kok" },
  { name: "Chinese", prefix: "/zh-HK", m: zh, area: "旺角" },
] as const;

/** ICU-free fill-in of a message's {placeholders}. */

/** The "We can take this case" link of a message's email, as the loopback SMTP server received it. */
async function acceptLinkFor(page: Page, messageId: string): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const mails = (await (await page.request.get(`${process.env.SMTP_PEER_URL}/mails`)).json()) as { text: string }[];
    const mail = mails.find((x) => x.text.includes(`/api/messages/${messageId}/respond`));
    const link = mail?.text.match(/https?:\/\/\S+answer=accept\S*/)?.[0];
    if (link) return link;
    await page.waitForTimeout(500);
  }
  throw new Error(`no email for message ${messageId}`);
}

async function distancesShown(page: Page): Promise<number[]> {
  return page.locator("[data-distance]").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-distance"))));
}

for (const { name, prefix, m, area } of LOCALES) {
  const w = m.EmergencyWizard;
  const r = m.Results;

  async function stepOne(page: Page) {
    await gotoReady(page, `${prefix}/emergency`);
    await expect(page.getByText(fill(w.stepIndicator, { step: 1 })).first()).toBeVisible();
    await expect(page.getByRole("complementary", { name: m.Disclaimer.title })).toBeVisible();
    // Nothing chosen: both step-1 messages (a symptom, a pet).
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(w.errors.symptomRequired)).toBeVisible();
    await expect(page.getByText(w.errors.petRequired)).toBeVisible();
    await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).click();
    await page.getByRole("radio", { name: w.dog }).click();
    await page.getByLabel(w.age, { exact: true }).fill("6");
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(fill(w.stepIndicator, { step: 2 })).first()).toBeVisible();
  }

  async function stepThree(page: Page) {
    await expect(page.getByText(fill(w.stepIndicator, { step: 3 })).first()).toBeVisible();
    await page.getByRole("button", { name: w.findClinics }).click();
    await expect(page.getByText(w.errors.contactNameRequired)).toBeVisible();
    await expect(page.getByText(m.Validation.invalidPhone)).toBeVisible();
    await page.getByLabel(w.contactName).fill("Chan Tai Man");
    await page.getByLabel(w.contactPhone).fill("9123 4567");
    await page.getByRole("button", { name: w.findClinics }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/emergency-results/[0-9a-f-]{36}$`));
  }

  async function expectSortedWithPriority(page: Page) {
    const distances = await distancesShown(page);
    expect(distances.length).toBeGreaterThan(3);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Priority: the first three 24-hour clinics under 5 km (the list is 24-hour only by default),
    // those with their own map point before those placed at an area's centre (whose distance is only a guess).
    const cards = page.getByRole("list", { name: r.title }).locator(":scope > li");
    const info = await cards.evaluateAll(
      (els, label) =>
        els.map((el) => ({
          km: el.querySelector("[data-distance]")?.getAttribute("data-distance") ?? null,
          area: Boolean(el.querySelector("[data-area]")),
          priority: (el.textContent ?? "").includes(label),
        })),
      r.priority,
    );
    const ownPointNear = info.filter((c) => c.km !== null && Number(c.km) < 5);
    expect(info.filter((c) => c.priority).length).toBeLessThanOrEqual(3);
    for (const c of ownPointNear.slice(0, 3)) expect(c.priority).toBe(true);
    if (ownPointNear.length >= 3) expect(info.some((c) => c.area && c.priority)).toBe(false);
  }

  test.describe(`emergency flow (${name})`, () => {
    test.use({ permissions: ["geolocation"], geolocation: MONG_KOK });

    test("GPS granted: nearest clinics, filters, broadcast to two clinics, status page", async ({ page }) => {
      await stepOne(page);
      // The place found, not its coordinates.
      await expect(page.getByText(fill(w.gpsFoundNear, { place: area }))).toBeVisible();
      await page.getByRole("button", { name: w.next }).click();
      await stepThree(page);

      await expect(page.getByRole("heading", { level: 1, name: r.title })).toBeVisible();
      await expect(page.getByText(r.quickTitle)).toBeVisible();
      await expectSortedWithPriority(page);

      // Filters: region, distance, WhatsApp only.
      await page.getByRole("button", { name: r.showFilters }).click();
      // Native selects: the phone's own picker.
      await page.getByLabel(r.distance).selectOption({ label: fill(r.distanceKm, { km: 5 }) });
      expect((await distancesShown(page)).every((d) => d <= 5)).toBe(true);
      await page.getByLabel(r.distance).selectOption({ label: r.distanceAny });

      await page.getByLabel(r.region).selectOption({ label: m === zh ? "新界" : "New Territories" });
      // Cards beyond the first ones sent arrive from the server: read the list once they are in.
      await expect(page.getByRole("list", { name: r.title })).not.toHaveAttribute("aria-busy", "true");
      const ntNames = await page.getByRole("list", { name: r.title }).locator(":scope > li h3").allInnerTexts();
      expect(ntNames.length).toBeGreaterThan(0);
      const ntRows = await dbRows<{ n: number }>(
        "SELECT count(*)::int AS n FROM clinics c JOIN regions g ON g.id = c.region_id WHERE g.code = 'NT' AND (c.name = ANY($1) OR c.name_zh = ANY($1))",
        [ntNames],
      );
      expect(ntRows[0].n).toBeGreaterThanOrEqual(ntNames.length);
      await page.getByLabel(r.region).selectOption({ label: r.allRegions });

      await page.getByRole("switch", { name: r.whatsappOnly }).click();
      const cards = page.getByRole("list", { name: r.title }).locator(":scope > li");
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      await expect(page.getByRole("link", { name: new RegExp(`^${fill(r.whatsappLabel, { name: "" }).trim()}`) })).toHaveCount(count);
      await page.getByRole("switch", { name: r.whatsappOnly }).click();

      // Two email-only clinics (one message each): include clinics open in the day.
      await page.getByRole("switch", { name: r.only24h }).first().click();
      // (Not the clinic the admin test adds and deletes in parallel.)
      const emailOnly = cards
        .filter({ has: page.getByRole("checkbox") })
        .filter({ hasNot: page.getByText(r.whatsappBadge, { exact: true }) })
        .filter({ hasNotText: "E2E Vet" });
      await emailOnly.nth(0).getByRole("checkbox").check();
      await emailOnly.nth(1).getByRole("checkbox").check();
      await expect(page.getByText(m === zh ? "已選 2 間" : "2 selected", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: fill(r.broadcastSelected, { count: 2 }) }).click();

      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText("+85291234567");
      await dialog.getByRole("button", { name: m === zh ? "發送給 2 間診所" : "Send to 2 Clinics" }).click();
      await expect(page.getByText(m.Delivery.queuedToast)).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByRole("link", { name: r.viewStatus }).click();
      await expect(page).toHaveURL(/\/messages$/);
      await expect(page.getByRole("heading", { level: 1, name: m.BroadcastStatus.title })).toBeVisible();
      await expect(page.getByRole("list", { name: m.BroadcastStatus.title }).locator(":scope > li")).toHaveCount(2);
      // Counts of hospitals (lib/request-state): two clinics asked, by e-mail.
      await expect(page.getByTestId("summary-asked")).toHaveText("2");

      if (m === en) {
        // A clinic answers "We can take this case" from its email: the owner sees it within the 5 s poll.
        const requestId = page.url().split("/").at(-2)!;
        const [first] = (await (await page.request.get(`/api/emergency-requests/${requestId}/messages`)).json()) as { id: string }[];
        const link = await acceptLinkFor(page, first.id);
        expect((await page.request.get(new URL(link).pathname + new URL(link).search)).status()).toBe(200);
        // The hospital's state (the answer also leads the page: "Can take your pet · now").
        await expect(page.locator('[data-status-clinic] [data-hospital-state="accepted"]')).toHaveText(/^Accepted · /, { timeout: 12_000 });
        await page.getByRole("link", { name: m.BroadcastStatus.back }).click();
        const top = page.getByRole("list", { name: r.title }).locator(":scope > li").first();
        await expect(top.getByText(r.acceptedBadge)).toBeVisible();
      }
    });
  });

  test.describe(`emergency flow without GPS (${name})`, () => {
    test.use({ permissions: [] });

    test("GPS denied: a typed area still gives clinics sorted by distance", async ({ page }) => {
      await stepOne(page);
      await expect(page.getByText(w.gpsUnavailable)).toBeVisible();
      await expect(page.getByText(w.gpsManualPrompt)).toBeVisible();
      await expect(page.getByRole("button", { name: w.retryGps })).toBeVisible();
      await page.getByRole("button", { name: w.next }).click();
      await expect(page.getByText(w.errors.locationRequired)).toBeVisible();
      await page.getByLabel(w.manualLocation).fill(area);
      await page.getByRole("button", { name: w.next }).click();
      await stepThree(page);

      await page.getByText(r.summaryTitle, { exact: true }).click(); // the one-line summary opens
      await expect(page.getByText(`${area} (${r.approximateLocation})`, { exact: true })).toBeVisible();
      await expectSortedWithPriority(page);
      expect((await distancesShown(page))[0]).toBeLessThan(3);
    });
  });
}

test("a signed-in owner picks a saved pet and gets the contact details prefilled", async ({ page }) => {
  await signInAs(page, "owner@example.com");
  await gotoReady(page, "/emergency");
  await page.getByRole("checkbox", { name: en.Symptoms.vomiting, exact: true }).click();
  await page.getByRole("button", { name: /Mochi/ }).click();
  await expect(page.getByRole("radio", { name: en.EmergencyWizard.dog })).toHaveCount(0);
  await page.getByRole("button", { name: en.EmergencyWizard.next }).click();
  await page.getByLabel(en.EmergencyWizard.manualLocation).fill("Central");
  await page.getByRole("button", { name: en.EmergencyWizard.next }).click();
  await expect(page.getByLabel(en.EmergencyWizard.contactName)).toHaveValue("Olivia Chan");
  await expect(page.getByLabel(en.EmergencyWizard.contactPhone)).toHaveValue("+85291234567");
  // Step 3 waits for the owner even with everything prefilled (Next must not submit it).
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/emergency$/);
  await page.getByRole("button", { name: en.EmergencyWizard.findClinics }).click();
  await expect(page).toHaveURL(/\/emergency-results\//);
  await page.getByText(en.Results.summaryTitle, { exact: true }).click();
  await expect(page.locator("details dd").filter({ hasText: "Mochi" })).toBeVisible();
});
