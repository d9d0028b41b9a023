import { expect, test, type Browser, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { altchaHeader, dbRows, fill, FROM_OUR_PAGES } from "@/tests/utils/e2e";

// Nothing dead on screen: with JavaScript off, every control on the owner's
// path (landing, the door, the wizard's steps, results, status, first aid)
// either works as a plain form or link, or is absent and the page says why.
// On the demo server (demo inbox, no channel), so a hospital can accept.
// Offline, the landing page's door works on a phone that lost its signal 3 s
// after the first load: the service worker's install keeps its code.

const DEMO = process.env.DEMO_BASE_URL;
test.skip(!DEMO, "the demo server is started by npm test");
test.use({
  baseURL: DEMO,
  javaScriptEnabled: false,
  viewport: { width: 390, height: 844 },
  // Its own client address: the suite's shared per-address budgets stay untouched.
  extraHTTPHeaders: { "x-forwarded-for": "198.18.50.8" },
});

const LANGUAGES = [
  ["English", en, ""],
  ["Chinese", zh, "/zh-HK"],
] as const;

/**
 * Every visible control that cannot work without JavaScript: a button that is
 * not the submit button of a form the server answers (posted, or with an
 * action), a field outside such a form, a switch, a link to nowhere.
 */
function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const answered = (form: HTMLFormElement | null) => form !== null && (form.method === "post" || form.hasAttribute("action"));
    const dead: string[] = [];
    const say = (el: Element) => `${el.outerHTML.slice(0, 160)}`;
    for (const el of document.querySelectorAll<HTMLElement>("button, input, select, textarea, [role=button], [role=switch]")) {
      if (!shown(el) || (el instanceof HTMLInputElement && el.type === "hidden")) continue;
      const form = "form" in el ? (el.form as HTMLFormElement | null) : null;
      const submits = el instanceof HTMLButtonElement ? el.type === "submit" && !el.disabled : !(el as HTMLInputElement).disabled;
      if (!submits || !answered(form) || el.getAttribute("role") === "switch") dead.push(say(el));
    }
    for (const a of document.querySelectorAll("a")) {
      const href = a.getAttribute("href");
      if (shown(a) && (!href || href === "#" || href.startsWith("javascript:"))) dead.push(say(a));
    }
    return dead;
  });
}

async function expectNothingDead(page: Page) {
  expect(await deadControls(page), page.url()).toEqual([]);
}

/** A line that only shows without JavaScript (Playwright's text engine skips <noscript>: found by its paragraph). */
const reason = (page: Page, text: string) => page.locator("noscript p", { hasText: text });

for (const [name, m, prefix] of LANGUAGES) {
  test(`nothing dead on screen without JavaScript: landing, door, wizard, results, status and first aid (${name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const r = m.Results;
    const w = m.EmergencyWizard;

    // The landing page: the door is a link to the open 24-hour hospitals; no consent bar whose buttons could never work.
    await page.goto(prefix || "/");
    await expectNothingDead(page);
    await expect(page.getByRole("button", { name: m.CallNearest.button })).toBeHidden();
    await expect(page.getByRole("region", { name: m.CookieBanner.title })).toBeHidden();
    await page.getByRole("link", { name: m.CallNearest.button }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/call-nearest$`));
    await expectNothingDead(page);
    const hospitals = page.locator("[data-open-hospitals] > li");
    expect(await hospitals.count()).toBeGreaterThan(0);
    await expect(hospitals.filter({ has: page.locator("a[href^='tel:+852']") })).toHaveCount(await hospitals.count());

    // Nearest a picked district first (a GET form): the same first hospital as the district page's, whose door leads here too.
    await page.getByRole("combobox", { name: m.OpenHospitals.districtLabel }).selectOption("sha-tin");
    await page.getByRole("button", { name: m.OpenHospitals.districtSubmit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/call-nearest\\?near=sha-tin$`));
    const first = await hospitals.first().getAttribute("data-clinic-id");
    await expect(hospitals.first()).toHaveAttribute("data-pick", "true");
    await page.goto(`${prefix}/districts/sha-tin`);
    await expectNothingDead(page);
    await expect(page.locator("[data-pick]")).toHaveAttribute("data-clinic-id", first!);
    await expect(page.getByRole("link", { name: m.CallNearest.button })).toHaveAttribute("href", `${prefix}/call-nearest?near=sha-tin`);

    // The wizard: the same door as a link; voice input is absent and says why.
    await page.goto(`${prefix}/emergency`);
    await expectNothingDead(page);
    await expect(page.getByRole("link", { name: m.CallNearest.button })).toHaveAttribute("href", `${prefix}/call-nearest`);
    await expect(page.getByRole("button", { name: m.VoiceRecorder.start })).toBeHidden();
    await expect(reason(page, m.VoiceRecorder.needsScript)).toBeVisible();
    await page.getByRole("checkbox", { name: m.Symptoms.seizure, exact: true }).check();
    await page.getByRole("radio", { name: w.dog }).check();
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(fill(w.stepIndicator, { step: 2 })).first()).toBeVisible();
    await expectNothingDead(page);
    await page.getByLabel(w.manualLocation).fill(prefix ? "旺角" : "Mong Kok");
    await page.getByRole("button", { name: w.next }).click();
    await expect(page.getByText(fill(w.stepIndicator, { step: 3 })).first()).toBeVisible();
    await expectNothingDead(page);
    await page.getByLabel(w.contactName).fill(`Nothing Dead ${name}`);
    await page.getByLabel(w.contactPhone).fill("9123 4567");
    await page.getByRole("button", { name: w.findClinics }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/emergency-results/[0-9a-f-]{36}$`));
    const requestId = page.url().split("/").pop()!;

    // Results: the alert, the filters and Copy are absent, each with its reason; every Call works.
    await expectNothingDead(page);
    await expect(page.getByText(r.quickTitle)).toBeHidden();
    await expect(page.getByRole("button", { name: r.broadcastNow })).toBeHidden();
    await expect(page.getByRole("button", { name: r.broadcastAll })).toBeHidden();
    await expect(reason(page, r.broadcastNeedsScript)).toBeVisible();
    await expect(reason(page, r.filtersNeedScript)).toBeVisible();
    const best = page.locator("[data-best-clinic]");
    await best.locator("[data-phone-script] summary").click();
    await expect(best.getByRole("button", { name: m.PhoneScript.copy })).toBeHidden();
    await expect(best.locator("noscript p", { hasText: m.PhoneScript.copyByHand })).toBeVisible();

    // A hospital accepts (the demo inbox, from this machine: no forwarded address).
    const [{ clinic_id: clinicId }] = await dbRows<{ clinic_id: string }>(
      `SELECT clinic_id FROM users WHERE email = 'staff@example.com'`,
      [],
      process.env.DEMO_DATABASE_URL,
    );
    const sent = await page.request.post(`/api/emergency-requests/${requestId}/broadcast`, {
      data: { clinicIds: [clinicId] },
      headers: { ...FROM_OUR_PAGES, ...(await altchaHeader(page.request)) },
    });
    expect(sent.status()).toBe(201);
    const inbox = await browser.newPage({ baseURL: DEMO, javaScriptEnabled: false, extraHTTPHeaders: {} });
    await inbox.goto(`${prefix}/demo/inbox?request=${requestId}`);
    await inbox
      .locator(`[data-request="${requestId}"][data-clinic="${clinicId}"]`)
      .first()
      .getByRole("link", { name: m.DemoInbox.accept })
      .click();
    await inbox.close();

    // Its card now leads; "Tell them I'm coming" needs JavaScript: absent, with its reason beside the Call.
    await page.reload();
    await expectNothingDead(page);
    const accepted = page.getByRole("list", { name: r.title }).locator(`[data-clinic-card="${clinicId}"]`);
    await expect(accepted.locator("a[href^='tel:']").first()).toBeVisible();
    await expect(accepted.getByRole("button", { name: m.Coming.send })).toBeHidden();
    await expect(accepted.locator("noscript p", { hasText: m.Coming.needsScript })).toBeVisible();

    // The status page renders without JavaScript (no placeholder waiting for a script); Refresh is a link.
    await page.getByRole("link", { name: r.viewStatus }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/emergency-results/${requestId}/messages$`));
    await expect(page.getByRole("heading", { level: 1, name: m.BroadcastStatus.title })).toBeVisible();
    await expectNothingDead(page);
    const answered = page.locator(`[data-answered-clinic="${clinicId}"]`);
    await expect(answered.locator("a[href^='tel:']")).toBeVisible();
    await expect(answered.locator("noscript p", { hasText: m.Coming.needsScript })).toBeVisible();
    await expect(page.getByRole("link", { name: m.BroadcastStatus.refresh })).toHaveAttribute(
      "href",
      `${prefix}/emergency-results/${requestId}/messages`,
    );
    // The alert's text, shown once for the request (every alert carries the same), opens as a native <details>.
    const message = page.locator("main details").filter({ hasText: m.BroadcastStatus.showContent });
    await message.getByText(m.BroadcastStatus.showContent).click();
    await expect(message.locator("pre")).toBeVisible();
    await page.getByRole("link", { name: m.BroadcastStatus.refresh }).click();
    await expect(page.getByRole("heading", { level: 1, name: m.BroadcastStatus.title })).toBeVisible();

    // First aid, on its own page.
    await page.goto(`${prefix}/first-aid/seizure`);
    await expectNothingDead(page);
  });
}

const MONG_KOK = { latitude: 22.3193, longitude: 114.1694 };

/** Lighthouse's mobile link (150 ms round trip, 1.6 Mbps down, 750 kbps up). */
const SLOW_LINK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The tests' phone: its CPU 4x slower and a slow link, for the page and every
 * service worker it starts (their requests are their own: throttling the page
 * alone would leave the worker's install on the machine's loopback speed);
 * `offline()` cuts them all.
 */
async function throttledPhone(page: Page, browser: Browser) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_LINK });
  // A worker is reached through the browser's session (Playwright's own sessions are flattened ones it keeps).
  const browserCdp = await browser.newBrowserCDPSession();
  let offline = false;
  let nextId = 1;
  const workers: string[] = [];
  const toWorker = (sessionId: string, method: string, params: object) =>
    browserCdp.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id: nextId++, method, params }) });
  browserCdp.on("Target.targetCreated", ({ targetInfo }) => {
    if (targetInfo.type !== "service_worker") return;
    void browserCdp.send("Target.attachToTarget", { targetId: targetInfo.targetId, flatten: false }).then(async ({ sessionId }) => {
      workers.push(sessionId);
      await toWorker(sessionId, "Network.enable", {});
      await toWorker(sessionId, "Network.emulateNetworkConditions", { offline, ...SLOW_LINK });
    });
  });
  await browserCdp.send("Target.setDiscoverTargets", { discover: true });
  return {
    workers,
    /** Lets go of the browser's session: the browser outlives the test, and its later workers must not be cut off. */
    release: () => browserCdp.detach(),
    async offline() {
      offline = true;
      await page.context().setOffline(true);
      await cdp.send("Network.emulateNetworkConditions", { offline: true, ...SLOW_LINK });
      for (const sessionId of workers) await toWorker(sessionId, "Network.emulateNetworkConditions", { offline: true, ...SLOW_LINK });
    },
  };
}

test.describe("offline, 3 s after the first load", () => {
  test.use({ javaScriptEnabled: true, permissions: ["geolocation"], geolocation: MONG_KOK });

  for (const [name, m, prefix] of LANGUAGES) {
    test(`nothing dead on screen offline: the landing door works on a throttled phone offline 3 s after the first load (${name})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const phone = await throttledPhone(page, browser);
      try {
        await page.goto(prefix || "/", { waitUntil: "load" });
        await page.waitForTimeout(3_000);
        await phone.offline();
        expect(phone.workers.length, "the service worker was throttled too").toBeGreaterThan(0);

        // The tap on the same page: its code comes from the worker's install, the nearest hospital from the saved list.
        const panel = page.locator("[data-call-nearest]");
        const call = panel.getByRole("link", { name: new RegExp(`^${fill(m.CallNearest.callLabel, { name: "" })}`) });
        await page.getByRole("button", { name: m.CallNearest.button }).click();
        await expect(panel.getByText(m.CallNearest.offline)).toBeVisible();
        await expect(call).toHaveAttribute("href", /^tel:\+852\d{8}$/);
        // And the page says so.
        await expect(page.getByRole("status").filter({ hasText: m.Home.readyOffline })).toBeVisible();

        // Reloaded with no signal: the worker's copy of the page, the same door.
        await page.reload();
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.getByRole("button", { name: m.CallNearest.button }).click();
        await expect(panel.getByText(m.CallNearest.offline)).toBeVisible();
        await expect(call).toHaveAttribute("href", /^tel:\+852\d{8}$/);
      } finally {
        await phone.release();
      }
    });
  }
});
