import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { dbRows, FROM_OUR_PAGES, gotoReady, signInAs, setDemoClock } from "@/tests/utils/e2e";

// The first pick is a hospital that will and can take this pet, on
// the demo server (`npm start`'s, demo inbox on), at 390x844, in both languages.

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);
test.skip(!DEMO, "the demo server is started by npm test");
test.use({ baseURL: DEMO });

const SHA_TIN = { locationLatitude: 22.3817, locationLongitude: 114.188 };
const MONG_KOK = { locationLatitude: 22.3193, locationLongitude: 114.1694 };

async function newRequest(page: Page, petSpecies: string, at: typeof SHA_TIN) {
  const created = await page.request.post("/api/emergency-requests", {
    headers: FROM_OUR_PAGES,
    data: {
      symptom: "Not eating",
      symptomKeys: ["not_eating"],
      petSpecies,
      ...at,
      contactName: "Profile Owner",
      contactPhone: "+85291234567",
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const clinicIdByPhone = async (phone: string) =>
  (await demoDb<{ id: string }>("SELECT id FROM clinics WHERE phone = $1 AND is_24_hour", [phone]))[0].id;

for (const [name, m, prefix] of [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const) {
  test(`a rabbit in Sha Tin: the hospital that sees rabbits at night first, the others asked (${name})`, async ({ page }) => {
    const id = await newRequest(page, "rabbit", SHA_TIN);
    await gotoReady(page, `${prefix}/emergency-results/${id}`);
    const taiWai = await clinicIdByPhone("+85226871030");
    await expect(page.locator("[data-best-clinic]")).toHaveAttribute("data-best-clinic", taiWai);
    await expect(page.locator("[data-best-clinic] [data-species='yes']")).toBeVisible();
    // A hospital not known to see rabbits: the card says to ask, and "What to say" opens with the question.
    const unknown = page
      .locator("[data-clinic-card]")
      .filter({ has: page.locator("[data-species='unknown']") })
      .first();
    await expect(unknown).toBeVisible();
    await unknown.locator("[data-phone-script] summary").click();
    const ask = m === zh ? "首先想問：今晚你哋睇唔睇兔？" : "First: do you see rabbits tonight?";
    await expect(unknown.locator("[data-script-text]")).toContainText(ask);
    expect((await unknown.locator("[data-script-text]").innerText()).startsWith(ask)).toBe(true);
  });

  test(`a Decline in the demo inbox moves the hospital off the first pick within one poll; an Accept puts the acceptor there (${name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const id = await newRequest(page, "dog", MONG_KOK);
    const results = `${prefix}/emergency-results/${id}`;
    await gotoReady(page, results);
    const spca = await clinicIdByPhone("+85228020501");
    // The SPCA asks owners to phone first: its hotline shows, and the quick broadcast leaves it out.
    await page.getByRole("button", { name: m.Results.broadcastNow }).click();
    // An anonymous broadcast solves the proof-of-work challenge first: seconds on a busy machine.
    await expect(page.getByText(m.Delivery.queuedToast)).toBeVisible({ timeout: 30_000 });
    const sent = await demoDb<{ clinic_id: string }>("SELECT DISTINCT clinic_id FROM messages WHERE emergency_request_id = $1", [id]);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.map((r) => r.clinic_id)).not.toContain(spca);

    const first = await page.locator("[data-best-clinic]").getAttribute("data-best-clinic");
    expect(first).not.toBe(spca);
    const inbox = await browser.newPage({ baseURL: DEMO });
    await gotoReady(inbox, `${prefix}/demo/inbox?request=${id}`);
    await inbox.locator(`[data-request="${id}"][data-clinic="${first}"]`).first().getByRole("link", { name: m.DemoInbox.decline }).click();
    await expect(inbox.locator("body")).toContainText(/Thank you|多謝|謝謝/);
    // Within one poll (5 s) and a refresh of the server's part, without a reload.
    await expect(page.locator("[data-best-clinic]")).not.toHaveAttribute("data-best-clinic", first!, { timeout: 15_000 });
    await expect(page.locator(`[data-clinic-card="${first}"] [data-declined]`)).toBeVisible();

    const other = sent.map((r) => r.clinic_id).find((c) => c !== first)!;
    await gotoReady(inbox, `${prefix}/demo/inbox?request=${id}`);
    await inbox.locator(`[data-request="${id}"][data-clinic="${other}"]`).first().getByRole("link", { name: m.DemoInbox.accept }).click();
    await expect(inbox.locator("body")).toContainText(/Thank you|多謝|謝謝/);
    await expect(page.locator("[data-best-clinic]")).toHaveAttribute("data-best-clinic", other, { timeout: 15_000 });
    await expect(page.locator("[data-best-clinic]").getByRole("link", { name: new RegExp(m.Results.call) })).toBeVisible();
    await inbox.close();
  });

  test(`the SPCA's page shows its hotline first and never says "Available" (${name})`, async ({ page }) => {
    const spca = await clinicIdByPhone("+85228020501");
    await gotoReady(page, `${prefix}/clinics/${spca}`);
    await expect(page.locator("[data-phone-first]")).toContainText("2711 1000");
    await expect(page.locator("[data-clinic-status]")).toContainText(m.OpenStatus.open24h);
    await expect(page.locator("main")).not.toContainText(m === zh ? "現正接收" : "Available now");
  });
}

// Thursday 10 December 2026, 03:30 in Hong Kong: a weeknight's small hours, when only 24-hour
// hospitals are open and what each can do at night decides the first pick.
const THURSDAY_0330 = new Date("2026-12-10T03:30:00+08:00");

test.describe("with requests of its own", () => {
  // Its own client address for the requests it creates: the suite's shared per-address budget is not its to spend.
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.41.1" } });

  for (const [name, m, prefix] of [
    ["English", en, ""],
    ["Chinese", zh, "/zh-HK"],
  ] as const) {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test(`"Sees rabbits" and "Oxygen / ICU" filter the list on the server (${name})`, async ({ page }) => {
        const id = await newRequest(page, "rabbit", SHA_TIN);
        await page.goto(`${prefix}/emergency-results/${id}`);
        // The rabbit's "not eating" card: gut stasis, no cat; its own page says the same.
        const firstAid = page.locator("[data-first-aid] details[data-symptom=not_eating]");
        await expect(firstAid).toContainText(m === zh ? "腸胃停滯" : "gut stasis");
        await expect(firstAid).not.toContainText(m === zh ? "貓" : "cat");
        await expect(firstAid.locator("a[data-keep-offline]")).toHaveAttribute("href", `${prefix}/first-aid/not_eating/rabbit`);
        const cards = page.locator("ul [data-clinic-card]");
        const all = await cards.count();
        expect(all).toBeGreaterThan(1);
        await page.locator("[data-profile-filter='sees']").click();
        await expect(page).toHaveURL(/\?sees=1#profile-filters$/);
        await expect(page.locator("[data-profile-filter='sees']")).toHaveAttribute("data-on", "true");
        // Only hospitals that state they see rabbits at night are left, Tai Wai among them.
        const left = await cards.count();
        expect(left).toBeGreaterThan(0);
        expect(left).toBeLessThan(all);
        for (const card of await cards.all()) await expect(card.locator("[data-species='yes']")).toBeVisible();
        await expect(page.locator(`ul [data-clinic-card="${await clinicIdByPhone("+85226871030")}"]`)).toBeVisible();
        await page.goto(`${prefix}/first-aid/not_eating/rabbit`);
        await expect(page.locator("main")).toContainText(m === zh ? "腸胃停滯可在數小時內致命" : "gut stasis can kill within hours");

        // A dog's list offers no species filter; "Oxygen / ICU" keeps the hospitals that state it, and says so on each card.
        const dog = await newRequest(page, "dog", MONG_KOK);
        await page.goto(`${prefix}/emergency-results/${dog}`);
        await expect(page.locator("[data-profile-filter='sees']")).toHaveCount(0);
        const icuLink = page.locator("[data-profile-filter='icu']");
        await expect(icuLink).toHaveText(m.Profile.filterIcu);
        await icuLink.click();
        await expect(page).toHaveURL(/\?icu=1#profile-filters$/);
        expect(await cards.count()).toBeGreaterThan(0);
        const icuYes = m === zh ? "氧氣 / 深切治療：有" : "Oxygen / ICU: yes";
        for (const card of await cards.all()) await expect(card.locator("[data-profile-fact='icu_oxygen']")).toContainText(icuYes);
      });
    });

    test(`a clinic page at a closed hour never says "Available" or "Accepting" (${name})`, async ({ page }) => {
      // A clinic with day hours only, its switch on (the default) and an old "yes" from the clinic: no claim may show.
      const [clinic] = await demoDb<{ id: string; weekly_hours: unknown; is_available: boolean; source: string | null; at: Date | null }>(
        `SELECT id, weekly_hours, is_available, availability_source AS source, availability_updated_at AS at FROM clinics
         WHERE status = 'active' AND NOT is_24_hour ORDER BY name LIMIT 1`,
      );
      const dayHours = JSON.stringify(Array.from({ length: 7 }, () => [["09:00", "19:00"]]));
      await demoDb(
        `UPDATE clinics SET weekly_hours = $2::jsonb, is_available = true, availability_source = 'clinic',
           availability_updated_at = $3 WHERE id = $1`,
        [clinic.id, dayHours, new Date(THURSDAY_0330.getTime() - 30 * 3_600_000)],
      );
      try {
        await setDemoClock(THURSDAY_0330);
        await gotoReady(page, `${prefix}/clinics/${clinic.id}`);
        await expect(page.locator("[data-clinic-status]")).toContainText(m.OpenStatus.closed);
        await expect(page.locator("[data-availability]")).toHaveCount(0);
        const main = page.locator("main");
        for (const word of m === zh ? ["接受", "接收急症", "現正接收"] : ["Available", "Accepting"]) {
          await expect(main).not.toContainText(word);
        }
      } finally {
        await setDemoClock(null);
        await demoDb(
          "UPDATE clinics SET weekly_hours = $2::jsonb, is_available = $3, availability_source = $4, availability_updated_at = $5 WHERE id = $1",
          [
            clinic.id,
            clinic.weekly_hours === null ? null : JSON.stringify(clinic.weekly_hours),
            clinic.is_available,
            clinic.source,
            clinic.at,
          ],
        );
      }
    });

    test(`staff state a night fee on the dashboard and owners see it on the results card as the clinic's, today (${name})`, async ({
      page,
    }) => {
      await signInAs(page, "staff@example.com");
      const [clinic] = await demoDb<{ id: string; latitude: string; longitude: string }>(
        `SELECT c.id, c.latitude::text, c.longitude::text FROM users u JOIN clinics c ON c.id = u.clinic_id WHERE u.email = 'staff@example.com'`,
      );
      const fee = m === zh ? 990 : 880;
      await gotoReady(page, `${prefix}/clinic/dashboard?profile=1`);
      await page.locator('input[name="fees.after_midnight.hkd"]').fill(String(fee));
      await page.getByRole("button", { name: m.ProfileForm.save }).click();
      await expect(page.getByText(m.ProfileForm.saved)).toBeVisible();

      const id = await newRequest(page, "dog", { locationLatitude: Number(clinic.latitude), locationLongitude: Number(clinic.longitude) });
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const line = m === zh ? `夜診診金 HK$${fee}（午夜後）· 診所，今日` : `Night consultation HK$${fee} (after midnight) · clinic, today`;
      await expect(page.locator(`[data-clinic-card="${clinic.id}"] [data-profile-fact='fee']`).first()).toHaveText(line);
    });
  }
});
