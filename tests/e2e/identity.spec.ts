import { expect, test } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { dbRows, fill, gotoReady, signInAs } from "@/tests/utils/e2e";
import { INVITATION_LINK, linkPath, VERIFY_LINK, waitForMail } from "@/tests/utils/mail";

// This file's own client address: the api tier runs on the same server just before, and its sign-ups
// from the loopback address spend that address's hourly sign-up budget (50), which its sign-ups would then exceed.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.44.1" } });

// Verified identity at phone size: a sign-up in Chinese finishes by
// the emailed link; an email change stays pending until the link sent to the
// new address is opened; a staff invitation gives the dashboard only once it is
// accepted by the invited, signed-in person. Mails are read from the loopback
// SMTP peer, as a person would read them in their inbox.

const PASSWORD = "identity-e2e-password";
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example`;

test.beforeEach(async ({ page }) => {
  // Decline analytics up front so the cookie banner never covers the page.
  await page.addInitScript(() => localStorage.setItem("analytics_consent", "false"));
});

/** Sign-up on the sign-in page in `locale`, then the emailed link: a verified account. */
async function signUpThroughInbox(page: import("@playwright/test").Page, email: string, locale: "en" | "zh-HK") {
  const m = locale === "en" ? en : zh;
  await gotoReady(page, locale === "en" ? "/login" : "/zh-HK/login");
  await page.getByLabel(m.Auth.email).fill(email);
  await page.getByLabel(m.Auth.password).fill(PASSWORD);
  await page.getByRole("button", { name: m.Auth.createAccount }).click();
  await expect(page.getByRole("status").filter({ hasText: m.Auth.signUpCheckEmail })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  const path = linkPath(await waitForMail(email, VERIFY_LINK));
  expect(path.startsWith(locale === "en" ? "/verify-email/" : "/zh-HK/verify-email/")).toBe(true);
  await gotoReady(page, path);
  await expect(page.getByText(m.Identity.verifyAccountCreated)).toBeVisible();
}

test("sign-up (Chinese) and an email change: each address counts only once its link is opened", async ({ page }) => {
  test.setTimeout(90_000);
  const email = unique("identity");
  await signUpThroughInbox(page, email, "zh-HK");

  // The visitor chose Chinese (the sign-up page set NEXT_LOCALE): the profile and the new link are in Chinese too.
  await signInAs(page, email, PASSWORD);
  await gotoReady(page, "/zh-HK/profile");
  const newEmail = unique("moved");
  await page.getByLabel(zh.Account.email, { exact: true }).fill(newEmail);
  await page.getByLabel(zh.Account.phone).fill("9123 4567");
  // Keep Chinese as the account's language (a different choice would reload the page in it).
  await page.getByRole("combobox", { name: zh.Account.languagePreference }).selectOption("zh-HK");
  // The current password appears with a changed address, and is required.
  await page.getByRole("button", { name: zh.Account.saveChanges }).click();
  await expect(page.locator("#currentPassword-error")).toHaveText(zh.Account.currentPasswordRequired);
  await page.getByLabel(zh.Account.currentPassword).fill(PASSWORD);
  await page.getByRole("button", { name: zh.Account.saveChanges }).click();
  await expect(page.getByRole("status").filter({ hasText: zh.Account.emailChangePending })).toBeVisible();

  // Unverified: the account keeps its old address, on the page and in the database.
  await gotoReady(page, "/zh-HK/profile");
  await expect(page.getByLabel(zh.Account.email, { exact: true })).toHaveValue(email);
  expect(await dbRows("SELECT email FROM users WHERE email = $1", [newEmail])).toEqual([]);

  await gotoReady(page, linkPath(await waitForMail(newEmail, VERIFY_LINK)));
  await expect(page.getByText(zh.Identity.verifyEmailChanged)).toBeVisible();
  await gotoReady(page, "/zh-HK/profile");
  await expect(page.getByLabel(zh.Account.email, { exact: true })).toHaveValue(newEmail);
  const [row] = await dbRows<{ email_verified: Date | null }>("SELECT email_verified FROM users WHERE email = $1", [newEmail]);
  expect(row.email_verified).not.toBeNull();
});

test("a staff invitation: no dashboard before it is accepted, the clinic's dashboard after (accepted in Chinese)", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [clinic] = await dbRows<{ id: string; name: string; name_zh: string | null }>(
    "SELECT id, name, name_zh FROM clinics WHERE status = 'active' AND id NOT IN (SELECT clinic_id FROM users WHERE clinic_id IS NOT NULL) ORDER BY name LIMIT 1",
  );
  const email = unique("invited-vet");

  // The admin invites the address (the staff dialog does the same request).
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, "admin@example.com");
  const invited = await adminPage.request.post(`/api/clinics/${clinic.id}/staff`, {
    data: { email },
    headers: { origin: new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000").origin },
  });
  expect(invited.status()).toBe(201);
  await adminContext.close();
  const invitation = linkPath(await waitForMail(email, INVITATION_LINK), INVITATION_LINK);

  await signUpThroughInbox(page, email, "en");
  await signInAs(page, email, PASSWORD);
  // Invited, not accepted: no dashboard.
  await gotoReady(page, "/clinic/dashboard");
  await expect(page.getByText(en.Dashboard.notLinkedTitle)).toBeVisible();
  expect((await page.request.get(`/api/clinics/${clinic.id}`)).status()).toBe(403);

  await gotoReady(page, `/zh-HK${invitation}`);
  // The clinic's name in the page's language (its English name where it has no Chinese one).
  await expect(page.getByText(fill(zh.Identity.inviteBody, { clinic: clinic.name_zh ?? clinic.name }))).toBeVisible();
  // How long the link works, from the stored invitation, in Hong Kong time.
  const [{ expires_at: expiresAt }] = await dbRows<{ expires_at: Date }>(
    "SELECT expires_at FROM identity_tokens WHERE kind = 'staff_invite' AND email = $1",
    [email],
  );
  const when = new Intl.DateTimeFormat("zh-HK", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Hong_Kong" }).format(expiresAt);
  await expect(page.getByText(fill(zh.Identity.inviteExpires, { when }))).toBeVisible();
  await page.getByRole("button", { name: zh.Identity.inviteAccept }).click();
  await expect(
    page.getByRole("status").filter({ hasText: fill(zh.Identity.inviteAccepted, { clinic: clinic.name_zh ?? clinic.name }) }),
  ).toBeVisible();
  await page.getByRole("link", { name: zh.Identity.goDashboard }).click();
  await page.waitForURL(/\/zh-HK\/clinic\/dashboard/);
  await expect(page.getByText(zh.Dashboard.notLinkedTitle)).toHaveCount(0);
  expect((await page.request.get(`/api/clinics/${clinic.id}`)).status()).toBe(200);

  // The link is spent.
  await gotoReady(page, invitation);
  await expect(page.getByText(en.Identity.inviteInvalid)).toBeVisible();
});

test.describe("on the demo server (no mail channel)", () => {
  test.skip(!process.env.DEMO_BASE_URL, "the demo server is started by npm test");
  // The demo inbox answers only a client on this machine: no forwarded address here.
  test.use({ baseURL: process.env.DEMO_BASE_URL, extraHTTPHeaders: {} });

  test("the sign-up link is in the demo inbox and finishes the sign-up", async ({ page }) => {
    const email = unique("demo-signup");
    await gotoReady(page, "/login");
    await page.getByLabel(en.Auth.email).fill(email);
    await page.getByLabel(en.Auth.password).fill(PASSWORD);
    await page.getByRole("button", { name: en.Auth.createAccount }).click();
    await expect(page.getByRole("status").filter({ hasText: en.Auth.signUpCheckEmail })).toBeVisible();

    await gotoReady(page, "/demo/inbox");
    const mail = page.getByRole("region", { name: en.DemoInbox.accountMails }).getByRole("listitem").filter({ hasText: email });
    await expect(mail).toContainText(en.Identity.mailSignupSubject);
    await mail.getByRole("link").click();
    await expect(page.getByText(en.Identity.verifyAccountCreated)).toBeVisible();
    await signInAs(page, email, PASSWORD);
    expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(email);
  });
});
