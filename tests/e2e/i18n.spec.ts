import { expect, test } from "@playwright/test";

test.describe("languages", () => {
  test("English lives at the bare routes and Chinese under /zh-HK", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pet emergency? Get help now.");
    await expect(page.getByRole("link", { name: "Emergency Help Now" })).toHaveAttribute("href", "/emergency");

    await page.goto("/zh-HK");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("寵物有緊急情況？立即求助。");
    await expect(page.getByRole("link", { name: "立即緊急求助" })).toHaveAttribute("href", "/zh-HK/emergency");
  });

  test("every page names its other language with hreflang", async ({ page }) => {
    await page.goto("/zh-HK");
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/$|:\d+$/);
    await expect(page.locator('link[rel="alternate"][hreflang="zh-HK"]')).toHaveAttribute("href", /\/zh-HK$/);
  });

  test("the switcher changes the route and remembers the choice in a cookie and localStorage", async ({ page, context }) => {
    await page.goto("/");
    const switcher = page.getByRole("navigation", { name: "Language" }).last();
    await switcher.getByRole("link", { name: "繁體中文" }).click();
    await expect(page).toHaveURL(/\/zh-HK$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("寵物有緊急情況？立即求助。");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("zh-HK");
    expect((await context.cookies()).find((c) => c.name === "NEXT_LOCALE")?.value).toBe("zh-HK");

    // The remembered choice applies to the next visit of a bare route.
    await page.goto("/");
    await expect(page).toHaveURL(/\/zh-HK$/);

    await page.getByRole("navigation", { name: "語言" }).last().getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
  });

  test("an unknown path shows the 404 page in the visitor's language", async ({ page }) => {
    const en = await page.goto("/no-such-page");
    expect(en?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    const zh = await page.goto("/zh-HK/no-such-page");
    expect(zh?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 找不到頁面" })).toBeVisible();
  });
});
