import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { createSeizureRequest, dbRows, fill, FROM_OUR_PAGES, gotoReady, signInAs } from "@/tests/utils/e2e";

// Place-aware words and search pages that answer, at 390x844 in both
// languages: the SPCA's hotline only where it applies and below the hospitals;
// across water the phone script and the taxi card name the ferry; at night the
// nearby list puts the open clinics first and the closed ones apart; the
// 24-hour page stacks on a phone, the directory finds "rabbit" and "CT", clinic
// pages say every profile fact; and the smaller items (places, not
// coordinates; the first message in view; the clinic's copy in one language;
// the sticky bar; the name clinics see).

// Its own client address: the per-address request budget of the suite is not spent by this file.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.50.5" } });

const LOCALES = [
  { name: "English", prefix: "", m: en, lang: "en" },
  { name: "Chinese", prefix: "/zh-HK", m: zh, lang: "zh" },
] as const;
type M = typeof en;

const DEMO = process.env.DEMO_BASE_URL;
const demoDb = <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  dbRows<T>(sql, params, process.env.DEMO_DATABASE_URL);

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };
const WAN_CHAI = { latitude: 22.2783, longitude: 114.1747 };
const LAMMA = { latitude: 22.2275, longitude: 114.1105 };
const PIER = { en: "Yung Shue Wan Ferry Pier", zh: "榕樹灣碼頭" };
const SPCA_HOTLINE = 'a[href="tel:+85227111000"]';

const resultsList = (page: Page, m: M) => page.getByRole("list", { name: m.Results.title });
/** Whether `a` comes before `b` in the document. */
async function precedes(a: Locator, b: Locator): Promise<boolean> {
  const later = await b.elementHandle();
  return a.evaluate((x, y) => Boolean(y && x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING), later);
}

for (const { name, prefix, m, lang } of LOCALES) {
  test.describe(`place-aware words (${name})`, () => {
    test(`item 5: the SPCA hotline only where an SPCA centre is among the hospitals, and below them (${name})`, async ({ page }) => {
      // Mong Kok: the SPCA in Wan Chai is none of the hospitals the page points to.
      const far = await createSeizureRequest(page, MONG_KOK);
      await gotoReady(page, `${prefix}/emergency-results/${far}`);
      await expect(resultsList(page, m).locator(":scope > li").first()).toBeVisible();
      await expect(page.locator("[data-spca]")).toHaveCount(0);
      await expect(page.locator(SPCA_HOTLINE)).toHaveCount(0);

      // Wan Chai: the SPCA is one of the nearest hospitals; its note follows the list, with a plain Call.
      const near = await createSeizureRequest(page, WAN_CHAI);
      await gotoReady(page, `${prefix}/emergency-results/${near}`);
      const note = page.locator("[data-spca]");
      await expect(note).toHaveCount(1);
      await expect(note.getByRole("heading")).toHaveText(m.Spca.title);
      const list = resultsList(page, m);
      expect(await precedes(list, note)).toBe(true);
      expect(await precedes(page.locator("[data-best-clinic]"), note)).toBe(true);
      // Not the emergency red of the hospitals' Call buttons.
      const call = note.getByRole("link", { name: m.Spca.call });
      const red = await page
        .locator("[data-best-clinic]")
        .getByRole("link", { name: new RegExp(m.Results.call) })
        .first()
        .evaluate((a) => getComputedStyle(a).backgroundColor);
      expect(await call.evaluate((a) => getComputedStyle(a).backgroundColor)).not.toBe(red);
    });

    test(`item 6: Lamma phone script says ferry, and the taxi card says to take the ferry first (${name})`, async ({ page }) => {
      const [vec] = await dbRows<{ name: string; name_zh: string | null }>(
        "SELECT name, name_zh FROM clinics WHERE name = 'Veterinary Emergency Centre'",
      );
      const id = await createSeizureRequest(page, LAMMA);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const vecName = m === zh && vec.name_zh ? vec.name_zh : vec.name;
      const card = resultsList(page, m)
        .locator(":scope > li")
        .filter({ has: page.getByRole("heading", { level: 3, name: vecName, exact: true }) });
      await card.locator("[data-phone-script] summary").click();
      const script = card.locator("[data-script-text]");
      // Both languages' blocks: the distance, then the ferry from the pier, and no taxi ride.
      await expect(script).toContainText(/I am about \d+(\.\d)? km away and will come by ferry from Yung Shue Wan Ferry Pier\./);
      await expect(script).toContainText(/我離你哋大約\d+(\.\d)?公里，要由榕樹灣碼頭搭船過嚟。/);
      await expect(script).not.toContainText("by taxi");
      await expect(script).not.toContainText("搭的士");
      // The taxi card: the ferry first, in the page's language.
      await card.getByRole("button", { name: fill(m.Taxi.showLabel, { name: vecName }) }).click();
      await expect(page.locator("dialog[data-taxi][open] [data-taxi-ferry]")).toHaveText(
        fill(m.Taxi.ferryFrom, { pier: PIER[lang === "zh" ? "zh" : "en"] }),
      );

      // By road (Mong Kok) the script keeps its taxi ride and the taxi card has no ferry.
      const byRoad = await createSeizureRequest(page, MONG_KOK);
      await gotoReady(page, `${prefix}/emergency-results/${byRoad}`);
      const best = page.locator("[data-best-clinic]");
      await best.locator("[data-phone-script] summary").click();
      await expect(best.locator("[data-script-text]")).toContainText(/roughly \d+ minutes by taxi/);
      await expect(best.locator("[data-script-text]")).not.toContainText("ferry");
      await best.locator("[data-tap=taxi]").click();
      await expect(page.locator("dialog[data-taxi][open] [data-taxi-name]")).toBeVisible();
      await expect(page.locator("dialog[data-taxi][open] [data-taxi-ferry]")).toHaveCount(0);
    });
  });

  test.describe(`item 7 at night on the demo server (${name})`, () => {
    test.skip(!DEMO, "the demo server is started by npm test");
    test.use({ baseURL: DEMO });

    test(`item 7: "See all nearby" at 3 a.m. lists the open clinics first, the closed ones apart without the red Call (${name})`, async ({
      page,
    }) => {
      // Tuesday 24 November 2026, 03:00 in Hong Kong.
      await demoDb(
        `INSERT INTO feature_flags (key, enabled, value) VALUES ('test_clock', true, $1)
         ON CONFLICT (key) DO UPDATE SET enabled = true, value = EXCLUDED.value`,
        [JSON.stringify({ at: "2026-11-23T19:00:00.000Z" })],
      );
      try {
        await gotoReady(page, `${prefix}/nearby?near=${MONG_KOK.latitude},${MONG_KOK.longitude}`);
        const open = page.locator("section[aria-labelledby=nearby-open]");
        const closed = page.locator("[data-not-open]");
        await expect(open.getByRole("heading", { level: 2 })).toHaveText(m.CallNearest.nearbyOpenTitle);
        await expect(closed.getByRole("heading", { level: 2 })).toHaveText(m.CallNearest.nearbyClosedTitle);
        expect(await precedes(open, closed)).toBe(true);
        // Every clinic above is open now; none below is.
        const states = (where: Locator) =>
          where
            .locator("li")
            .evaluateAll((lis) => lis.map((li) => li.querySelector("[data-open-state]")?.getAttribute("data-open-state") ?? "unknown"));
        const openStates = await states(open);
        expect(openStates.length).toBeGreaterThan(0);
        expect(openStates.every((s) => s === "open" || s === "open24h")).toBe(true);
        const closedStates = await states(closed);
        expect(closedStates.length).toBeGreaterThan(0);
        expect(closedStates.every((s) => s === "closed" || s === "unknown")).toBe(true);
        // itrust (Mong Kok, opens in the morning) is among the closed, marked so.
        const [row] = await demoDb<{ name: string; name_zh: string | null }>(
          "SELECT name, name_zh FROM clinics WHERE name = 'itrust Veterinary Clinic'",
        );
        const itrust = closed.locator("li").filter({ hasText: m === zh && row.name_zh ? row.name_zh : row.name });
        await expect(itrust).toHaveCount(1);
        await expect(itrust.locator("[data-open-state=closed]")).toHaveText(fill(m.OpenStatus.closedOpens, { time: "09:00" }));
        // The open clinics' Call is the emergency red; the closed ones' is not.
        const background = (link: Locator) => link.evaluate((a) => getComputedStyle(a).backgroundColor);
        const callName = new RegExp(fill(m.Results.callLabel, { name: ".+" }));
        const red = await background(open.getByRole("link", { name: callName }).first());
        for (const link of await closed.getByRole("link", { name: callName }).all()) expect(await background(link)).not.toBe(red);
      } finally {
        await demoDb("UPDATE feature_flags SET enabled = false WHERE key = 'test_clock'");
      }
    });
  });

  test.describe(`search pages that answer (${name})`, () => {
    test(`item 9: /24-hour-vets on a phone is stacked cards: night fee, CT and ICU in view without a sideways scroll (${name})`, async ({
      page,
    }) => {
      await gotoReady(page, `${prefix}/24-hour-vets`);
      const region = page.getByRole("region", { name: m.NightHospitals.tableLabel });
      expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const row = page.locator("[data-night-hospitals] tbody tr").first();
      for (const [cell, label] of [
        ["[data-fee]", m.NightHospitals.col.fee],
        ['[data-facility="ct"]', m.NightHospitals.col.ct],
        ['[data-facility="icu_oxygen"]', m.NightHospitals.col.icu],
      ] as const) {
        const box = (await row.locator(cell).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        // Each line says its column's name, in the page's language.
        expect(await row.locator(cell).evaluate((td) => getComputedStyle(td, "::before").content)).toBe(JSON.stringify(label));
      }
    });

    test(`item 9: the directory finds rabbit, CT and ICU from the hospitals' profiles, with the fact on the card (${name})`, async ({
      page,
    }) => {
      const [taiWai] = await dbRows<{ name: string }>("SELECT name FROM clinics WHERE name LIKE 'Tai Wai 24%'");
      for (const q of lang === "zh" ? ["兔", "rabbit"] : ["rabbit", "Rabbits"]) {
        await gotoReady(page, `${prefix}/clinics?q=${encodeURIComponent(q)}`);
        const card = page.locator("article").filter({ hasText: taiWai.name });
        await expect(card).toHaveCount(1);
        await expect(card.locator("[data-profile-fact=seenAtNight]")).toContainText(m.Profile.seenAtNight.split(":")[0].split("：")[0]);
      }
      for (const [q, fact] of [
        ["CT", "ct"],
        ["ICU", "icu_oxygen"],
      ] as const) {
        await gotoReady(page, `${prefix}/clinics?q=${q}`);
        const cards = page.locator("article");
        expect(await cards.count()).toBeGreaterThan(0);
        // Each card found says the facility, from its profile.
        for (const card of await cards.all()) await expect(card.locator(`[data-profile-fact="${fact}"]`)).toHaveCount(1);
      }
    });

    test(`item 9: Tai Wai's page says it sees rabbits at night, as its results card does (${name})`, async ({ page }) => {
      const [taiWai] = await dbRows<{ slug: string; name: string; name_zh: string }>(
        "SELECT slug, name, name_zh FROM clinics WHERE name LIKE 'Tai Wai 24%'",
      );
      const rabbits = m === zh ? "兔" : "rabbits";
      // Its results card, for a rabbit in Sha Tin: "Sees rabbits at night".
      const id = await createSeizureRequest(page, { latitude: 22.3817, longitude: 114.188 }, { petSpecies: "rabbit" });
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const taiWaiName = m === zh ? taiWai.name_zh : taiWai.name;
      await expect(page.locator("[data-best-clinic]").getByRole("heading", { level: 2 })).toHaveText(taiWaiName);
      await expect(page.locator("[data-best-clinic] [data-species=yes]")).toContainText(rabbits);
      // Its page: every species it sees at night, rabbits among them.
      await gotoReady(page, `${prefix}/clinics/${taiWai.slug}`);
      const line = page.locator("[data-profile-fact=seenAtNight]");
      await expect(line).toContainText(rabbits);
      await expect(line).toContainText(m.Profile.seenAtNight.split(/[:：]/)[0]);
    });
  });
}

test("item 9 and 10: the Chinese Sha Tin district page and a clinic page say every label in Chinese, specialists and hours too", async ({
  page,
}) => {
  await gotoReady(page, "/zh-HK/districts/sha-tin");
  const facts = page.locator("[data-profile-facts]");
  await expect(facts.first()).toBeVisible();
  const texts = await facts.allInnerTexts();
  // No English words but names: the fee's "HK$" is the currency's own sign.
  for (const text of texts) expect(text.replace(/HK\$/g, "")).not.toMatch(/[A-Za-z]{2,}/);
  expect(texts.join("\n")).toContain("專科：異寵獸醫");
  expect(await page.locator("main").innerText()).not.toContain("exotic-animal veterinarians");

  // A clinic's opening hours: its structured week in Chinese, not the English text it published.
  const [itrust] = await dbRows<{ slug: string; opening_hours: string }>(
    "SELECT slug, opening_hours FROM clinics WHERE name = 'itrust Veterinary Clinic'",
  );
  await gotoReady(page, `/zh-HK/clinics/${itrust.slug}`);
  const week = page.locator("[data-weekly-hours]");
  await expect(week.locator("dt")).toHaveCount(7);
  await expect(week.locator("dt").first()).toHaveText("星期一");
  expect(await week.innerText()).not.toMatch(/[A-Za-z]{2,}/);
  expect(await page.locator("main").innerText()).not.toContain(itrust.opening_hours.split("\n")[0]);
});

/** Step 1 of the wizard answered (a seizure, a dog), then Next. */
async function passStep1(page: Page, m: M) {
  await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).click();
  await page.getByRole("radio", { name: m.Pet.species.dog }).click();
  await page.getByRole("button", { name: m.EmergencyWizard.next }).click();
  await expect(page.getByText(fill(m.EmergencyWizard.stepIndicator, { step: 2 })).first()).toBeVisible();
}

for (const { name, prefix, m, lang } of LOCALES) {
  const w = m.EmergencyWizard;
  const mongKok = lang === "zh" ? "旺角" : "Mong Kok";

  test.describe(`item 10: places, not coordinates (${name})`, () => {
    test.use({ permissions: ["geolocation"], geolocation: MONG_KOK });

    test(`item 10: wizard step 2 says the place found, not its coordinates (${name})`, async ({ page }) => {
      await gotoReady(page, `${prefix}/emergency`);
      await passStep1(page, m);
      await expect(page.locator("[data-gps-place]")).toHaveText(fill(w.gpsFoundNear, { place: mongKok }));
      await expect(page.locator("main")).not.toContainText("22.3193");
      await expect(page.locator("main")).not.toContainText("114.1694");
    });

    test(`item 10: "Your emergency" on the results says the place, not coordinates (${name})`, async ({ page }) => {
      const id = await createSeizureRequest(page, MONG_KOK);
      await gotoReady(page, `${prefix}/emergency-results/${id}`);
      const summary = page.locator("details").filter({ hasText: m.Results.summaryTitle });
      await expect(summary).toContainText(lang === "zh" ? "旺角附近" : "near Mong Kok");
      await expect(summary).not.toContainText("22.3193");
    });
  });

  test.describe(`item 10: the first message in view (${name})`, () => {
    test.use({ permissions: [] });

    test(`item 10: a refused step 1 puts its first message in view, with the focus on its field (${name})`, async ({ page }) => {
      await gotoReady(page, `${prefix}/emergency`);
      // Next is at the bottom of a long step: the symptoms are far above it.
      await page.getByRole("button", { name: w.next }).click();
      const message = page.getByText(w.errors.symptomRequired);
      await expect(message).toBeInViewport();
      await expect(page.getByRole("checkbox", { name: m.Symptoms.unconscious })).toBeFocused();
    });

    test(`item 10: an age of "abc" is a message on its field, not dropped (${name})`, async ({ page }) => {
      await gotoReady(page, `${prefix}/emergency`);
      await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).click();
      await page.getByRole("radio", { name: m.Pet.species.dog }).click();
      const age = page.getByLabel(w.age, { exact: true });
      await age.fill("abc");
      await page.getByRole("button", { name: w.next }).click();
      await expect(page.getByText(m.Validation.ageFormat)).toBeInViewport();
      await expect(age).toBeFocused();
      await expect(page.getByText(fill(w.stepIndicator, { step: 1 })).first()).toBeVisible();
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test(`item 10: the server's answer to a refused step opens on the first message, its field focused (${name})`, async ({ page }) => {
        await page.goto(`${prefix}/emergency`);
        await page.getByRole("button", { name: w.next }).click();
        await page.waitForLoadState("load");
        await expect(page.getByText(w.errors.symptomRequired)).toBeInViewport();
        await expect(page.getByRole("checkbox", { name: m.Symptoms.unconscious })).toBeFocused();
        // Then an unreadable age, with the symptom and the species given: the age's field.
        await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).check();
        await page.getByRole("radio", { name: m.Pet.species.dog }).check();
        await page.getByLabel(w.age, { exact: true }).fill("abc");
        await page.getByRole("button", { name: w.next }).click();
        await page.waitForLoadState("load");
        await expect(page.getByText(m.Validation.ageFormat)).toBeInViewport();
        await expect(page.getByLabel(w.age, { exact: true })).toBeFocused();
      });
    });
  });

  test(`item 10: the sticky broadcast bar covers no card: opaque, and a focused control scrolls out from under it (${name})`, async ({
    page,
  }) => {
    const id = await createSeizureRequest(page, MONG_KOK);
    await gotoReady(page, `${prefix}/emergency-results/${id}`);
    const bar = page.locator("[data-sticky-bar]");
    const cards = resultsList(page, m).locator(":scope > li");
    await expect(cards.nth(3)).toBeAttached();
    // Scroll until the fourth card's Call sits just under the top of the screen, under the stuck bar.
    const call = cards.nth(3).getByRole("link", { name: new RegExp(`^${fill(m.Results.callLabel, { name: ".+" })}$`) });
    await call.evaluate((a) => window.scrollBy(0, a.getBoundingClientRect().top - 20));
    expect((await bar.boundingBox())!.y).toBe(0);
    // Nothing of the card shows through it.
    expect(await bar.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toMatch(/\/ *0?\.\d+\)|rgba\(|transparent/);
    // Tabbing to that Call brings it below the bar.
    await call.focus();
    const barBottom = (await bar.boundingBox())!.height;
    expect((await call.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  });
}

test.describe("item 10: the clinic's copy of a Chinese alert, on the demo server", () => {
  test.skip(!DEMO, "the demo server is started by npm test");
  // The demo inbox answers only this machine: no X-Forwarded-For of another address.
  test.use({ baseURL: DEMO, extraHTTPHeaders: {} });

  test("item 10: a Chinese alert for a place typed in English says 「位置：旺角」, and each clinic copy keeps to one language", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const created = await page.request.post("/api/emergency-requests", {
      headers: { ...FROM_OUR_PAGES, "content-language": "zh-HK" },
      data: {
        symptom: "抽搐",
        symptomKeys: ["seizure"],
        petSpecies: "dog",
        manualLocation: "Mong Kok",
        contactName: "陳大文",
        contactPhone: "+85291234550",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await gotoReady(page, `/zh-HK/emergency-results/${id}`);
    await page.getByRole("button", { name: zh.Results.broadcastNow }).click();
    await expect(page.getByTestId("summary-asked")).toBeVisible({ timeout: 15_000 });

    await gotoReady(page, `/zh-HK/demo/inbox?request=${id}`);
    const copies = page.locator(`[data-request="${id}"]`);
    await expect(copies.first()).toBeVisible();
    // The alert itself (the e-mail's text): 「位置：旺角」, no "Mong Kok".
    const alerts = copies.locator("pre");
    for (const text of await alerts.allInnerTexts()) {
      expect(text).toContain("位置：旺角");
      expect(text).not.toContain("Mong Kok");
    }
    // The e-mail's Chinese line of where the owner is: no English words.
    for (const line of await copies.locator('[data-owner-place] [lang="zh-HK"]').allInnerTexts()) {
      expect(line).toContain("旺角");
      expect(line).not.toMatch(/[A-Za-z]{2,}/);
    }
    // A WhatsApp copy reads in its template's language (English here), labels and values alike: no 「位置：Mong Kok」.
    for (const copy of await copies.locator('[lang="en"]:has([data-owner-place])').all()) {
      await expect(copy.locator("[data-owner-place]")).toContainText(`${en.DemoInbox.waLocation.split("{")[0]}Mong Kok`);
    }
    expect(await page.locator("main").innerText()).not.toContain("位置：Mong Kok");
  });
});

for (const { name, prefix, m } of LOCALES) {
  test.describe(`item 10: the name clinics see (${name})`, () => {
    test.use({ permissions: [] });
    test(`item 10: the profile shows the name the emergency form sends to clinics (${name})`, async ({ page }) => {
      await signInAs(page, "owner@example.com");
      await gotoReady(page, `${prefix}/profile`);
      const line = page.locator("[data-contact-name]");
      const sent = await line.getAttribute("data-contact-name");
      expect(sent).toBeTruthy();
      await expect(line).toContainText(sent!);
      // The form fills in that name on step 3.
      await gotoReady(page, `${prefix}/emergency`);
      await passStep1(page, m);
      await page.getByLabel(m.EmergencyWizard.manualLocation).fill(m === zh ? "旺角" : "Mong Kok");
      await page.getByRole("button", { name: m.EmergencyWizard.next }).click();
      await expect(page.getByLabel(m.EmergencyWizard.contactName)).toHaveValue(sent!);
    });
  });
}
