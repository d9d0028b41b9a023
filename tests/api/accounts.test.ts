import { withSolution } from "@/tests/utils/challenge";
import { api, CookieJar, DEMO, linkPath, mailsTo, signIn, signUp, uniqueEmail, useSql, VERIFY_LINK, waitForMail } from "@/tests/utils/http";

// Accounts over HTTP: profile, pets, data export, account deletion,
// and brute-force protection of password sign-in.

const sql = useSql();

const PASSWORD = "long-enough-password";

/** A fresh account with a phone (the pets page needs one); returns its cookie jar and id. */
async function newOwner(prefix = "owner") {
  const email = uniqueEmail(prefix);
  const { ok, jar } = await signUp(email, PASSWORD);
  expect(ok).toBe(true);
  const me = (await (await api("/api/auth/user", { jar })).json()) as { id: string };
  return { email, jar, id: me.id };
}

async function userIdOf(email: string): Promise<string> {
  const { rows } = await sql.query("SELECT id FROM users WHERE email = $1", [email]);
  return rows[0].id;
}

const PET = { name: "Mochi", species: "dog", breed: "Shiba Inu", age: 4, weight: "9.5", medicalNotes: "Allergic to chicken" };

describe("PATCH /api/users/{id}", () => {
  it("updates your own profile and returns the SPEC fields without the password", async () => {
    const { jar, id } = await newOwner();
    const { rows } = await sql.query("SELECT id FROM regions WHERE code = 'KLN'");
    const res = await api(`/api/users/${id}`, {
      jar,
      method: "PATCH",
      json: { username: "mochi_mum", phone: "9123 4567", languagePreference: "zh-HK", regionPreference: rows[0].id },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id,
      username: "mochi_mum",
      phone: "+85291234567",
      languagePreference: "zh-HK",
      regionPreference: rows[0].id,
    });
    expect(body).not.toHaveProperty("password");

    const read = await (await api(`/api/users/${id}`, { jar })).json();
    expect(read).toMatchObject({ username: "mochi_mum", languagePreference: "zh-HK" });
    expect(read).not.toHaveProperty("password");

    // An emptied username is cleared (SPEC: it may be empty); an emptied region too.
    const cleared = await api(`/api/users/${id}`, { jar, method: "PATCH", json: { username: "", regionPreference: "" } });
    expect(await cleared.json()).toMatchObject({ username: null, regionPreference: null });
  });

  it("refuses invalid fields with the SPEC messages and stores nothing", async () => {
    const { jar, id } = await newOwner();
    const res = await api(`/api/users/${id}`, {
      jar,
      method: "PATCH",
      json: { username: "ab", email: "not-an-email", phone: "123", languagePreference: "fr" },
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe("validation_failed");
    expect(error.fields).toEqual({
      username: "Account.usernameTooShort",
      email: "Validation.invalidEmail",
      phone: "Validation.invalidPhone",
      languagePreference: "Validation.invalidType",
    });
    expect(error.message).toContain("Username must be at least 3 characters");
    const { rows } = await sql.query("SELECT username, phone FROM users WHERE id = $1", [id]);
    expect(rows[0]).toEqual({ username: null, phone: null });
  });

  it("refuses role and clinicId (only admin endpoints change them)", async () => {
    const { jar, id } = await newOwner();
    const clinic = await sql.query("SELECT id FROM clinics LIMIT 1");
    for (const injected of [{ role: "admin" }, { clinicId: clinic.rows[0].id }, { username: "sneaky", role: "admin" }]) {
      const res = await api(`/api/users/${id}`, { jar, method: "PATCH", json: injected });
      expect(res.status).toBe(400);
    }
    const { rows } = await sql.query("SELECT role, clinic_id, username FROM users WHERE id = $1", [id]);
    expect(rows[0]).toEqual({ role: "user", clinic_id: null, username: null });
  });

  it("an email change needs the current password: without it 400, with a wrong one 403, and nothing changes", async () => {
    const { jar, id, email } = await newOwner();
    const target = uniqueEmail("new-address");
    const missing = await api(`/api/users/${id}`, { jar, method: "PATCH", json: { email: target } });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ currentPassword: "Account.currentPasswordRequired" });
    const wrong = await api(`/api/users/${id}`, { jar, method: "PATCH", json: { email: target, currentPassword: "not-my-password" } });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.fields).toEqual({ currentPassword: "Account.currentPasswordWrong" });
    const { rows } = await sql.query("SELECT email FROM users WHERE id = $1", [id]);
    expect(rows[0].email).toBe(email);
    expect(await mailsTo(target)).toEqual([]);
    // Sending the unchanged address with other fields needs no password (the profile form sends every field).
    expect((await api(`/api/users/${id}`, { jar, method: "PATCH", json: { email, username: "same_email" } })).status).toBe(200);
  });

  it("an email change answers the same for a taken and a free address, and applies only when the link sent there is opened", async () => {
    const { jar, id, email } = await newOwner();
    const free = uniqueEmail("free-address");
    const ask = (to: string) => api(`/api/users/${id}`, { jar, method: "PATCH", json: { email: to, currentPassword: PASSWORD } });
    const takenRes = await ask(DEMO.owner.toUpperCase());
    const freeRes = await ask(free);
    expect([takenRes.status, freeRes.status]).toEqual([200, 200]);
    const [takenBody, freeBody] = [await takenRes.json(), await freeRes.json()];
    expect(takenBody).toEqual(freeBody);
    expect(freeBody).toMatchObject({ email, emailChangePending: true });

    // The taken address's owner gets a notice without a link; the free address gets the link.
    const notice = await waitForMail(DEMO.owner, /move another PawAlert account/);
    expect(VERIFY_LINK.test(notice.text)).toBe(false);
    const mail = await waitForMail(free, VERIFY_LINK);
    expect((await sql.query("SELECT email FROM users WHERE id = $1", [id])).rows[0].email).toBe(email);
    // Only a hash of the token is stored.
    const token = linkPath(mail).split("/").pop()!;
    const { rows: stored } = await sql.query("SELECT token_hash FROM identity_tokens WHERE user_id = $1", [id]);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((r: { token_hash: string }) => r.token_hash !== token && !r.token_hash.includes(token))).toBe(true);

    const opened = await api(linkPath(mail));
    expect(await opened.text()).toContain('data-outcome="email_changed"');
    const { rows } = await sql.query("SELECT email, email_verified FROM users WHERE id = $1", [id]);
    expect(rows[0].email).toBe(free);
    expect(rows[0].email_verified).not.toBeNull();
    expect((await signIn(free, PASSWORD)).ok).toBe(true);
  });

  it("email changes are rate-limited per account", async () => {
    const { jar, id } = await newOwner("email-flood");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await api(`/api/users/${id}`, { jar, method: "PATCH", json: { email: uniqueEmail("flood"), currentPassword: PASSWORD } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("lets nobody change someone else's profile", async () => {
    const victim = await newOwner("victim");
    const attacker = await newOwner("attacker");
    const other = await api(`/api/users/${victim.id}`, { jar: attacker.jar, method: "PATCH", json: { phone: "99999999" } });
    expect(other.status).toBe(403);
    const anonymous = await api(`/api/users/${victim.id}`, { method: "PATCH", json: { phone: "99999999" } });
    expect(anonymous.status).toBe(401);
    const { rows } = await sql.query("SELECT phone FROM users WHERE id = $1", [victim.id]);
    expect(rows[0].phone).toBeNull();
  });
});

describe("pets", () => {
  it("adds, lists, edits and deletes a pet of your own (the owner is the session user)", async () => {
    const { jar, id } = await newOwner();
    const someoneElse = await userIdOf(DEMO.owner);
    const created = await api("/api/pets", {
      jar,
      method: "POST",
      json: { ...PET, userId: someoneElse, lastVisitDate: "2025-09-01T00:00:00.000Z" },
    });
    expect(created.status).toBe(201);
    const pet = await created.json();
    expect(pet).toMatchObject({ userId: id, name: "Mochi", species: "dog", breed: "Shiba Inu", age: 4, ageMonths: 48, weight: "9.5" });
    expect(pet.lastVisitDate).toBe("2025-09-01T00:00:00.000Z");

    const list = await (await api(`/api/users/${id}/pets`, { jar })).json();
    expect(list.map((p: { id: string }) => p.id)).toEqual([pet.id]);

    const edited = await api(`/api/pets/${pet.id}`, {
      jar,
      method: "PATCH",
      json: { species: "cat", breed: null, weight: "4.2", age: "" },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ species: "cat", breed: null, weight: "4.2", age: null, name: "Mochi" });

    expect((await api(`/api/pets/${pet.id}`, { jar, method: "DELETE" })).status).toBe(200);
    expect(await (await api(`/api/users/${id}/pets`, { jar })).json()).toEqual([]);
    expect((await api(`/api/pets/${pet.id}`, { jar, method: "DELETE" })).status).toBe(404);
  });

  it("validates pets and stores nothing on failure", async () => {
    const { jar, id } = await newOwner();
    const res = await api("/api/pets", { jar, method: "POST", json: { name: "", species: "", age: -1, weight: "0" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      name: "Account.petNameRequired",
      species: "Account.speciesRequired",
      age: "Validation.ageFormat",
      weight: "Validation.positiveNumber",
    });
    expect((await api("/api/pets", { jar, method: "POST", json: { name: "Tofu", species: "hamster" } })).status).toBe(400);
    // The wizard's age rule (lib/pets/age.ts); 2.5 years and "6 months" are ages, stored in months.
    const tofu = await api("/api/pets", { jar, method: "POST", json: { name: "Tofu", species: "cat", age: 2.5 } });
    expect(tofu.status).toBe(201);
    expect(await tofu.json()).toMatchObject({ age: 2.5, ageMonths: 30 });
    const bun = await api("/api/pets", { jar, method: "POST", json: { name: "Bun", species: "rabbit", age: "6 months" } });
    expect(await bun.json()).toMatchObject({ species: "rabbit", age: 0.5, ageMonths: 6 });
    expect((await api("/api/pets", { jar, method: "POST", json: { name: "Tofu", species: "cat", age: "old" } })).status).toBe(400);
    // Only the two valid pets were stored.
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM pets WHERE user_id = $1", [id]);
    expect(rows[0].n).toBe(2);
  });

  it("keeps pets private to their owner: another user gets 404 and changes nothing", async () => {
    const owner = await newOwner();
    const other = await newOwner("other");
    const pet = await (await api("/api/pets", { jar: owner.jar, method: "POST", json: PET })).json();

    expect((await api(`/api/pets/${pet.id}`, { jar: other.jar, method: "PATCH", json: { name: "Stolen" } })).status).toBe(404);
    expect((await api(`/api/pets/${pet.id}`, { jar: other.jar, method: "DELETE" })).status).toBe(404);
    expect((await api(`/api/users/${owner.id}/pets`, { jar: other.jar })).status).toBe(403);
    expect((await api(`/api/users/${owner.id}/pets`)).status).toBe(401);
    expect((await api("/api/pets", { method: "POST", json: PET })).status).toBe(401);
    // Same answer as for a pet that does not exist: an id reveals nothing.
    expect((await api("/api/pets/00000000-0000-4000-8000-000000000000", { jar: other.jar, method: "DELETE" })).status).toBe(404);

    const { rows } = await sql.query("SELECT name FROM pets WHERE id = $1", [pet.id]);
    expect(rows).toEqual([{ name: "Mochi" }]);
    // An admin may read anyone's pets (support), but not change them.
    const admin = await signIn(DEMO.admin, DEMO.password);
    const asAdmin = await api(`/api/users/${owner.id}/pets`, { jar: admin.jar });
    expect(asAdmin.status).toBe(200);
    expect((await asAdmin.json())[0].id).toBe(pet.id);
    expect((await api(`/api/pets/${pet.id}`, { jar: admin.jar, method: "DELETE" })).status).toBe(404);
  });
});

/** An emergency request of this user, broadcast to one clinic by email, so it has a message. */
async function requestWithMessage(jar: CookieJar, petId: string) {
  const created = await api("/api/emergency-requests", {
    jar,
    method: "POST",
    json: {
      symptom: "Vomiting",
      symptomKeys: ["vomiting"],
      petId,
      locationLatitude: 22.3193,
      locationLongitude: 114.1694,
      contactName: "Export Tester",
      contactPhone: "9123 4567",
    },
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  const clinic = await sql.query("SELECT id FROM clinics WHERE status = 'active' AND email IS NOT NULL ORDER BY name LIMIT 1");
  const sent = await api(`/api/emergency-requests/${id}/broadcast`, {
    method: "POST",
    json: { clinicIds: [clinic.rows[0].id] },
    // Its own address range: another file counts 20 broadcasts from 203.0.113.77.
    headers: await withSolution({ "x-forwarded-for": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` }),
  });
  expect(sent.status).toBe(201);
  return id as string;
}

describe("GET /api/users/export", () => {
  it("downloads everything held about the caller, and nothing about anyone else", async () => {
    const { jar, id, email } = await newOwner("export");
    const pet = await (await api("/api/pets", { jar, method: "POST", json: PET })).json();
    const requestId = await requestWithMessage(jar, pet.id);
    await sql.query("INSERT INTO privacy_consents (user_id, consent_type, granted) VALUES ($1, 'analytics', true)", [id]);

    const res = await api("/api/users/export", { jar });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="pawalert-data-export-[\w-]+\.json"$/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id, email, role: "user" });
    expect(data.profile).not.toHaveProperty("password");
    expect(text).not.toMatch(/\$2[aby]\$/); // no bcrypt hash anywhere
    expect(data.pets).toEqual([expect.objectContaining({ id: pet.id, name: "Mochi", medicalNotes: "Allergic to chicken" })]);
    expect(data.emergencyRequests).toHaveLength(1);
    expect(data.emergencyRequests[0]).toMatchObject({ id: requestId, contactName: "Export Tester", petId: pet.id });
    // Every outbox row of the request (one per channel the clinic has), each with the alert text.
    const stored = await sql.query("SELECT id FROM messages WHERE emergency_request_id = $1", [requestId]);
    expect(stored.rows.length).toBeGreaterThan(0);
    const exported = data.emergencyRequests[0].messages as { id: string; content: string }[];
    expect(exported.map((m) => m.id).sort()).toEqual(stored.rows.map((r) => r.id).sort());
    for (const message of exported) expect(message.content).toContain("+85291234567");
    expect(data.privacyConsents).toEqual([expect.objectContaining({ consentType: "analytics", granted: true })]);
    expect(data.accounts).toEqual([]);
    // Nothing of the demo owner (another user with pets and a profile).
    expect(text).not.toContain(DEMO.owner);
    expect(text).not.toContain("Olivia");
    expect(text).not.toContain("Tofu");
  });

  it("is 401 when signed out", async () => {
    expect((await api("/api/users/export")).status).toBe(401);
  });
});

describe("DELETE /api/users/gdpr-delete", () => {
  it("deletes the account and everything tied to it, ends every session, and audits without personal data", async () => {
    const { jar, id, email } = await newOwner("delete");
    const second = await signIn(email, PASSWORD); // a second device
    const pet = await (await api("/api/pets", { jar, method: "POST", json: PET })).json();
    const requestId = await requestWithMessage(jar, pet.id);
    await sql.query("INSERT INTO privacy_consents (user_id, consent_type, granted) VALUES ($1, 'analytics', true)", [id]);
    const oldCookie = jar.header();

    const res = await api("/api/users/gdpr-delete", { jar, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/next-auth\.session-token=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect(jar.has("next-auth.session-token")).toBe(false);

    const count = async (query: string) => (await sql.query(query, [id])).rows[0].n;
    expect(await count("SELECT count(*)::int AS n FROM users WHERE id = $1")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM pets WHERE user_id = $1")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM emergency_requests WHERE user_id = $1")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM privacy_consents WHERE user_id = $1")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM accounts WHERE user_id = $1")).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM sessions WHERE sess->>'userId' = $1::text")).toBe(0);
    const messages = await sql.query("SELECT count(*)::int AS n FROM messages WHERE emergency_request_id = $1", [requestId]);
    expect(messages.rows[0].n).toBe(0);

    const audit = await sql.query(
      "SELECT changes::text AS changes FROM audit_logs WHERE entity_type = 'user' AND entity_id = $1 AND action = 'gdpr_delete'",
      [id],
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].changes).not.toContain(email);
    expect(audit.rows[0].changes).not.toContain("Mochi");

    // Every copy of every cookie is worthless, and the old password opens nothing.
    expect((await api("/api/auth/user", { headers: { cookie: oldCookie } })).status).toBe(401);
    expect((await api("/api/auth/user", { jar: second.jar })).status).toBe(401);
    expect(await signIn(email, PASSWORD)).toMatchObject({ ok: false, error: "invalid_credentials" });
  });

  it("is 401 when signed out", async () => {
    expect((await api("/api/users/gdpr-delete", { method: "DELETE" })).status).toBe(401);
  });
});

/** signIn from a chosen client address (so this test's failures do not spend another's IP budget). */
async function signInFrom(ip: string, email: string, password: string) {
  const jar = new CookieJar();
  const headers = { "x-forwarded-for": ip };
  const csrf = (await (await api("/api/auth/csrf", { jar, headers })).json()) as { csrfToken: string };
  const res = await api("/api/auth/callback/credentials", {
    jar,
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken, email, password, json: "true" }),
  });
  const { url } = (await res.json()) as { url: string };
  return new URL(url).searchParams.get("error");
}

describe("brute-force protection", () => {
  it("ten wrong passwords on an account from other addresses slow it down but never lock its owner out", async () => {
    const { email } = await newOwner("brute");
    // In parallel: each attempt is counted before it is checked, so later ones wait longer (1, 2, 4, 8, 16 s).
    const started = Date.now();
    const wrong = await Promise.all(Array.from({ length: 10 }, (_, i) => signInFrom(`192.0.2.${i + 1}`, email, `wrong-password-${i + 1}`)));
    expect(wrong).toEqual(Array(10).fill("invalid_credentials"));
    expect(Date.now() - started).toBeGreaterThanOrEqual(15_000);
    // The owner, from another address: answered after the delay, and signed in (never a 429).
    const before = Date.now();
    expect(await signInFrom("192.0.2.99", email, PASSWORD)).toBeNull();
    expect(Date.now() - before).toBeGreaterThanOrEqual(25_000);
    // The success cleared the count: the next sign-in is immediate.
    const quick = Date.now();
    expect(await signInFrom("192.0.2.98", email, PASSWORD)).toBeNull();
    expect(Date.now() - quick).toBeLessThan(5_000);
  }, 120_000);

  it("throttles one address that guesses across many accounts", async () => {
    const ip = "198.18.0.7";
    for (let i = 0; i < 30; i++) expect(await signInFrom(ip, uniqueEmail("nobody"), "wrong-password")).toBe("invalid_credentials");
    expect(await signInFrom(ip, DEMO.owner, DEMO.password)).toBe("rate_limited");
    // Another address is not affected.
    expect(await signInFrom("198.18.0.8", DEMO.owner, DEMO.password)).toBeNull();
  }, 60_000); // 31 full-cost password checks (unknown accounts are no faster)
});
