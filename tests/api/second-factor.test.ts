import { totpCodeAt } from "@/lib/auth/second-factor/totp";
import { api, BASE_URL, type CookieJar, DEMO, jarCall, newEmergencyRequest, signIn, signUp, uniqueEmail, useSql } from "@/tests/utils/http";
import { passkeyOrigin, passTotp } from "@/tests/utils/second-factor";
import { SoftwarePasskey } from "@/tests/utils/software-passkey";

// Finding 7 (SECURITY.md): an admin's powers wait for a second factor
// (passkey, authenticator app or recovery code), each code works once, and
// attempts are limited. The step-up window and the undo links are in
// tests/api/step-up.test.ts; the browser flows in tests/e2e/second-factor.spec.ts.

const sql = useSql();
const PASSWORD = "long-enough-password";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

type Account = { id: string; email: string };

/** A verified account, made an admin when asked (its session then waits for the second factor). */
async function newAccount(prefix: string, role: "user" | "admin" = "admin"): Promise<Account> {
  const email = uniqueEmail(prefix);
  await signUp(email, PASSWORD);
  const { rows } = await sql.query("UPDATE users SET role = $2 WHERE email = $1 RETURNING id", [email, role]);
  return { id: rows[0].id, email };
}

/** A password sign-in whose second step is left to the test. */
async function waitingSession(email: string): Promise<CookieJar> {
  const { ok, jar } = await signIn(email, email === DEMO.admin ? DEMO.password : PASSWORD, "signin", { secondFactor: false });
  expect(ok).toBe(true);
  return jar;
}

const check = (jar: CookieJar, json: unknown) => api("/api/second-factor/check", { jar, method: "POST", json });

/** Sets up an authenticator app for the signed-in account: its key and the recovery codes that came with it. */
/** Sets up an authenticator app on the session; `code`: the one its confirmation spent. */
async function setUpApp(jar: CookieJar): Promise<{ key: string; code: string; recoveryCodes: string[] }> {
  const started = await api("/api/second-factor/totp", { jar, method: "POST" });
  expect(started.status).toBe(201);
  const { key, uri } = (await started.json()) as { key: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/PawAlert:/);
  expect(new URL(uri).searchParams.get("secret")).toBe(key);
  const code = totpCodeAt(key);
  const confirmed = await api("/api/second-factor/totp/confirm", { jar, method: "POST", json: { code } });
  expect(confirmed.status).toBe(201);
  return { key, code, recoveryCodes: ((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes };
}

describe("finding 7: an admin's powers wait for the second factor", () => {
  it("until it is passed, every admin API answers 403 second_factor_required and admin pages send to set one up", async () => {
    const admin = await newAccount("mfa-admin");
    const jar = await waitingSession(admin.email);
    const clinicId = (await sql.query("SELECT id FROM clinics ORDER BY name LIMIT 1")).rows[0].id as string;
    const ownerId = (await sql.query("SELECT id FROM users WHERE email = $1", [DEMO.owner])).rows[0].id as string;
    const requestId = await newEmergencyRequest("198.51.107.1");
    const ADMIN_APIS: [string, string, unknown?][] = [
      ["GET", "/api/admin/clinics"],
      ["POST", "/api/clinics", {}],
      ["GET", `/api/clinics/${clinicId}`],
      ["PATCH", `/api/clinics/${clinicId}`, { openingHours: "24 hours" }],
      ["DELETE", `/api/clinics/${UNKNOWN}`],
      ["GET", `/api/clinics/${clinicId}/staff`],
      ["POST", `/api/clinics/${clinicId}/staff`, { email: "someone@test.example" }],
      ["DELETE", `/api/clinics/${clinicId}/staff/${UNKNOWN}`],
      ["GET", `/api/clinics/${clinicId}/invitations`],
      ["GET", `/api/clinics/${clinicId}/audit`],
      ["GET", `/api/clinics/${clinicId}/emergency-requests`],
      ["PUT", `/api/clinics/${clinicId}/profile`, {}],
      ["POST", "/api/geocode", { address: "1 Nathan Road" }],
      ["GET", `/api/users/${ownerId}`],
      ["GET", `/api/users/${ownerId}/pets`],
      ["PATCH", `/api/emergency-requests/${requestId}`, { status: "responded" }],
    ];
    for (const [method, path, json] of ADMIN_APIS) {
      const res = await api(path, { jar, method, json });
      expect([method, path, res.status, ((await res.json()) as { error?: { code: string } }).error?.code]).toEqual([
        method,
        path,
        403,
        "second_factor_required",
      ]);
    }
    // The account is still an admin; this session is not acting as one yet.
    expect(await (await api("/api/auth/user", { jar })).json()).toMatchObject({ role: "admin" });
    expect(await (await api("/api/second-factor", { jar })).json()).toMatchObject({
      required: true,
      passed: false,
      totp: false,
      passkeys: [],
    });
    // (The Chinese page last: it sets the language cookie.)
    for (const [page, target] of [
      ["/admin/clinics", "/second-factor?returnTo=%2Fadmin%2Fclinics"],
      ["/admin/login", "/second-factor?returnTo=%2Fadmin%2Fclinics"],
      ["/zh-HK/admin/clinics", "/zh-HK/second-factor?returnTo=%2Fadmin%2Fclinics"],
    ]) {
      const res = await api(page, { jar });
      const location = new URL(res.headers.get("location") ?? "", BASE_URL);
      expect([page, res.status, location.pathname + location.search]).toEqual([page, 307, target]);
    }
    // The page it is sent to offers the set-up (no factor yet).
    expect(await (await api("/zh-HK/second-factor", { jar })).text()).toContain("設定兩步驟登入");

    // Setting up an authenticator app passes the second factor for this session: the admin APIs answer.
    const { recoveryCodes } = await setUpApp(jar);
    expect(recoveryCodes).toHaveLength(10);
    expect((await api("/api/admin/clinics", { jar })).status).toBe(200);
    expect((await api("/zh-HK/admin/clinics", { jar })).status).toBe(200);
    expect(await (await api("/api/second-factor", { jar })).json()).toMatchObject({ required: true, passed: true, totp: true });
    // A new sign-in waits again, now for that factor: the page asks for it.
    const next = await waitingSession(admin.email);
    expect((await api("/api/admin/clinics", { jar: next })).status).toBe(403);
    expect(await (await api("/second-factor", { jar: next })).text()).toContain("Confirm it is you");
  });

  it("the demo admin passes with a code of the seeded authenticator app", async () => {
    const jar = await waitingSession(DEMO.admin);
    expect((await api("/api/admin/clinics", { jar })).status).toBe(403);
    await passTotp(jarCall(jar));
    expect((await api("/api/admin/clinics", { jar })).status).toBe(200);
  });

  it("an authenticator-app code works once; the next one passes", async () => {
    const admin = await newAccount("mfa-once");
    const { key, code: spent } = await setUpApp(await waitingSession(admin.email));
    // The set-up spent its code. The same code is refused even if a 30-second step has turned since
    // (each code is taken as written, not recomputed, so a slow run cannot make it a fresh one).
    const first = await waitingSession(admin.email);
    const reused = await check(first, { method: "totp", code: spent });
    expect(reused.status).toBe(403);
    expect((await reused.json()).error.fields).toEqual({ code: "SecondFactor.codeWrong" });
    const next = totpCodeAt(key, Date.now() + 30_000);
    expect((await check(first, { method: "totp", code: next })).status).toBe(200);
    const second = await waitingSession(admin.email);
    expect((await check(second, { method: "totp", code: next })).status).toBe(403);
    expect((await check(second, { method: "totp", code: "12345" })).status).toBe(400);
  });

  it("recovery codes work once each, and a new set replaces the old", async () => {
    const admin = await newAccount("mfa-recovery");
    const { recoveryCodes: codes } = await setUpApp(await waitingSession(admin.email));
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    // Only hashes are stored.
    const stored = await sql.query("SELECT code_hash FROM recovery_codes WHERE user_id = $1", [admin.id]);
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows.map((r) => r.code_hash).join()).not.toContain(codes[0].replace(/-/g, ""));

    const a = await waitingSession(admin.email);
    const used = await check(a, { method: "recovery", code: codes[0] });
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ method: "recovery", recoveryCodesLeft: 9 });
    expect((await api("/api/admin/clinics", { jar: a })).status).toBe(200);

    const b = await waitingSession(admin.email);
    const again = await check(b, { method: "recovery", code: codes[0] });
    expect(again.status).toBe(403);
    expect((await again.json()).error.fields).toEqual({ code: "SecondFactor.recoveryWrong" });
    // Typed in lower case without the dashes, the next code works.
    expect((await check(b, { method: "recovery", code: codes[1].replace(/-/g, "").toLowerCase() })).status).toBe(200);
    expect(await (await api("/api/second-factor", { jar: b })).json()).toMatchObject({ recoveryCodesLeft: 8, totp: true, passed: true });

    const renewed = await api("/api/second-factor/recovery-codes", { jar: b, method: "POST" });
    expect(renewed.status).toBe(201);
    const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    const c = await waitingSession(admin.email);
    expect((await check(c, { method: "recovery", code: codes[2] })).status).toBe(403);
    expect((await check(c, { method: "recovery", code: fresh[0] })).status).toBe(200);
  });

  it("a passkey: registered after the password, then it signs; a wrong origin or a reused answer is refused", async () => {
    const admin = await newAccount("mfa-passkey");
    const passkey = new SoftwarePasskey(admin.email);
    const jar = await waitingSession(admin.email);
    const options = await api("/api/second-factor/passkeys/options", { jar, method: "POST" });
    expect(options.status).toBe(200);
    const creation = (await options.json()) as { challenge: string; rp: { id: string } };
    // APP_URL is http://127.0.0.1:<port>: a passkey cannot belong to an IP address, so it belongs to localhost.
    expect(creation.rp.id).toBe("localhost");
    const origin = passkeyOrigin(creation.rp.id, process.env.BASE_URL!);
    const registered = await api("/api/second-factor/passkeys", {
      jar,
      method: "POST",
      json: { response: passkey.register(creation, origin) },
    });
    expect(registered.status).toBe(201);
    expect(((await registered.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await api("/api/admin/clinics", { jar })).status).toBe(200);

    const next = await waitingSession(admin.email);
    const challenge = async () =>
      (await (await api("/api/second-factor/passkeys/challenge", { jar: next, method: "POST" })).json()) as {
        challenge: string;
        rpId: string;
      };
    const elsewhere = passkey.sign(await challenge(), "http://evil.example");
    expect((await check(next, { method: "passkey", response: elsewhere })).status).toBe(403);
    const signed = passkey.sign(await challenge(), origin);
    expect((await check(next, { method: "passkey", response: signed })).status).toBe(200);
    expect((await api("/api/admin/clinics", { jar: next })).status).toBe(200);
    // The challenge was spent: the same answer does not pass another session.
    const other = await waitingSession(admin.email);
    await api("/api/second-factor/passkeys/challenge", { jar: other, method: "POST" });
    expect((await check(other, { method: "passkey", response: signed })).status).toBe(403);
    // Someone else's passkey is not this account's.
    expect(
      (await check(other, { method: "passkey", response: new SoftwarePasskey("someone-else").sign(await challenge(), origin) })).status,
    ).toBe(403);
  });

  it("code attempts: 10 per account in 15 minutes, then 429 even for the right code", async () => {
    const admin = await newAccount("mfa-limit");
    const { key } = await setUpApp(await waitingSession(admin.email));
    const jar = await waitingSession(admin.email);
    const wrong =
      totpCodeAt(key, Date.now() - 3_600_000) === totpCodeAt(key, Date.now() + 30_000) ? "000000" : totpCodeAt(key, Date.now() - 3_600_000);
    for (let i = 0; i < 10; i++) expect((await check(jar, { method: "totp", code: wrong })).status).toBe(403);
    const refused = await check(jar, { method: "totp", code: totpCodeAt(key, Date.now() + 30_000) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect((await api("/api/admin/clinics", { jar })).status).toBe(403);
  });

  it("setting up or removing a factor of an account that has one needs that factor within 10 minutes", async () => {
    const admin = await newAccount("mfa-manage");
    await setUpApp(await waitingSession(admin.email));
    const jar = await waitingSession(admin.email);
    // The password alone does not let anyone replace or remove the app.
    for (const [method, path] of [
      ["DELETE", "/api/second-factor/totp"],
      ["POST", "/api/second-factor/passkeys/options"],
      ["POST", "/api/second-factor/recovery-codes"],
    ]) {
      const res = await api(path, { jar, method });
      expect([path, res.status, (await res.json()).error.code]).toEqual([path, 403, "step_up_required"]);
    }
    expect((await check(jar, { method: "password", password: PASSWORD })).status).toBe(403);
  });
});
