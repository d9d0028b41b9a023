import { api, DEMO, signIn, uniqueEmail } from "@/tests/utils/http";

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

  it("creates an account on sign-up, and refuses a second sign-up with the same email", async () => {
    const email = uniqueEmail();
    const first = await signIn(email, "long-enough-password", "signup");
    expect(first.ok).toBe(true);
    const me = await (await api("/api/auth/user", { jar: first.jar })).json();
    expect(me).toMatchObject({ email, role: "user", languagePreference: "en" });

    expect(await signIn(email, "long-enough-password", "signup")).toMatchObject({ ok: false, error: "email_taken" });
    expect((await signIn(email, "long-enough-password")).ok).toBe(true);
  });

  it("refuses a password shorter than 8 characters", async () => {
    expect(await signIn(uniqueEmail(), "short", "signup")).toMatchObject({ ok: false, error: "validation_failed" });
  });

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
