import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { totpCodeAt } from "@/lib/auth/second-factor/totp";
import { dbRows, FROM_OUR_PAGES, gotoReady, signInAs } from "@/tests/utils/e2e";
import { UNDO_LINK, VERIFY_LINK, linkPath, waitForMail } from "@/tests/utils/mail";

// This file's own client address: the api tier runs on the same server just before, and its sign-ups
// from the loopback address spend that address's hourly sign-up budget (50), which its sign-ups would then exceed.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.18.43.1" } });

// Finding 7 (SECURITY.md) at phone size, in both languages: an admin signs in
// with the password and then an authenticator app or a passkey (Chrome's
// virtual authenticator, through the DevTools Protocol); before that no admin
// page or admin API answers; recovery codes work once each; a staff member's
// change of the clinic's phone number is asked again in place and announced
// to the clinic's other staff and the admins (read from the loopback SMTP peer).

const PASSWORD = "second-factor-e2e-password";
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example`;
const LOCALES = [
  ["en", en, ""],
  ["zh-HK", zh, "/zh-HK"],
] as const;

test.beforeEach(async ({ page }) => {
  // Decline analytics up front so the cookie banner never covers the page.
  await page.addInitScript(() => localStorage.setItem("analytics_consent", "false"));
});

/** A verified account (sign-up, then the mailed link), with a role or a clinic and a language set in the database. */
async function newAccount(request: APIRequestContext, prefix: string, set: { role?: string; clinicId?: string; language?: string } = {}) {
  const email = unique(prefix);
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signedUp = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: PASSWORD, mode: "signup", json: "true" },
  });
  // A sign-up asks to open the mailed link ("check_email"); a refused one (its budget spent) says so here, not as a missing mail.
  expect(new URL(((await signedUp.json()) as { url: string }).url).searchParams.get("error")).toBe("check_email");
  expect((await request.get(linkPath(await waitForMail(email, VERIFY_LINK)))).status()).toBe(200);
  const [{ id }] = await dbRows<{ id: string }>(
    "UPDATE users SET role = COALESCE($2, role), clinic_id = COALESCE($3::uuid, clinic_id), language_preference = COALESCE($4, language_preference) WHERE email = $1 RETURNING id",
    [email, set.role ?? null, set.clinicId ?? null, set.language ?? null],
  );
  return { id, email };
}

/** The sign-in page, as a person uses it, on its way to `to`. */
async function signInOnPage(page: Page, prefix: string, m: typeof en, email: string, to: string) {
  await gotoReady(page, `${prefix}/login?callbackUrl=${encodeURIComponent(to)}`);
  await page.getByLabel(m.Auth.email).fill(email);
  await page.getByLabel(m.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: m.Auth.signIn, exact: true }).click();
}

for (const [locale, m, prefix] of LOCALES) {
  test(`finding 7 (${locale}): an admin signs in with the password and an authenticator app; recovery codes work once each`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await newAccount(page.request, "e2e-admin-app", { role: "admin" });

    await signInOnPage(page, prefix, m, admin.email, `${prefix}/admin/clinics`);
    // Sent to set up a second factor before any admin page.
    await expect(page.getByRole("heading", { name: m.SecondFactor.setupTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/second-factor\\?returnTo=`));
    await gotoReady(page, `${prefix}/admin/clinics`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/second-factor`));
    await expect(page.getByRole("heading", { name: m.Admin.title })).toHaveCount(0);
    const refused = await page.request.get("/api/admin/clinics");
    expect([refused.status(), ((await refused.json()) as { error: { code: string } }).error.code]).toEqual([403, "second_factor_required"]);

    // The setup key, typed into an app (the test computes the app's code from it).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByRole("button", { name: m.SecondFactor.totpSetUp }).click();
    const key = (await page.locator("[data-totp-key]").getAttribute("data-totp-key"))!;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole("link", { name: m.SecondFactor.openInApp })).toHaveAttribute(
      "href",
      new RegExp(`^otpauth://totp/.*secret=${key}`),
    );
    // Each code is tied to the step it was made in, so the "next" code below stays the one after this, however slow the run.
    const setUpAt = Date.now();
    await page.getByLabel(m.SecondFactor.code).fill(totpCodeAt(key, setUpAt));
    await page.getByRole("button", { name: m.SecondFactor.confirm }).click();
    await expect(page.locator("[data-recovery-codes] li")).toHaveCount(10);
    const codes = await page.locator("[data-recovery-codes] li").allTextContents();
    await page.getByRole("button", { name: m.SecondFactor.recoveryKept }).click();
    await expect(page.getByRole("heading", { name: m.Admin.title })).toBeVisible();
    expect((await page.request.get("/api/admin/clinics")).status()).toBe(200);

    // Signing in again asks for the app's code (the next one: each code works once).
    const { context: again, page: second } = await anotherPhone(browser, page);
    await signInOnPage(second, prefix, m, admin.email, `${prefix}/admin/clinics`);
    await expect(second.getByRole("heading", { name: m.SecondFactor.verifyTitle })).toBeVisible();
    await second.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await second.getByLabel(m.SecondFactor.code).fill(totpCodeAt(key, setUpAt + 30_000));
    await second.getByRole("button", { name: m.SecondFactor.confirm }).click();
    await expect(second.getByRole("heading", { name: m.Admin.title })).toBeVisible();
    await again.close();

    // A recovery code instead of the app: each works once.
    for (const [code, works] of [
      [codes[0], true],
      [codes[0], false],
    ] as const) {
      const { context, page: other } = await anotherPhone(browser, page);
      await signInOnPage(other, prefix, m, admin.email, `${prefix}/admin/clinics`);
      await expect(other.getByRole("heading", { name: m.SecondFactor.verifyTitle })).toBeVisible();
      await other.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await other.getByRole("button", { name: m.SecondFactor.useRecovery }).click();
      await other.getByLabel(m.SecondFactor.recoveryCode).fill(code);
      await other.getByRole("button", { name: m.SecondFactor.confirm }).click();
      if (works) await expect(other.getByRole("heading", { name: m.Admin.title })).toBeVisible();
      else {
        await expect(other.getByText(m.SecondFactor.recoveryWrong)).toBeVisible();
        expect((await other.request.get("/api/admin/clinics")).status()).toBe(403);
        // The next code does.
        await other.getByLabel(m.SecondFactor.recoveryCode).fill(codes[1]);
        await other.getByRole("button", { name: m.SecondFactor.confirm }).click();
        await expect(other.getByRole("heading", { name: m.Admin.title })).toBeVisible();
      }
      await context.close();
    }
  });

  test(`finding 7 (${locale}): an admin signs in with a passkey (Chrome's virtual authenticator)`, async ({ page }) => {
    test.setTimeout(90_000);
    // Passkeys cannot belong to an IP address: the test server's (127.0.0.1) belong to localhost.
    const site = new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000");
    site.hostname = "localhost";
    const at = (path: string) => new URL(path, site).toString();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const admin = await newAccount(page.request, "e2e-admin-passkey", { role: "admin" });
    // The password step through the sign-in endpoint on localhost (the sign-in page would come back to APP_URL's host).
    const signInHere = async () => {
      const { csrfToken } = (await (await page.request.get(at("/api/auth/csrf"))).json()) as { csrfToken: string };
      const res = await page.request.post(at("/api/auth/callback/credentials"), {
        form: { csrfToken, email: admin.email, password: PASSWORD, mode: "signin", json: "true" },
      });
      expect(new URL(((await res.json()) as { url: string }).url).searchParams.get("error")).toBeNull();
    };
    await signInHere();
    await gotoReady(page, at(`${prefix}/admin/clinics`));
    await expect(page.getByRole("heading", { name: m.SecondFactor.setupTitle })).toBeVisible();
    await page.getByRole("button", { name: m.SecondFactor.passkeyAdd }).click();
    await expect(page.locator("[data-recovery-codes] li")).toHaveCount(10);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].rpId).toBe("localhost");
    await page.getByRole("button", { name: m.SecondFactor.recoveryKept }).click();
    await expect(page.getByRole("heading", { name: m.Admin.title })).toBeVisible();

    // A new sign-in: the passkey is the second step.
    await page.context().clearCookies();
    await signInHere();
    expect((await page.request.get(at("/api/admin/clinics"))).status()).toBe(403);
    await gotoReady(page, at(`${prefix}/admin/clinics`));
    await expect(page.getByRole("heading", { name: m.SecondFactor.verifyTitle })).toBeVisible();
    await page.getByRole("button", { name: m.SecondFactor.usePasskey }).click();
    await expect(page.getByRole("heading", { name: m.Admin.title })).toBeVisible();
    expect((await page.request.get(at("/api/admin/clinics"))).status()).toBe(200);
    const [{ last_used_at }] = await dbRows<{ last_used_at: Date | null }>("SELECT last_used_at FROM passkeys WHERE user_id = $1", [
      admin.id,
    ]);
    expect(last_used_at).not.toBeNull();
    // The account page lists it, with the recovery codes left, and offers another.
    await gotoReady(page, at(`${prefix}/profile/two-step`));
    await expect(page.locator('[data-second-factor="on"]')).toBeVisible();
    await expect(page.getByRole("region", { name: m.SecondFactor.passkeysTitle }).getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("region", { name: m.SecondFactor.recoveryTitle })).toContainText("10");
    await expect(page.getByRole("button", { name: m.SecondFactor.passkeyAdd })).toBeVisible();
  });

  test(`finding 7 (${locale}): a staff phone-number change is asked again in place and announced`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A clinic of its own (made by the demo admin), with two staff members.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await signInAs(adminPage, "admin@example.com");
    const [{ id: region }] = await dbRows<{ id: string }>("SELECT id FROM regions WHERE code = 'HKI'");
    const created = await adminPage.request.post("/api/clinics", {
      headers: FROM_OUR_PAGES,
      data: { name: `E2E Step-up Vet ${Date.now().toString(36)}`, address: "1 Queen's Road Central", phone: "2345 7000", regionId: region },
    });
    expect(created.status()).toBe(201);
    const clinic = (await created.json()) as { id: string; name: string };
    await adminContext.close();
    const staff = await newAccount(page.request, "e2e-staff", { clinicId: clinic.id, language: locale });
    const colleague = await newAccount(page.request, "e2e-colleague", { clinicId: clinic.id, language: locale });

    await signInAs(page, staff.email, PASSWORD);
    // The password was typed more than 10 minutes ago.
    await dbRows("UPDATE sessions SET password_at = (now() AT TIME ZONE 'UTC') - interval '11 minutes' WHERE sess->>'userId' = $1", [
      staff.id,
    ]);
    await gotoReady(page, `${prefix}/clinic/dashboard`);
    await page.getByRole("button", { name: m.Dashboard.editDetails }).click();
    const form = page.getByRole("dialog");
    await form.getByLabel(m.ClinicForm.phone, { exact: true }).fill("2345 7001");
    await form.getByLabel(m.ClinicForm.openingHours).fill("Mon-Sun 09:00-21:00");
    await form.getByRole("button", { name: m.ClinicForm.save }).click();

    // Asked again, in place, above the form that keeps what was typed.
    const stepUp = page.getByRole("dialog", { name: m.SecondFactor.stepUpTitle });
    await expect(stepUp).toBeVisible();
    await stepUp.getByLabel(m.SecondFactor.stepUpPassword).fill("not-the-password");
    await stepUp.getByRole("button", { name: m.SecondFactor.confirm }).click();
    await expect(stepUp.getByText(m.SecondFactor.passwordWrong)).toBeVisible();
    await stepUp.getByLabel(m.SecondFactor.stepUpPassword).fill(PASSWORD);
    await stepUp.getByRole("button", { name: m.SecondFactor.confirm }).click();
    await expect(page.getByText(m.Admin.toasts.updated)).toBeVisible();
    const [row] = await dbRows<{ phone: string; opening_hours: string }>("SELECT phone, opening_hours FROM clinics WHERE id = $1", [
      clinic.id,
    ]);
    expect(row).toEqual({ phone: "+85223457001", opening_hours: "Mon-Sun 09:00-21:00" });

    // The colleague is told, in their language, with a link that undoes it.
    const notice = await waitForMail(colleague.email, /\+85223457001/);
    expect(notice.subject).toBe(m.ContactChange.mailSubject.replace("{clinic}", clinic.name));
    expect(notice.text).toContain(staff.email);
    expect(linkPath(notice, UNDO_LINK).startsWith(`${prefix}/undo/`)).toBe(true);
    const [audit] = await dbRows<{ changes: { phone: unknown } }>(
      "SELECT changes FROM audit_logs WHERE entity_id = $1 AND action = 'update' ORDER BY created_at DESC LIMIT 1",
      [clinic.id],
    );
    expect(audit.changes.phone).toEqual({ from: "+85223457000", to: "+85223457001" });
  });
}

/** Another signed-out phone (the test page's viewport, analytics declined), for a new sign-in. */
async function anotherPhone(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: true,
    hasTouch: true,
    baseURL: process.env.BASE_URL,
  });
  await context.addInitScript(() => localStorage.setItem("analytics_consent", "false"));
  return { context, page: await context.newPage() };
}
