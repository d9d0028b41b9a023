import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { FIRST_AID } from "@/lib/first-aid";
import { dbRows, gotoReady, FROM_OUR_PAGES } from "@/tests/utils/e2e";

// While you travel: first aid for the chosen symptoms under the clinic
// to call (and on the status page, and offline), "What to say" with Copy, and
// "Show to taxi driver" with the Chinese address in large type.

// Its own client address: the per-address request budget of the suite is not spent here.
test.use({
  extraHTTPHeaders: { "x-forwarded-for": "198.18.19.1" },
  permissions: ["clipboard-read", "clipboard-write"],
});

const MONG_KOK = { locationLatitude: 22.3193, locationLongitude: 114.1694 };
const LOCALES = [
  { name: "English", prefix: "", m: en, content: FIRST_AID.en },
  { name: "Chinese", prefix: "/zh-HK", m: zh, content: FIRST_AID["zh-HK"] },
] as const;

async function createRequest(page: Page, symptomKeys: string[], contactName: string) {
  const res = await page.request.post("/api/emergency-requests", {
    headers: FROM_OUR_PAGES,
    data: {
      symptom: symptomKeys.join(", "),
      symptomKeys,
      petSpecies: "dog",
      petBreed: "Shiba Inu",
      petAge: 4,
      contactName,
      contactPhone: "+85291234567",
      ...MONG_KOK,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const bestClinic = (page: Page) => page.locator("[aria-labelledby=best-clinic-name]");

for (const { name, prefix, m, content } of LOCALES) {
  test.describe(name, () => {
    test(`a seizure request shows the seizure card under the first clinic, with its source; the status page too (${name})`, async ({
      page,
    }) => {
      const id = await createRequest(page, ["seizure"], `Travel Seizure ${name}`);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const seizure = content.cards.seizure;

      const section = page.locator("[data-first-aid]");
      await expect(section.getByRole("heading", { name: m.FirstAid.title })).toBeVisible();
      // Right under the best clinic card.
      expect(await bestClinic(page).evaluate((el) => el.nextElementSibling?.hasAttribute("data-first-aid"))).toBe(true);
      const card = section.locator("details[data-symptom=seizure]");
      await expect(card).toHaveAttribute("open", "");
      await expect(card.getByRole("heading", { name: seizure.title })).toBeVisible();
      await expect(card.getByText(seizure.steps[0])).toBeVisible();
      const source = card.getByRole("link", { name: seizure.sources[0].title });
      await expect(source).toBeVisible();
      await expect(source).toHaveAttribute("href", seizure.sources[0].url);
      await expect(section.getByRole("complementary", { name: m.Disclaimer.title })).toBeVisible();

      await gotoReady(page, `${prefix}/emergency-results/${id}/messages`);
      const onStatus = page.locator("[data-first-aid] details[data-symptom=seizure]");
      await expect(onStatus.getByRole("heading", { name: seizure.title })).toBeVisible();
      await expect(onStatus.getByRole("link", { name: seizure.sources[0].title })).toBeVisible();
    });

    test(`with two symptoms each card is collapsed to its title and opens (${name})`, async ({ page }) => {
      const id = await createRequest(page, ["seizure", "vomiting"], `Travel Two ${name}`);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const cards = page.locator("[data-first-aid] details");
      await expect(cards).toHaveCount(2);
      const vomiting = page.locator("[data-first-aid] details[data-symptom=vomiting]");
      await expect(vomiting).not.toHaveAttribute("open", "");
      await expect(vomiting.getByText(content.cards.vomiting.steps[0])).toBeHidden();
      await vomiting.getByRole("heading", { name: content.cards.vomiting.title }).click();
      await expect(vomiting.getByText(content.cards.vomiting.steps[0])).toBeVisible();
    });

    test(`"What to say" holds the entered details and Copy puts it on the clipboard (${name})`, async ({ page }) => {
      const owner = `Travel Script ${name}`;
      const id = await createRequest(page, ["seizure"], owner);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const script = bestClinic(page).locator("[data-phone-script]");
      await script.locator("summary").click();
      const text = script.locator("[data-script-text]");
      await expect(text).toBeVisible();
      const shown = await text.innerText();
      // The animal as the broadcast says it, any species: "Dog, 4 years" / 「狗，4 歲」.
      for (const expected of ["Shiba Inu", owner, "+85291234567", "抽搐", "Seizure", "狗，4 歲", "Dog, 4 years", "km"])
        expect(shown).toContain(expected);
      // The page's language first.
      expect(shown.indexOf(name === "Chinese" ? "抽搐" : "Seizure")).toBeLessThan(shown.indexOf(name === "Chinese" ? "Seizure" : "抽搐"));
      await script.getByRole("button", { name: m.PhoneScript.copy }).click();
      await expect(script.getByRole("status")).toHaveText(m.PhoneScript.copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.replace(/\s+/g, " ").trim()).toBe(shown.replace(/\s+/g, " ").trim());

      // Every clinic card has one too.
      const cardScript = page.getByRole("list", { name: m.Results.title }).locator("[data-phone-script]").first();
      await cardScript.locator("summary").click();
      await expect(cardScript.locator("[data-script-text]")).toContainText("Shiba Inu");
    });

    test(`"Show to taxi driver" shows the Chinese name and address in large type (${name})`, async ({ page }) => {
      const id = await createRequest(page, ["seizure"], `Travel Taxi ${name}`);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const clinicName = (await page.locator("#best-clinic-name").innerText()).trim();
      const [clinic] = await dbRows<{ name_zh: string | null; address_zh: string | null; address: string }>(
        `SELECT name_zh, address_zh, address FROM clinics WHERE name = $1 OR name_zh = $1 LIMIT 1`,
        [clinicName],
      );
      await bestClinic(page)
        .getByRole("button", { name: new RegExp(m.Taxi.show) })
        .click();
      const dialog = page.getByRole("dialog", { name: m.Taxi.please });
      await expect(dialog).toBeVisible();
      const address = dialog.locator("[data-taxi-address]");
      await expect(address).toHaveText(clinic.address_zh ?? clinic.address);
      if (clinic.address_zh) expect(clinic.address_zh).toMatch(/[\u4e00-\u9fff]/);
      const fontPx = await address.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(fontPx).toBeGreaterThanOrEqual(32);
      await expect(dialog.getByRole("link", { name: m.Taxi.directions })).toHaveAttribute("href", /google\.com\/maps\/dir/);
      // Fills the screen.
      const box = await dialog.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(380);
      await dialog.getByRole("button", { name: m.Taxi.close }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test("offline: the first-aid card a results page linked to still opens (English and Chinese)", async ({ page, context }) => {
  test.setTimeout(90_000);
  for (const { prefix, content } of LOCALES) {
    const id = await createRequest(page, ["seizure"], `Travel Offline ${prefix || "en"}`);
    await gotoReady(page, `${prefix}/emergency-results/${id}`);
    await page.locator("html[data-offline-ready]").waitFor({ state: "attached", timeout: 20_000 });
    const path = `${prefix}/first-aid/seizure`;
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(await (await caches.open("pawalert-offline-v1")).match(url)), path), {
        timeout: 20_000,
      })
      .toBe(true);

    await context.setOffline(true);
    await page.locator(`[data-first-aid] a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: content.cards.seizure.title })).toBeVisible();
    await expect(page.getByText(content.cards.seizure.steps[0])).toBeVisible();
    await expect(page.getByRole("link", { name: content.cards.seizure.sources[0].title })).toBeVisible();
    await context.setOffline(false);
  }
});

test.describe("offline hospitals", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 22.3193, longitude: 114.1694 } });

  test("offline: a kept 24-hour hospital's taxi card shows its Chinese address", async ({ page, context }) => {
    test.setTimeout(90_000);
    await gotoReady(page, "/emergency");
    await page.locator("html[data-offline-ready]").waitFor({ state: "attached", timeout: 20_000 });
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const kept = await (await caches.open("pawalert-offline-v1")).match("/api/clinics/hospitals-24h");
            return kept ? ((await kept.json()) as { addressZh: string | null }[]).some((h) => h.addressZh) : false;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    await gotoReady(page, "/emergency");
    const alert = page.getByRole("alert").filter({ hasText: en.Offline.offlineTitle });
    const first = alert.getByRole("list", { name: en.Offline.hospitalsTitle }).getByRole("listitem").first();
    await first.getByRole("button", { name: new RegExp(en.Taxi.show) }).click();
    const dialog = page.getByRole("dialog", { name: en.Taxi.please });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[data-taxi-address]")).toHaveText(/[\u4e00-\u9fff]/);
    await expect(dialog.locator("[data-taxi-name]")).toHaveText(/[\u4e00-\u9fff]/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await context.setOffline(false);
  });
});
