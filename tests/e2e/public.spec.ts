import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { dbRows, gotoReady, FROM_OUR_PAGES } from "@/tests/utils/e2e";
import { DIRECTORY_PAGE_SIZE } from "@/lib/clinics/directory-query";

// The public site: clinic directory and clinic pages, legal pages, 404, cookie
// consent, accessibility and SEO. Runs against the seeded demo data.

// The admin e2e test adds and deletes an "E2E Vet ..." clinic in parallel: pick only seeded ones.
const activeClinics = () =>
  dbRows<{ id: string; slug: string; name: string; nameZh: string | null; is24Hour: boolean; phone: string }>(
    `SELECT id, slug, name, name_zh AS "nameZh", is_24_hour AS "is24Hour", phone FROM clinics
      WHERE status = 'active' AND name NOT LIKE 'E2E %' ORDER BY name`,
  );

const activeClinicCount = async () => (await dbRows<{ n: number }>(`SELECT count(*)::int AS n FROM clinics WHERE status = 'active'`))[0].n;

// The page's count must match the database's at the time of the visit; the
// admin test may add or delete a clinic in between, so compare again on a change.
async function expectDirectoryCount(page: Page, url: string, text: (total: number) => string): Promise<number> {
  let total = 0;
  await expect(async () => {
    total = await activeClinicCount();
    await page.goto(url);
    await expect(page.getByText(text(total), { exact: false }).first()).toBeVisible({ timeout: 2_000 });
    expect(await activeClinicCount()).toBe(total);
  }).toPass({ timeout: 30_000 });
  return total;
}

const banner = (page: Page, name = "Cookies and analytics") => page.getByRole("region", { name });
const cards = (page: Page) => page.locator("main ul > li article");
// Some clinic names contain "24 Hours" too: count the badges themselves.
const badges24h = (page: Page, text = "24 Hours") => cards(page).locator('[data-slot="badge"]', { hasText: text });

test.describe("clinic directory", () => {
  test("renders in English and Chinese with counts, tabs and cards", async ({ page }) => {
    const total = await expectDirectoryCount(page, "/clinics", (n) => `${n} clinics`);
    await expect(page).toHaveTitle("Vet clinic directory | PawAlert");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clinic Directory");
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    const tabs = page.getByRole("navigation", { name: "Regions" }).getByRole("link");
    await expect(tabs).toHaveText(["All Regions", "Hong Kong Island", "Kowloon", "New Territories"]);
    await expect(tabs.first()).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(Math.min(DIRECTORY_PAGE_SIZE, total));
    // 24-hour clinics come first, with their badge, and every card can call.
    await expect(cards(page).first().getByText("24 Hours", { exact: true })).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole("link", { name: /^Call / }),
    ).toHaveAttribute("href", /^tel:\+852\d{8}$/);
    const whatsapp = page.getByRole("link", { name: /^WhatsApp / }).first();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d{10,15}$/);
    // Pagination keeps the HTML light.
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/clinics\?page=2$/);
    await expect(page).toHaveTitle("Vet clinic directory (page 2) | PawAlert");

    await expectDirectoryCount(page, "/zh-HK/clinics", (n) => `${n} 間診所`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("診所名錄");
    await expect(page.getByRole("navigation", { name: "地區" }).getByRole("link")).toHaveText(["所有地區", "香港島", "九龍", "新界"]);
    await expect(cards(page).first().getByText("24小時", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle("獸醫診所名錄 | 毛孩急救通");
  });

  test("filters through the URL: region, 24-hour, search in either language, empty state", async ({ page }) => {
    const clinics = await activeClinics();
    await page.goto("/clinics?region=HKI&h24=1");
    await expect(page).toHaveTitle("24-hour vet clinics in Hong Kong Island | PawAlert");
    await expect(page.getByRole("navigation", { name: "Regions" }).getByRole("link", { name: "Hong Kong Island" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("switch", { name: "24-hour clinics only" })).toBeChecked();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(badges24h(page)).toHaveCount(count);

    const target = clinics.find((c) => c.nameZh && !c.is24Hour)!;
    await page.goto(`/clinics?q=${encodeURIComponent(target.name.toUpperCase())}`);
    await expect(cards(page).filter({ hasText: target.name })).toHaveCount(1);
    await expect(page.getByRole("searchbox", { name: "Search clinics" })).toHaveValue(target.name.toUpperCase());
    await page.goto("/clinics?q=no-such-clinic-anywhere");
    await expect(page.getByRole("heading", { name: "No clinics found matching your criteria" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();

    // (Chinese last: visiting /zh-HK remembers the language, and bare URLs then redirect to it.)
    await page.goto(`/zh-HK/clinics?q=${encodeURIComponent(target.nameZh!)}`);
    await expect(cards(page).filter({ hasText: target.name })).toHaveCount(1);
    await page.goto("/zh-HK/clinics?q=no-such-clinic-anywhere");
    await expect(page.getByRole("heading", { name: "找不到符合條件的診所" })).toBeVisible();
  });

  test("filters through the controls, keeping the other filters in the URL", async ({ page }) => {
    await page.goto("/clinics");
    const search = page.getByRole("searchbox", { name: "Search clinics" });
    await search.fill("hospital");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/clinics\?q=hospital$/);
    await expect(cards(page).first()).toContainText(/hospital/i);

    await page.getByText("24-hour clinics only").click();
    await expect(page).toHaveURL(/\/clinics\?q=hospital&h24=1$/);
    await expect(page.getByRole("switch", { name: "24-hour clinics only" })).toBeChecked();
    const count = await cards(page).count();
    await expect(badges24h(page)).toHaveCount(count);

    await page.getByRole("navigation", { name: "Regions" }).getByRole("link", { name: "Kowloon" }).click();
    await expect(page).toHaveURL(/\/clinics\?q=hospital&region=KLN&h24=1$/);
    await expect(page.getByRole("navigation", { name: "Regions" }).getByRole("link", { name: "Kowloon" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // A new search keeps the chosen region.
    await search.fill("");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/clinics\?region=KLN&q=&h24=1$/);
  });

  test("clinic page: details, contact links, map with coordinates and VeterinaryCare JSON-LD", async ({ page }) => {
    await page.goto("/clinics?h24=1");
    const first = cards(page).first();
    const name = (await first.getByRole("heading", { level: 2 }).textContent())!.trim();
    await first.getByRole("link", { name: `Details of ${name}` }).click();
    await expect(page).toHaveURL(/\/clinics\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | PawAlert`);
    await expect(page.getByText("Open 24 hours, 7 days a week")).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${name}` })).toHaveAttribute("href", /^tel:\+852\d{8}$/);
    const map = await page.getByRole("link", { name: `Open ${name} in Maps` }).getAttribute("href");
    expect(map).toMatch(/query=22\.\d+%2C11[34]\.\d+$/);

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["VeterinaryCare", "LocalBusiness"],
      name,
      telephone: expect.stringMatching(/^\+852/),
      address: { "@type": "PostalAddress", addressCountry: "HK", streetAddress: expect.any(String) },
      geo: { "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) },
      openingHoursSpecification: [{ opens: "00:00", closes: "23:59" }],
    });
    expect(map).toContain(`${ld.geo.latitude.toFixed(6)}%2C${ld.geo.longitude.toFixed(6)}`);

    const id = page.url().split("/").pop();
    await page.goto(`/zh-HK/clinics/${id}`);
    await expect(page.getByText("24小時營業，全年無休")).toBeVisible();
    await expect(page.getByRole("link", { name: "所有診所" })).toHaveAttribute("href", "/zh-HK/clinics");
  });

  test("an unknown or malformed clinic id is a 404, not an error", async ({ page }) => {
    for (const path of ["/clinics/00000000-0000-4000-8000-000000000000", "/clinics/not-a-uuid", "/zh-HK/clinics/123"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
    }
    await expect(page.getByRole("heading", { name: "404 找不到頁面" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the directory still filters through its URL and its form", async ({ page }) => {
    await page.goto("/clinics?region=NT");
    await expect(page.getByRole("navigation", { name: "Regions" }).getByRole("link", { name: "New Territories" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const search = page.getByRole("searchbox", { name: "Search clinics" });
    await search.fill("animal");
    await page.getByText("24-hour clinics only").click();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/clinics\?region=NT&q=animal&h24=1$/);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(badges24h(page)).toHaveCount(count);
    await expect(page.getByRole("navigation", { name: "Regions" }).getByRole("link", { name: "New Territories" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("legal pages", () => {
  const PRIVACY = [
    "Data controller",
    "Data we collect",
    "Lawful basis",
    "How we use your data",
    "Who receives your data",
    "How long we keep it",
    "International transfers",
    "Security",
    "Your rights",
    "Complaints",
    "Contact",
  ];
  const TERMS = [
    "Acceptance of terms",
    "Service description",
    "Your responsibilities",
    "Medical disclaimer",
    "Limitation of liability",
    "Governing law",
    "EU consumer rights",
    "Privacy",
    "Termination",
    "Changes to these terms",
  ];

  test("privacy policy has every section, the retention rules and the date, in both languages", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Last updated October 2025")).toBeVisible();
    await expect(page.locator("main section h2")).toHaveText(PRIVACY.map((title, i) => `${i + 1}. ${title}`));
    await expect(page.getByText(/kept for 12 months/)).toBeVisible();
    await expect(page.getByText(/Pet profiles are kept until you delete them or ask us to delete them/)).toBeVisible();

    await page.goto("/zh-HK/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("私隱政策");
    await expect(page.getByText("最後更新：2025年10月")).toBeVisible();
    await expect(page.locator("main section h2")).toHaveCount(PRIVACY.length);
    await expect(page.getByText(/保存12個月/)).toBeVisible();
  });

  test("terms have every section, Hong Kong courts and a link to the privacy policy, in both languages", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByText("Last updated October 2025")).toBeVisible();
    await expect(page.locator("main section h2")).toHaveText(TERMS.map((title, i) => `${i + 1}. ${title}`));
    await expect(page.getByText(/courts of Hong Kong have jurisdiction/)).toBeVisible();
    await page.locator("#privacy").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.goto("/zh-HK/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("服務條款");
    await expect(page.getByText("最後更新：2025年10月")).toBeVisible();
    await expect(page.locator("main section h2")).toHaveCount(TERMS.length);
    await expect(page.getByText(/由香港法院審理/)).toBeVisible();
  });

  test("the footer links to both and names the operator with the current year", async ({ page }) => {
    await page.goto("/clinics");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} PawAlert. All rights reserved.`);
    await expect(footer).toContainText("PawAlert Limited");
  });

  test("an unknown page is a 404 in both languages", async ({ page }) => {
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    expect((await page.goto("/zh-HK/no-such-page"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 找不到頁面" })).toBeVisible();
  });
});

test.describe("cookie consent", () => {
  test("Accept stores true, hides the banner, and it stays hidden on later visits", async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText("analytics cookies");
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("true");
    await page.goto("/clinics");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("Decline and the close button store false and hide the banner", async ({ page, context }) => {
    await page.goto("/zh-HK/privacy");
    await expect(banner(page, "Cookie 及數據分析")).toBeVisible();
    await banner(page, "Cookie 及數據分析").getByRole("button", { name: "拒絕" }).click();
    await expect(banner(page, "Cookie 及數據分析")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("false");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page, "Cookie 及數據分析")).toBeHidden();

    const other = await context.browser()!.newPage();
    await other.goto(page.url().replace("/zh-HK/privacy", "/terms"));
    await banner(other).getByRole("button", { name: "Close" }).click();
    await expect(banner(other)).toBeHidden();
    expect(await other.evaluate(() => localStorage.getItem("analytics_consent"))).toBe("false");
    await other.close();
  });

  test("an unknown stored value shows the banner again", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("analytics_consent", "maybe"));
    await page.goto("/terms");
    await expect(banner(page)).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const [label, path] of [
    ["landing", "/"],
    ["landing (Chinese)", "/zh-HK"],
    ["directory", "/clinics"],
    ["directory, empty", "/zh-HK/clinics?q=none-at-all"],
    ["privacy", "/privacy"],
  ] as const) {
    test(`${label} has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(banner(page, path.startsWith("/zh-HK") ? "Cookie 及數據分析" : "Cookies and analytics")).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("a clinic page has no serious or critical axe violation", async ({ page }) => {
    const [clinic] = await activeClinics();
    await page.goto(`/clinics/${clinic.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Its own client address for the requests it creates: the suite's shared per-address budget is not its to spend.
  test.describe("with a request", () => {
    test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.32.1" } });
    for (const prefix of ["", "/zh-HK"]) {
      test(`wizard step 1 and the results page have no serious or critical axe violation (${prefix || "/"})`, async ({ page }) => {
        await gotoReady(page, `${prefix}/emergency`);
        await expect(page.getByRole("complementary").first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);

        const created = await page.request.post("/api/emergency-requests", {
          headers: FROM_OUR_PAGES,
          data: {
            symptom: "Seizure",
            symptomKeys: ["seizure"],
            petSpecies: "dog",
            locationLatitude: 22.3193,
            locationLongitude: 114.1694,
            contactName: "Chan Tai Man",
            contactPhone: "9123 4567",
          },
        });
        expect(created.status()).toBe(201);
        const { id } = await created.json();
        await gotoReady(page, `${prefix}/emergency-results/${id}`);
        await expect(page.locator("[data-distance]").first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
});

/** axe-core's serious and critical findings on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("SEO", () => {
  test("sitemap.xml lists the public pages and every active clinic in both languages", async ({ request, baseURL }) => {
    // Compared with the database at the time of the fetch (the admin test may add a clinic meanwhile).
    await expect(async () => {
      const before = await activeClinicCount();
      const res = await request.get("/sitemap.xml");
      expect(res.status()).toBe(200);
      const xml = await res.text();
      expect(await activeClinicCount()).toBe(before);
      const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
      for (const path of ["/", "/clinics", "/privacy", "/terms", "/zh-HK", "/zh-HK/clinics", "/zh-HK/privacy", "/zh-HK/terms"]) {
        expect(locs, path).toContain(`${baseURL}${path === "/" ? "/" : path}`);
      }
      const clinics = await activeClinics();
      for (const c of clinics) {
        expect(locs).toContain(`${baseURL}/clinics/${c.slug}`);
        expect(locs).toContain(`${baseURL}/zh-HK/clinics/${c.slug}`);
      }
      // The static pages and /24-hour-vets, the 18 district pages, every clinic: each in both languages.
      expect(locs.size).toBe(12 + 36 + before * 2);
      expect(locs).toContain(`${baseURL}/zh-HK/districts/sha-tin`);
      expect(locs).toContain(`${baseURL}/24-hour-vets`);
      expect(xml).toContain(`hreflang="zh-HK" href="${baseURL}/zh-HK/clinics/${clinics[0].slug}"`);
    }).toPass({ timeout: 30_000 });

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toMatch(/Disallow: \/emergency-results/);
  });

  test("every page has a unique title, a canonical URL and an hreflang pair", async ({ page, baseURL }) => {
    const [clinic] = await activeClinics();
    const paths = ["/", "/clinics", "/clinics?region=KLN", `/clinics/${clinic.slug}`, "/privacy", "/terms"];
    const titles = new Map<string, string>();
    for (const path of [...paths, ...paths.map((p) => `/zh-HK${p === "/" ? "" : p}`)]) {
      await page.goto(path);
      const title = await page.title();
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
      const en = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href");
      const zh = await page.locator('link[rel="alternate"][hreflang="zh-HK"]').getAttribute("href");
      const bare = path.replace(/^\/zh-HK/, "") || "/";
      expect(new URL(en!, baseURL).pathname + new URL(en!, baseURL).search).toBe(bare);
      expect(new URL(zh!, baseURL).pathname + new URL(zh!, baseURL).search).toBe(bare === "/" ? "/zh-HK" : `/zh-HK${bare}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(path.startsWith("/zh-HK") ? zh : en);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{15,}/);
    }
  });

  test("manifest, icons and Open Graph images are served", async ({ page, request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: expect.stringContaining("PawAlert"), start_url: "/", display: "standalone" });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()["content-type"]).toContain(icon.type);
    }
    await page.goto("/privacy");
    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    // The og:image origin is the configured APP_URL, not necessarily this server's: fetch the path from here.
    const ogUrl = new URL(og!);
    expect(ogUrl.pathname).toBe("/og.png");
    const image = await request.get(ogUrl.pathname + ogUrl.search);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");

    const [clinic] = await activeClinics();
    await page.goto(`/zh-HK/clinics/${clinic.slug}`);
    const clinicOg = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(clinicOg).toContain(`clinic=${clinic.id}`);
    const clinicImage = await request.get(new URL(clinicOg!).pathname + new URL(clinicOg!).search);
    expect(clinicImage.status()).toBe(200);
    expect(clinicImage.headers()["content-type"]).toBe("image/png");
  });
});

test.describe("analytics (PostHog stand-in on loopback)", () => {
  const stub = process.env.POSTHOG_STUB_URL;
  type Captured = { event: string; properties?: Record<string, unknown> };

  async function eventsFor(marker: string): Promise<Captured[]> {
    const all = (await (await fetch(`${stub}/__events`)).json()) as Captured[];
    return all.filter(
      (e) => String(e.properties?.$current_url ?? "").includes(marker) || String(e.properties?.$pathname ?? "").includes(marker),
    );
  }

  test.skip(!stub, "the PostHog stand-in is started by npm test");

  test("nothing is sent before consent or after Decline; Accept sends cookie_consent and page views", async ({ page }) => {
    // posthog-js drops events from automated browsers (navigator.webdriver); present as a visitor's browser.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }));
    const sent: string[] = [];
    page.on("request", (req) => {
      if (req.url().startsWith(stub!)) sent.push(req.url());
    });

    const declined = `declined-${Date.now()}`;
    await page.goto(`/terms?m=${declined}`);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.waitForTimeout(4000);
    expect(sent).toEqual([]);

    await page.evaluate(() => localStorage.removeItem("analytics_consent"));
    const accepted = `accepted-${Date.now()}`;
    await page.goto(`/terms?m=${accepted}`);
    await expect(banner(page)).toBeVisible();
    expect(sent).toEqual([]);
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect
      .poll(async () => (await eventsFor(accepted)).map((e) => e.event).sort(), { timeout: 20_000 })
      .toEqual(expect.arrayContaining(["$pageview", "cookie_consent"]));
    const consent = (await eventsFor(accepted)).find((e) => e.event === "cookie_consent");
    expect(consent?.properties).toMatchObject({ consent: true, token: "phc_pawalert_test" });

    // A later navigation inside the app is one more manual page view.
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect
      .poll(
        async () => {
          const all = (await (await fetch(`${stub}/__events`)).json()) as Captured[];
          return all.some(
            (e) =>
              e.event === "$pageview" &&
              String(e.properties?.$current_url).endsWith("/privacy") &&
              e.properties?.distinct_id === consent?.properties?.distinct_id,
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // Consent stored on an earlier visit starts analytics without the banner.
    const later = `later-${Date.now()}`;
    await page.goto(`/clinics?q=${later}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await eventsFor(later)).map((e) => e.event), { timeout: 20_000 }).toContain("$pageview");
  });
});
