import { api, CookieJar, DEMO, ipSequence, linkPath, signIn, signUp, uniqueEmail, VERIFY_LINK, waitForMail } from "@/tests/utils/http";

// ADMIN_EMAILS of the test server (scripts/test.ts).
const ADMIN_EMAIL = "promoted-admin@pawalert.test";

describe("sign-in and the current user", () => {
  it("GET /api/auth/user is 401 when signed out", async () => {
    const res = await api("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Sign in required" } });
  });

  it("returns the signed-in user's SPEC fields and never the password hash", async () => {
    const { ok, jar } = await signIn(DEMO.owner, DEMO.password);
    expect(ok).toBe(true);
    const res = await api("/api/auth/user", { jar });
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(Object.keys(user).sort()).toEqual(
      ["clinicId", "email", "firstName", "id", "languagePreference", "lastName", "phone", "regionPreference", "role", "username"].sort(),
    );
    expect(user).toMatchObject({ email: DEMO.owner, role: "user", firstName: "Olivia" });
  });

  it("refuses a wrong password", async () => {
    const result = await signIn(DEMO.owner, "not-the-password");
    expect(result).toMatchObject({ ok: false, error: "invalid_credentials" });
  });

  it("sign-up answers the same for a free and a taken address, signs nobody in, and creates the account only when the emailed link is opened", async () => {
    const email = uniqueEmail();
    const free = await signIn(email, "long-enough-password", "signup");
    const taken = await signIn(DEMO.owner, "another-long-password", "signup");
    expect(free).toMatchObject({ ok: false, error: "check_email" });
    expect(taken).toMatchObject({ ok: false, error: "check_email" });
    // No session and no account before the link is opened.
    expect((await api("/api/auth/user", { jar: free.jar })).status).toBe(401);
    expect((await signIn(email, "long-enough-password")).error).toBe("invalid_credentials");

    // The free address gets a link; the taken one a notice (no link, nothing changed: the old password still works).
    const link = await waitForMail(email, VERIFY_LINK);
    const notice = await waitForMail(DEMO.owner, /already has one/);
    expect(VERIFY_LINK.test(notice.text)).toBe(false);
    expect((await signIn(DEMO.owner, "another-long-password")).ok).toBe(false);
    expect((await signIn(DEMO.owner, DEMO.password)).ok).toBe(true);

    const opened = await api(linkPath(link));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('data-outcome="account_created"');
    // Single use: a second opening changes nothing.
    expect(await (await api(linkPath(link))).text()).toContain('data-outcome="invalid"');
    const first = await signIn(email, "long-enough-password");
    expect(first.ok).toBe(true);
    const me = await (await api("/api/auth/user", { jar: first.jar })).json();
    expect(me).toMatchObject({ email, role: "user", languagePreference: "en" });
  });

  it("a forged or altered link does nothing", async () => {
    const res = await api(`/verify-email/${"A".repeat(43)}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-outcome="invalid"');
  });

  it("refuses a password shorter than 8 characters", async () => {
    expect(await signIn(uniqueEmail(), "short", "signup")).toMatchObject({ ok: false, error: "validation_failed" });
  });

  it("ADMIN_EMAILS promotes an address only once its owner has opened the link", async () => {
    const person = await signUp(uniqueEmail("would-be-admin"), "long-enough-password");
    const me = (await (await api("/api/auth/user", { jar: person.jar })).json()) as { id: string; email: string };
    // Typing the admin address into the profile (with the right password) changes nothing until the link is opened.
    const asked = await api(`/api/users/${me.id}`, {
      jar: person.jar,
      method: "PATCH",
      json: { email: ADMIN_EMAIL, currentPassword: "long-enough-password" },
    });
    expect(asked.status).toBe(200);
    const again = await signIn(me.email, "long-enough-password");
    expect(await (await api("/api/auth/user", { jar: again.jar })).json()).toMatchObject({ email: me.email, role: "user" });

    // The owner of the admin address opens the link: now it is verified, and the next sign-in promotes.
    const mail = await waitForMail(ADMIN_EMAIL, VERIFY_LINK);
    expect(await (await api(linkPath(mail))).text()).toContain('data-outcome="email_changed"');
    const promoted = await signIn(ADMIN_EMAIL, "long-enough-password");
    expect(await (await api("/api/auth/user", { jar: promoted.jar })).json()).toMatchObject({ email: ADMIN_EMAIL, role: "admin" });
  });

  it("a failed sign-in takes as long for an unknown address as for a real account (median of 10, ratio < 2)", async () => {
    const known = [
      await signUp(uniqueEmail("timing-a"), "long-enough-password"),
      await signUp(uniqueEmail("timing-b"), "long-enough-password"),
    ];
    const knownEmails = await Promise.all(
      known.map(async (k) => ((await (await api("/api/auth/user", { jar: k.jar })).json()) as { email: string }).email),
    );
    const nextIp = ipSequence("198.18.40", 0, 200);
    async function timed(email: string) {
      const jar = new CookieJar();
      const headers = { "x-forwarded-for": nextIp() };
      const csrf = (await (await api("/api/auth/csrf", { jar, headers })).json()) as { csrfToken: string };
      const started = performance.now();
      await api("/api/auth/callback/credentials", {
        jar,
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, email, password: "wrong-password-123", json: "true" }),
      });
      return performance.now() - started;
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, and fewer than 5 failures per account (no progressive delay involved).
    for (let i = 0; i < 10; i++) {
      knownTimes.push(await timed(knownEmails[i % 2]));
      unknownTimes.push(await timed(uniqueEmail("nobody-timing")));
    }
    const ratio = Math.max(median(knownTimes), median(unknownTimes)) / Math.min(median(knownTimes), median(unknownTimes));
    expect(ratio).toBeLessThan(2);
  }, 60_000); // 20 failed sign-ins at bcrypt cost: a ratio, not a speed budget, so a busy machine gets time.

  it("signing out ends the session on the server", async () => {
    const { jar } = await signIn(DEMO.owner, DEMO.password);
    const stolenCookie = jar.header();
    const csrf = (await (await api("/api/auth/csrf", { jar })).json()) as { csrfToken: string };
    await api("/api/auth/signout", {
      jar,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true" }),
    });
    // Even a copy of the old cookie is worthless now: its server session row is gone.
    const res = await api("/api/auth/user", { headers: { cookie: stolenCookie } });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/login", () => {
  it("sends the visitor to the sign-in page with the return path", async () => {
    const res = await api("/api/login?returnTo=/profile");
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!, process.env.BASE_URL);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/profile");
  });

  it("uses the Chinese sign-in page for a visitor who chose Chinese", async () => {
    const res = await api("/api/login?returnTo=/admin/clinics", { headers: { cookie: "NEXT_LOCALE=zh-HK" } });
    expect(new URL(res.headers.get("location")!, process.env.BASE_URL).pathname).toBe("/zh-HK/login");
  });

  it.each(["https://evil.example", "//evil.example/x", "/\\evil.example"])("never redirects off-site (returnTo=%s)", async (returnTo) => {
    const res = await api(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
    const header = res.headers.get("location")!;
    expect(header.startsWith("/") && !header.startsWith("//")).toBe(true);
    const location = new URL(header, process.env.BASE_URL);
    expect(location.origin).toBe(new URL(process.env.BASE_URL!).origin);
    expect(location.searchParams.get("callbackUrl")).toBe("/");
  });
});
