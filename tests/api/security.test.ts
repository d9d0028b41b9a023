import { withSolution } from "@/tests/utils/challenge";
import { api, BASE_URL, CookieJar, DEMO, jarCall, signIn, signUp, uniqueEmail, ipSequence, useSql } from "@/tests/utils/http";
import { completeSecondFactor } from "@/tests/utils/second-factor";
import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";

// Over HTTP against the production build: security headers on pages
// and API responses, the CSRF origin check, the 429s of every rate limit, and
// owner text escaped where it is shown (status page) and sent (clinic email).

jest.setTimeout(120_000);

const sql = useSql();

/** Each test speaks from its own documentation-range address, so budgets never mix. */
const freshIp = ipSequence("203.0.113", 100, 150);

function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? "").split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

function expectCommonHeaders(res: Response) {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  const permissions = res.headers.get("permissions-policy") ?? "";
  expect(permissions).toContain("geolocation=(self)");
  expect(permissions).toContain("microphone=(self)");
  // The test server is a production build.
  expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
}

function expectRateLimited(res: Response, body: { error: { code: string; message: string } }) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(body.error.code).toBe("rate_limited");
  // Bilingual: the English and the Chinese sentence, with the wait filled in.
  const [enStart] = en.Errors.rateLimitedRetry.split("{seconds}");
  const [zhStart] = zh.Errors.rateLimitedRetry.split("{seconds}");
  expect(body.error.message).toContain(enStart.trim());
  expect(body.error.message).toContain(zhStart.trim());
  expect(body.error.message).toContain(res.headers.get("retry-after")!);
}

const EMERGENCY = {
  symptom: "Seizure",
  symptomKeys: ["seizure"],
  petSpecies: "cat",
  locationLatitude: 22.2783,
  locationLongitude: 114.1747,
  contactName: "Wong Siu Ming",
  contactPhone: "6123 4567",
};

async function newAccount(prefix: string) {
  const email = uniqueEmail(prefix);
  const result = await signUp(email, "long-enough-password");
  expect(result.ok).toBe(true);
  const me = (await (await api("/api/auth/user", { jar: result.jar })).json()) as { id: string };
  return { email, jar: result.jar, id: me.id };
}

describe("security headers", () => {
  it("a page carries a nonce CSP (no unsafe-inline scripts, no framing) and every script carries the nonce", async () => {
    const res = await api("/");
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const csp = directives(res.headers.get("content-security-policy"));
    const nonce = csp["script-src"].find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toBeTruthy();
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
    expect(csp["script-src"]).not.toContain("'unsafe-eval'");
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);

    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // A fresh nonce per response.
    const again = directives((await api("/")).headers.get("content-security-policy"));
    expect(again["script-src"].find((v) => v.startsWith("'nonce-"))).not.toBe(`'nonce-${nonce}'`);
  });

  it("the Chinese pages and a clinic page (JSON-LD) are covered too", async () => {
    const zhPage = await api("/zh-HK");
    expect(zhPage.status).toBe(200);
    expect(zhPage.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    const { rows } = await sql.query(`SELECT slug FROM clinics WHERE status = 'active' LIMIT 1`);
    const clinic = await api(`/clinics/${rows[0].slug}`);
    expect(clinic.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(clinic.headers.get("content-security-policy") ?? "")?.[1];
    const html = await clinic.text();
    expect(html).toContain('type="application/ld+json"');
    // Executable scripts carry the nonce; the JSON-LD data block is never executed, so CSP does not govern it.
    const executable = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("an API response carries the API's CSP and the common headers", async () => {
    const res = await api("/api/health");
    expectCommonHeaders(res);
    const csp = directives(res.headers.get("content-security-policy"));
    expect(csp["default-src"]).toEqual(["'none'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    // Static files get the common headers as well.
    expectCommonHeaders(await api("/icon.svg"));
  });

  it("JSON never carries raw markup, even when it echoes stored user text", async () => {
    const created = await api("/api/emergency-requests", {
      method: "POST",
      json: { ...EMERGENCY, symptom: "<img src=x onerror=alert(1)> bleeding" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const res = await api(`/api/emergency-requests/${id}`);
    const text = await res.text();
    expect(text).not.toMatch(/[<>]/);
    expect(text).toContain("\\u003cimg src=x onerror=alert(1)\\u003e");
    expect(JSON.parse(text).symptom).toBe("<img src=x onerror=alert(1)> bleeding");
  });
});

describe("CSRF: state-changing API requests with a session cookie must be same-origin", () => {
  it("refuses a cross-site request and one without Origin or Sec-Fetch-Site with 403, and changes nothing", async () => {
    const { jar, id } = await newAccount("csrf");
    const patch = (headers: Record<string, string>) =>
      fetch(new URL(`/api/users/${id}`, BASE_URL), {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: jar.header(), ...headers },
        body: JSON.stringify({ username: "hijacked" }),
      });

    const crossSite = await patch({ origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    expect((await patch({})).status).toBe(403);
    expect((await patch({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    const { rows } = await sql.query(`SELECT username FROM users WHERE id = $1`, [id]);
    expect(rows[0].username).toBeNull();

    // The same request from this site's own pages goes through.
    expect((await patch({ origin: BASE_URL })).status).toBe(200);
    expect((await patch({ "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await sql.query(`SELECT username FROM users WHERE id = $1`, [id])).rows[0].username).toBe("hijacked");
  });

  it("a cross-site DELETE of the account is refused", async () => {
    const { jar, id } = await newAccount("csrf-delete");
    const res = await api("/api/users/gdpr-delete", { method: "DELETE", jar, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect((await sql.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [id])).rows[0].n).toBe(1);
  });

  it("refuses anonymous cross-site requests too; leaves webhooks and NextAuth's own endpoints alone", async () => {
    const anonymous = await api("/api/emergency-requests", {
      method: "POST",
      json: EMERGENCY,
      headers: { origin: "https://elsewhere.example", "x-forwarded-for": freshIp() },
    });
    expect(anonymous.status).toBe(403);

    const webhook = await api("/api/webhooks/whatsapp", {
      method: "POST",
      headers: {
        cookie: "next-auth.session-token=x",
        origin: "https://graph.facebook.com",
        "content-type": "application/json",
        "x-hub-signature-256": "sha256=00",
      },
      body: "{}",
    });
    expect(webhook.status).toBe(401); // the signature check answered, not the CSRF check

    // NextAuth's sign-in (its own CSRF token) still works.
    expect((await signIn(DEMO.owner, DEMO.password)).ok).toBe(true);
  });
});

describe("rate limits answer 429 with Retry-After and a bilingual message", () => {
  it("emergency creation: 60 per address per 10 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      const res = await api("/api/emergency-requests", { method: "POST", json: EMERGENCY, headers: { "x-forwarded-for": ip } });
      expect(res.status).toBe(201);
    }
    const before = (await sql.query(`SELECT count(*)::int AS n FROM emergency_requests`)).rows[0].n;
    const refused = await api("/api/emergency-requests", { method: "POST", json: EMERGENCY, headers: { "x-forwarded-for": ip } });
    expectRateLimited(refused, await refused.json());
    expect((await sql.query(`SELECT count(*)::int AS n FROM emergency_requests`)).rows[0].n).toBe(before);
    // Another address is unaffected.
    expect(
      (await api("/api/emergency-requests", { method: "POST", json: EMERGENCY, headers: { "x-forwarded-for": freshIp() } })).status,
    ).toBe(201);
  });

  /** The sign-in page's request, from a chosen address. */
  async function credentials(ip: string, fields: Record<string, string>) {
    const jar = new CookieJar();
    const headers = { "x-forwarded-for": ip };
    const csrf = (await (await api("/api/auth/csrf", { jar, headers })).json()) as { csrfToken: string };
    return api("/api/auth/callback/credentials", {
      jar,
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true", ...fields }),
    });
  }

  it("sign-up: 50 per address per hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      // Too short a password: refused by validation, but every attempt counts.
      const res = await credentials(ip, { email: uniqueEmail("flood"), password: "short", mode: "signup" });
      expect(res.status).toBe(401); // NextAuth's answer to a refused sign-up, not yet the limit
    }
    const refused = await credentials(ip, { email: uniqueEmail("flood"), password: "long-enough-password", mode: "signup" });
    const body = (await refused.json()) as { url: string; error: { code: string; message: string } };
    expectRateLimited(refused, body);
    // next-auth's signIn() in the browser reads the error from `url`.
    expect(new URL(body.url).searchParams.get("error")).toBe("rate_limited");
  });

  it("sign-in: a throttled address is refused before the password is checked", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await credentials(ip, { email: uniqueEmail("nobody"), password: "wrong-password" });
    const refused = await credentials(ip, { email: DEMO.owner, password: DEMO.password });
    const body = (await refused.json()) as { url: string; error: { code: string; message: string } };
    expectRateLimited(refused, body);
    expect(new URL(body.url).searchParams.get("error")).toBe("rate_limited");
  }, 60_000); // 30 full-cost password checks (unknown accounts are no faster)

  it("geocode: 60 look-ups per admin per minute", async () => {
    const admin = await newAccount("geo-admin");
    await sql.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    // An admin's session acts as one once it has passed a second factor.
    await completeSecondFactor(jarCall(admin.jar), admin.email, BASE_URL);
    for (let i = 0; i < 60; i++) {
      // Empty addresses fail validation quickly; the budget counts every call.
      expect((await api("/api/geocode", { method: "POST", jar: admin.jar, json: { address: "" } })).status).toBe(400);
    }
    const refused = await api("/api/geocode", { method: "POST", jar: admin.jar, json: { address: "1 Nathan Road" } });
    expectRateLimited(refused, await refused.json());
  });

  it("data export: 5 per account per hour", async () => {
    const { jar } = await newAccount("exporter");
    for (let i = 0; i < 5; i++) expect((await api("/api/users/export", { jar })).status).toBe(200);
    const refused = await api("/api/users/export", { jar });
    expectRateLimited(refused, await refused.json());
  });
  // Broadcasts (per request and per address) are covered in broadcast.test.ts.
});

describe("input hardening", () => {
  it("refuses a body over the size cap with 413 and stores nothing", async () => {
    const before = (await sql.query(`SELECT count(*)::int AS n FROM emergency_requests`)).rows[0].n;
    const res = await api("/api/emergency-requests", {
      method: "POST",
      json: { ...EMERGENCY, symptom: "x".repeat(70_000) },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(res.status).toBe(413);
    expect((await sql.query(`SELECT count(*)::int AS n FROM emergency_requests`)).rows[0].n).toBe(before);
  });

  it("refuses unknown keys (no mass assignment) and NUL characters", async () => {
    const extra = await api("/api/emergency-requests", {
      method: "POST",
      json: { ...EMERGENCY, severity: "critical", id: "00000000-0000-4000-8000-000000000000" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(extra.status).toBe(400);
    expect((await extra.json()).error.fields).toMatchObject({ severity: "Validation.unknownField", id: "Validation.unknownField" });
    const nul = await api("/api/emergency-requests", {
      method: "POST",
      json: { ...EMERGENCY, symptom: "bleeding\u0000" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(nul.status).toBe(400);
  });

  it("refuses unknown keys on pets and clinics, naming each one, and stores nothing", async () => {
    const owner = await newAccount("strict-pets");
    const pet = await api("/api/pets", {
      method: "POST",
      jar: owner.jar,
      json: { name: "Mochi", species: "dog", createdAt: "2000-01-01T00:00:00Z", isVip: true },
    });
    expect(pet.status).toBe(400);
    expect((await pet.json()).error.fields).toEqual({ createdAt: "Validation.unknownField", isVip: "Validation.unknownField" });
    expect((await sql.query(`SELECT count(*)::int AS n FROM pets WHERE user_id = $1`, [owner.id])).rows[0].n).toBe(0);
    // SPEC's own payload field userId is still accepted, and ignored.
    expect(
      (await api("/api/pets", { method: "POST", jar: owner.jar, json: { name: "Mochi", species: "dog", userId: "someone-else" } })).status,
    ).toBe(201);

    const admin = await signIn(DEMO.admin, DEMO.password);
    const clinic = (await sql.query(`SELECT id, name FROM clinics ORDER BY name LIMIT 1`)).rows[0] as { id: string; name: string };
    const patch = await api(`/api/clinics/${clinic.id}`, {
      method: "PATCH",
      jar: admin.jar,
      json: { name: "Renamed", createdAt: "2000-01-01T00:00:00Z" },
    });
    expect(patch.status).toBe(400);
    expect((await patch.json()).error.fields).toEqual({ createdAt: "Validation.unknownField" });
    expect((await sql.query(`SELECT name FROM clinics WHERE id = $1`, [clinic.id])).rows[0].name).toBe(clinic.name);
  });
});

describe("privacy of emergency requests", () => {
  it("pages and API never show the owner's email, and ids are random uuid v4s", async () => {
    const { email, jar } = await newAccount("private-owner");
    const created = await api("/api/emergency-requests", {
      method: "POST",
      jar,
      json: EMERGENCY,
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Stored for the owner's own account...
    expect((await sql.query(`SELECT contact_email FROM emergency_requests WHERE id = $1`, [id])).rows[0].contact_email).toBe(email);
    // ...but never shown to whoever holds the link.
    for (const path of [
      `/api/emergency-requests/${id}`,
      `/api/emergency-requests/${id}/messages`,
      `/emergency-results/${id}`,
      `/emergency-results/${id}/messages`,
    ]) {
      const res = await api(path);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(email);
      expect(text).not.toContain(email.split("@")[0]);
    }
  });
});

describe("owner text is escaped where it is shown and sent", () => {
  const tag = Date.now().toString(36);
  const hostile = `<script>alert("${tag}")</script>`;

  it("on the broadcast status page", async () => {
    const created = await api("/api/emergency-requests", {
      method: "POST",
      json: { ...EMERGENCY, symptom: hostile },
      headers: { "x-forwarded-for": freshIp() },
    });
    const { id } = (await created.json()) as { id: string };
    const page = await api(`/emergency-results/${id}/messages`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(hostile);
    expect(html).not.toContain(`<script>alert(`);
    expect(html).toContain(`&lt;script&gt;alert(`);
  });

  it("in the clinic's email", async () => {
    const created = await api("/api/emergency-requests", {
      method: "POST",
      json: { ...EMERGENCY, symptom: hostile },
      headers: { "x-forwarded-for": freshIp() },
    });
    const { id } = (await created.json()) as { id: string };
    const { rows } = await sql.query(
      `SELECT id, email FROM clinics WHERE status = 'active' AND whatsapp IS NULL AND email IS NOT NULL ORDER BY name DESC LIMIT 1`,
    );
    const sent = await api(`/api/emergency-requests/${id}/broadcast`, {
      method: "POST",
      json: { clinicIds: [rows[0].id] },
      headers: await withSolution({ "x-forwarded-for": freshIp() }),
    });
    expect(sent.status).toBe(201);

    type Mail = { to: string[]; subject: string; text: string; html: string };
    const deadline = Date.now() + 90_000;
    let mail: Mail | undefined;
    while (!mail && Date.now() < deadline) {
      const mails = (await (await fetch(`${process.env.SMTP_PEER_URL}/mails`)).json()) as Mail[];
      mail = mails.find((m) => m.text.includes(tag));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mail).toBeDefined();
    // The plain-text part carries the owner's words as typed; the HTML part only escaped.
    expect(mail!.text).toContain(hostile);
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain(`&lt;script&gt;alert(&quot;${tag}&quot;)&lt;/script&gt;`);
  });
});
