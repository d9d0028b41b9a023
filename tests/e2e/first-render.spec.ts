import { expect, test, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { createSeizureRequest, gotoReady } from "@/tests/utils/e2e";

// A page's first render in the browser never makes Chromium build
// ICU's number and date data (13–36 ms on a fast machine, ~100 ms on the
// calibrated phone; BENCHMARKS.md). Each call that would is counted from
// before the page's first script until it has hydrated, and the owner's pages
// must count none.

test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.31.7" } });

/** Records, in `window.__icuCalls`, each call that builds ICU's locale, number or date data. */
async function countIcuCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __icuCalls: string[] }).__icuCalls = calls;
    const intl = Intl as unknown as Record<string, { supportedLocalesOf?: (...a: unknown[]) => string[] }>;
    for (const name of ["NumberFormat", "DateTimeFormat", "Collator", "RelativeTimeFormat", "ListFormat", "DisplayNames"]) {
      const real = intl[name] as unknown as new (...a: unknown[]) => object;
      const counted = new Proxy(real, { construct: (target, args) => (calls.push(`new Intl.${name}`), Reflect.construct(target, args)) });
      const supported = intl[name].supportedLocalesOf!;
      Object.defineProperty(counted, "supportedLocalesOf", {
        value: (...args: unknown[]) => (calls.push(`Intl.${name}.supportedLocalesOf`), supported.apply(real, args)),
      });
      intl[name] = counted as never;
    }
    const methods: [object, string][] = [
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
      [Number.prototype, "toLocaleString"],
    ];
    for (const [proto, method] of methods) {
      const real = (proto as Record<string, (...a: unknown[]) => unknown>)[method];
      (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        calls.push(method);
        return real.apply(this, args);
      };
    }
  });
}

const icuCalls = (page: Page) => page.evaluate(() => (window as unknown as { __icuCalls: string[] }).__icuCalls);

for (const { name, prefix, m } of [
  { name: "English", prefix: "", m: en },
  { name: "Chinese", prefix: "/zh-HK", m: zh },
] as const) {
  test(`the owner's pages hydrate without building ICU's number data (${name})`, async ({ page }) => {
    await countIcuCalls(page);
    const id = await createSeizureRequest(page, { latitude: 22.3193, longitude: 114.1694 }, { contactName: "First Render" });
    for (const path of ["/", "/emergency", `/emergency-results/${id}`]) {
      await gotoReady(page, `${prefix}${path}`);
      expect({ path, calls: await icuCalls(page) }).toEqual({ path, calls: [] });
    }
    // What hydrated formatted its messages with values: the results list's count, a plural, is on screen.
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: m === en ? /\d+ clinics? found/ : /找到 \d+ 間診所/ })
        .first(),
    ).toBeVisible();
    // The check itself: a number formatted after hydration is counted.
    await page.evaluate(() => new Intl.NumberFormat("en").format(1));
    expect(await icuCalls(page)).toEqual(["new Intl.NumberFormat"]);
  });
}

// The directory's cards are laid out and painted only as they near the screen (`.list-card`,
// content-visibility: auto in app/globals.css): at 4x CPU, /clinics' first load spent 222 -> 130 ms in
// layout. A card past the screen waits; scrolled to, it is drawn; its words are in the page all along.
test("the directory's cards past the screen are drawn when they near it, not at the first load", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, "/clinics");
  const cards = page.locator("main li.list-card");
  const drawn = () => cards.evaluateAll((els) => els.map((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
  const atLoad = await drawn();
  expect(atLoad.length).toBeGreaterThan(3);
  expect([atLoad[0], atLoad.at(-1)]).toEqual([true, false]);
  const last = cards.last();
  expect((await last.textContent())?.length).toBeGreaterThan(20);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await drawn()).at(-1)).toBe(true);
});

/** The site footer, and whether Chrome has drawn it (`content-visibility: auto` skips it until near). */
function siteFooter(page: Page) {
  const footer = page.locator("footer.site-footer");
  const drawn = () => footer.evaluate((el) => el.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  return { footer, drawn };
}

// The site footer the same way (`.site-footer`): on a long page such as the results, it waits until the
// owner scrolls near it, and with it the only Chinese text of an English page (the language link), which
// made the first layout look up a CJK font. Its links are in the page and the accessibility tree all along.
test("the results page's footer is drawn when the owner nears it, not at the first load", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await createSeizureRequest(page, { latitude: 22.3193, longitude: 114.1694 }, { contactName: "Footer Later" });
  await gotoReady(page, `/emergency-results/${id}`);
  const { footer, drawn } = siteFooter(page);
  expect(await drawn()).toBe(false);
  await expect(footer.getByRole("link", { name: en.LanguageSwitcher["zh-HK"] })).toHaveAttribute("hreflang", "zh-HK");
  await footer.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
});

// Until drawn, the footer holds a placeholder height. Drawn taller, the page only grows below what is on
// screen; drawn shorter, a page scrolled to its end is clamped and everything on screen jumps down, under a
// tap on its way (the cookie banner's buttons sit right above the footer). So the placeholder is below the
// footer's height in both languages, at a phone's width and a desktop's.
for (const { path, width } of [
  { path: "/privacy", width: 390 },
  { path: "/zh-HK/privacy", width: 390 },
  { path: "/zh-HK/clinics", width: 1280 },
]) {
  test(`drawing the footer never shortens the page (${path}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await gotoReady(page, path);
    const { footer, drawn } = siteFooter(page);
    expect(await drawn()).toBe(false);
    const before = await footer.evaluate((el) => el.getBoundingClientRect().height);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    expect(await footer.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(before);
  });
}
