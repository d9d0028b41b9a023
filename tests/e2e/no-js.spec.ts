import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { dbRows, fill } from "@/tests/utils/e2e";

// The wizard before JavaScript: with scripts off, /emergency is a
// plain form whose three steps the server renders, checks with the same
// schemas and messages, and turns into a request; the results page still
// offers the first pick's Call, every Call, first aid, the phone script and
// the taxi card, and says that the one-tap alert needs JavaScript.

test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.18.42.1" } });

const LOCALES = [
  { name: "English", prefix: "", m: en, area: "Mong Kok", contact: "Chan Tai Man" },
  { name: "Chinese", prefix: "/zh-HK", m: zh, area: "旺角", contact: "陳大文" },
] as const;

/** Every named control of the form as the browser would post it (the hidden fields included). */
async function formEntries(page: Page): Promise<[string, string][]> {
  return page
    .locator("form:has(input[name='idempotencyKey']) :is(input, textarea, select)[name]")
    .evaluateAll((els) =>
      els
        .filter(
          (el) => !(el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) || (el as HTMLInputElement).checked,
        )
        .map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value] as [string, string]),
    );
}

for (const { name, prefix, m, area, contact } of LOCALES) {
  const w = m.EmergencyWizard;
  const r = m.Results;
  const stepText = (n: number) => fill(w.stepIndicator, { step: n });

  test(`without JavaScript, the three steps create a request and the results offer the calls (${name})`, async ({ page }) => {
    await page.goto(`${prefix}/emergency`);
    await expect(page.getByText(stepText(1)).first()).toBeVisible();

    // Step 1 posted empty: the server answers with both step-1 messages (a symptom, a pet).
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(w.errors.symptomRequired)).toBeVisible();
    await expect(page.getByText(w.errors.petRequired)).toBeVisible();
    await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).check();
    await page.getByRole("radio", { name: w.dog }).check();
    await page.getByLabel(w.age, { exact: true }).fill("6");
    await page.getByRole("button", { name: w.next }).click();

    // Step 2: no GPS without JavaScript; the typed place.
    await expect(page.getByText(stepText(2)).first()).toBeVisible();
    await expect(page.getByText(w.gpsManualPrompt)).toBeVisible();
    await page.getByLabel(w.manualLocation).fill(area);
    await page.getByRole("button", { name: w.next }).click();

    // Step 3: a bad number is refused with the SPEC message, and what was typed stays.
    await expect(page.getByText(stepText(3)).first()).toBeVisible();
    await page.getByLabel(w.contactName).fill(contact);
    await page.getByLabel(w.contactPhone).fill("12");
    await page.getByRole("button", { name: w.findClinics }).click();
    await expect(page.getByText(m.Validation.invalidPhone)).toBeVisible();
    await expect(page.getByLabel(w.contactName)).toHaveValue(contact);
    await expect(page.getByLabel(w.contactPhone)).toHaveValue("12");

    await page.getByLabel(w.contactPhone).fill("9123 4567");
    const entries = await formEntries(page);
    const key = entries.find(([field]) => field === "idempotencyKey")?.[1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: w.findClinics }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/emergency-results/[0-9a-f-]{36}$`));
    const id = page.url().split("/").pop()!;

    const [row] = await dbRows<{
      symptom_keys: string[];
      pet_species: string;
      manual_location: string;
      contact_phone: string;
      language: string;
    }>("SELECT symptom_keys, pet_species, manual_location, contact_phone, language FROM emergency_requests WHERE id = $1", [id]);
    expect(row).toEqual({
      symptom_keys: ["seizure"],
      pet_species: "dog",
      manual_location: area,
      contact_phone: "+85291234567",
      language: prefix ? "zh-HK" : "en",
    });

    // The results without JavaScript: the first pick's Call, a Call on every clinic, first aid, script and taxi card.
    const best = page.locator("[data-best-clinic]");
    await expect(best.getByRole("link", { name: new RegExp(`^${fill(r.callLabel, { name: "" })}`) })).toHaveAttribute(
      "href",
      /^tel:\+?\d+/,
    );
    const cards = page.getByRole("list", { name: r.title }).locator(":scope > li");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await expect(cards.filter({ has: page.locator("a[href^='tel:']") })).toHaveCount(count);
    await expect(page.getByRole("heading", { name: m.FirstAid.title })).toBeVisible();
    await best.locator("[data-phone-script] summary").click();
    await expect(best.locator("[data-script-text]")).toContainText(contact);
    // The taxi card's dialog needs JavaScript: without it, its button gives way to a native <details>.
    await expect(best.getByRole("button", { name: fill(m.Taxi.showLabel, { name: "" }).trim() })).toBeHidden();
    await best.locator("summary", { hasText: m.Taxi.show }).click();
    await expect(best.locator("details [data-taxi-address]")).toBeVisible();
    // The one-tap alert needs its human check (JavaScript): said, with the calls offered instead.
    // (Playwright's text engine skips <noscript>: found by its paragraph.)
    await expect(page.locator("noscript p", { hasText: r.broadcastNeedsScript })).toBeVisible();

    // The nearest 24-hour hospitals' cards come first; the rest are one plain link away.
    const more = page.locator("[data-more-cards]");
    const extra = Number(/\d+/.exec(await more.innerText())![0]);
    expect(extra).toBeGreaterThan(0);
    await more.click();
    await expect(page).toHaveURL(new RegExp(`/emergency-results/${id}\\?more=1$`));
    await expect(cards).toHaveCount(count + extra);
    await expect(more).toHaveCount(0);

    // The same idempotency key posted again (a second tap, a resent form) answers with the same request.
    const again = new FormData();
    for (const [field, value] of entries) again.append(field, value);
    const resent = await page.request.post(`${prefix}/emergency`, {
      multipart: again,
      headers: { origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(resent.status()).toBe(303);
    expect(resent.headers()["location"]).toMatch(new RegExp(`${prefix}/emergency-results/${id}$`));
    const stored = await dbRows<{ n: number }>("SELECT count(*)::int AS n FROM emergency_requests WHERE idempotency_key = $1", [key]);
    expect(stored[0].n).toBe(1);
  });
}

test("a form posted from another site is refused before the wizard runs", async ({ request }) => {
  const res = await request.post("/emergency", {
    multipart: { step: "3", contactName: "Mallory", contactPhone: "91234567" },
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(await res.text()).toContain(en.Errors.crossSiteRefused);
});
