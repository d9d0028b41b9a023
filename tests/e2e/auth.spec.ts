import { expect, test } from "@playwright/test";

test("signing in from the landing page returns to the requested page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Log In / Sign Up" }).click();
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile/);
  // A click before hydration would submit the bare form (a GET with the password in the URL).
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Wrong email or password." })).toBeVisible();

  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await page.getByLabel("Password").fill("PawAlert-demo-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/profile$/);
  const me = await page.request.get("/api/auth/user");
  expect((await me.json()).email).toBe("owner@example.com");
});
