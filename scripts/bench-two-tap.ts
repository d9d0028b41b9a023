// Two-tap time for `npm run bench`: Debian's Chromium at phone size
// opens the landing page (first visit), taps "Call the nearest open 24-hour
// hospital" and waits for the Call button (a tel: link) of the answer. GPS
// granted. Taps counted from the landing page to the tel: link, the Call
// button's tap included.
import { chromium } from "@playwright/test";
import en from "@/messages/en.json";
import { median } from "./bench-stats";

export type TwoTapFigures = { taps: number; runs: number[]; median: number };

/** Median of `runs` passes from the first tap to the Call button on screen, each in a fresh context. */
export async function twoTapTime(baseUrl: string, executablePath: string, runs = 5): Promise<TwoTapFigures> {
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
  const times: number[] = [];
  let taps = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        permissions: ["geolocation"],
        geolocation: { latitude: 22.3193, longitude: 114.1694 },
        extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${40 + i}` },
      });
      const page = await context.newPage();
      await page.goto(new URL("/", baseUrl).toString());
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      let count = 0;
      const started = performance.now();
      await page.getByRole("button", { name: en.CallNearest.button }).tap();
      count++;
      const call = page.locator("[data-call-nearest]").getByRole("link", { name: /^Call / });
      await call.waitFor();
      times.push(performance.now() - started);
      if (!(await call.getAttribute("href"))?.startsWith("tel:")) throw new Error("the Call button is not a tel: link");
      taps = count + 1; // the Call button itself
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { taps, runs: times.map((t) => Math.round(t)), median: Math.round(median(times)) };
}
