import { api, DEMO, INVITATION_LINK, linkPath, signIn, signUp, uniqueEmail, type CookieJar, useSql, waitForMail } from "@/tests/utils/http";

// The admin clinic API, staff linking, geocoding (ALS stand-in and the offline
// gazetteer) and the audit trail.

const sql = useSql();
let admin: CookieJar;
let staff: CookieJar;
let owner: CookieJar;
let staffClinicId: string;
let otherClinicId: string;
let kowloonId: string;

const ALS = process.env.ALS_PEER_URL!;
const alsFail = (failure: "server_error" | "no_coordinates", count = 1) =>
  fetch(`${ALS}/__peer/fail`, { method: "POST", body: JSON.stringify({ failure, count }) });

beforeAll(async () => {
  [admin, staff, owner] = await Promise.all(
    [DEMO.admin, DEMO.staff, DEMO.owner].map(async (email) => (await signIn(email, DEMO.password)).jar),
  );
  staffClinicId = (await sql.query("SELECT clinic_id FROM users WHERE email = $1", [DEMO.staff])).rows[0].clinic_id;
  otherClinicId = (await sql.query("SELECT id FROM clinics WHERE id <> $1 ORDER BY name LIMIT 1", [staffClinicId])).rows[0].id;
  kowloonId = (await sql.query("SELECT id FROM regions WHERE code = 'KLN'")).rows[0].id;
});

const newClinic = (suffix = Date.now().toString(36)) => ({
  name: `API Test Vet ${suffix}`,
  nameZh: "測試動物醫院",
  address: `${suffix} Nathan Road, Mong Kok`,
  phone: "2345 6789",
  email: "vet@api-test.example",
  regionId: kowloonId,
  latitude: "22.3193",
  longitude: 114.1694,
});

async function create(body = newClinic()) {
  const res = await api("/api/clinics", { jar: admin, method: "POST", json: body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; name: string; latitude: string; isAvailable: boolean };
}

describe("clinic write API", () => {
  it("POST: 401 signed out, 403 for a non-admin, 400 with field messages, 201 for an admin", async () => {
    expect((await api("/api/clinics", { method: "POST", json: newClinic() })).status).toBe(401);
    expect((await api("/api/clinics", { jar: owner, method: "POST", json: newClinic() })).status).toBe(403);
    expect((await api("/api/clinics", { jar: staff, method: "POST", json: newClinic() })).status).toBe(403);

    const bad = await api("/api/clinics", { jar: admin, method: "POST", json: { name: " ", email: "not-an-email" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      code: "validation_failed",
      fields: {
        name: "Validation.clinicNameRequired",
        address: "Validation.addressRequired",
        phone: "Validation.phoneRequired",
        regionId: "Validation.regionRequired",
        email: "Validation.invalidEmail",
      },
    });

    const body = newClinic();
    const clinic = await create(body);
    expect(clinic).toMatchObject({
      name: body.name,
      latitude: "22.3193",
      isAvailable: true,
      isSupportHospital: false,
      status: "active",
      services: [],
    });
    // Same name and address again: a clear conflict, not a 500.
    const again = await api("/api/clinics", { jar: admin, method: "POST", json: body });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields).toEqual({ name: "ClinicForm.duplicate" });
    await api(`/api/clinics/${clinic.id}`, { jar: admin, method: "DELETE" });
  });

  it("GET/PATCH/DELETE /api/clinics/{id}: admin any field; deleting unlinks staff; every change audited", async () => {
    const clinic = await create();
    expect((await api(`/api/clinics/${clinic.id}`)).status).toBe(401);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: owner })).status).toBe(403);
    const read = await api(`/api/clinics/${clinic.id}`, { jar: admin });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: clinic.id, region: { code: "KLN" } });

    const patched = await api(`/api/clinics/${clinic.id}`, {
      jar: admin,
      method: "PATCH",
      json: { isSupportHospital: true, is24Hour: true, phone: "+852 3456 7890" },
      headers: { "user-agent": "admin-api-test", "x-forwarded-for": "198.51.100.77" },
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ isSupportHospital: true, is24Hour: true, phone: "+85234567890", latitude: "22.3193" });
    expect((await api(`/api/clinics/${clinic.id}`, { jar: admin, method: "PATCH", json: { latitude: 200 } })).status).toBe(400);

    // A signed-up user invited and accepted as staff, then the clinic is deleted: the account stays, unlinked.
    const email = uniqueEmail("vetstaff");
    const person = await signUp(email, "long-enough-password");
    expect(person.ok).toBe(true);
    await inviteAndAccept(clinic.id, email, person.jar);

    expect((await api(`/api/clinics/${clinic.id}`, { jar: owner, method: "DELETE" })).status).toBe(403);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: staff, method: "DELETE" })).status).toBe(403);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: admin, method: "DELETE" })).status).toBe(204);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: admin })).status).toBe(404);
    expect((await api(`/api/clinics/not-a-uuid`, { jar: admin })).status).toBe(404);
    const { rows: users } = await sql.query("SELECT clinic_id FROM users WHERE email = $1", [email]);
    expect(users).toEqual([{ clinic_id: null }]);

    const history = await api(`/api/clinics/${clinic.id}/audit`, { jar: admin });
    expect(history.status).toBe(200);
    const entries = (await history.json()) as {
      action: string;
      changes: Record<string, { from: unknown; to: unknown }>;
      userAgent: string;
      ipAddress: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual(["delete", "staff_link", "staff_invite", "update", "create"]);
    expect(entries[3]).toMatchObject({
      userAgent: "admin-api-test",
      ipAddress: "198.51.100.77",
      changes: {
        isSupportHospital: { from: false, to: true },
        is24Hour: { from: false, to: true },
        phone: { from: "+85223456789", to: "+85234567890" },
      },
    });
    expect((await api(`/api/clinics/${clinic.id}/audit`, { jar: staff })).status).toBe(403);
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM audit_logs WHERE entity_type = 'clinic' AND entity_id = $1", [
      clinic.id,
    ]);
    expect(rows[0].n).toBe(5);
  });

  it("map point accuracy: 'area' from the gazetteer fallback is kept until the point changes; staff cannot set it", async () => {
    const body = { ...newClinic(), coordPrecision: "area" };
    const clinic = (await create(body)) as Awaited<ReturnType<typeof create>> & { coordPrecision: string };
    expect(clinic.coordPrecision).toBe("area");
    const patch = (json: object) => api(`/api/clinics/${clinic.id}`, { jar: admin, method: "PATCH", json });
    // The edit form sends the point back unchanged with every save.
    const same = await patch({ name: `${body.name} (edited)`, latitude: "22.3193", longitude: "114.1694" });
    expect(await same.json()).toMatchObject({ coordPrecision: "area", latitude: "22.3193" });
    const moved = await patch({ latitude: "22.3201" });
    expect(await moved.json()).toMatchObject({ coordPrecision: "building", latitude: "22.3201" });
    expect(await (await patch({ coordPrecision: "area" })).json()).toMatchObject({ coordPrecision: "area" });
    const cleared = await patch({ latitude: null, longitude: null, coordPrecision: "area" });
    expect(await cleared.json()).toMatchObject({ latitude: null, coordPrecision: null });

    const bad = await patch({ coordPrecision: "street" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ coordPrecision: "Validation.invalidType" });
    const byStaff = await api(`/api/clinics/${staffClinicId}`, { jar: staff, method: "PATCH", json: { coordPrecision: "area" } });
    expect(byStaff.status).toBe(403);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: admin, method: "DELETE" })).status).toBe(204);
  });

  it("staff may toggle their own clinic's availability and edit its details, never another clinic or admin fields", async () => {
    const own = await api(`/api/clinics/${staffClinicId}`, { jar: staff });
    expect(own.status).toBe(200);
    expect((await api(`/api/clinics/${otherClinicId}`, { jar: staff })).status).toBe(403);

    expect((await api(`/api/clinics/${staffClinicId}`, { jar: admin, method: "PATCH", json: { isAvailable: true } })).status).toBe(200);
    const off = await api(`/api/clinics/${staffClinicId}`, { jar: staff, method: "PATCH", json: { isAvailable: false } });
    expect(off.status).toBe(200);
    expect((await off.json()).isAvailable).toBe(false);
    const { rows } = await sql.query(
      "SELECT action, changes FROM audit_logs WHERE entity_type = 'clinic' AND entity_id = $1 ORDER BY created_at DESC LIMIT 1",
      [staffClinicId],
    );
    expect(rows[0]).toEqual({ action: "availability", changes: { isAvailable: { from: true, to: false } } });
    expect((await api(`/api/clinics/${staffClinicId}`, { jar: staff, method: "PATCH", json: { isAvailable: true } })).status).toBe(200);

    const other = await api(`/api/clinics/${otherClinicId}`, { jar: staff, method: "PATCH", json: { isAvailable: false } });
    expect(other.status).toBe(403);
    const adminOnly = await api(`/api/clinics/${staffClinicId}`, { jar: staff, method: "PATCH", json: { isSupportHospital: true } });
    expect(adminOnly.status).toBe(403);
    expect((await adminOnly.json()).error.message).toContain("isSupportHospital");
    expect((await api(`/api/clinics/${staffClinicId}`, { jar: owner, method: "PATCH", json: { isAvailable: false } })).status).toBe(403);
    expect((await api(`/api/clinics/${staffClinicId}`, { method: "PATCH", json: { isAvailable: false } })).status).toBe(401);

    const before = (await own.json()) as { openingHours: string | null };
    const edited = await api(`/api/clinics/${staffClinicId}`, { jar: staff, method: "PATCH", json: { openingHours: "Always open" } });
    expect(edited.status).toBe(200);
    expect((await edited.json()).openingHours).toBe("Always open");
    await api(`/api/clinics/${staffClinicId}`, { jar: admin, method: "PATCH", json: { openingHours: before.openingHours } });
  });
});

/** The admin invites `email` to the clinic; the person opens the mailed link and accepts while signed in (jar). */
async function inviteAndAccept(clinicId: string, email: string, jar: CookieJar, nth = 1) {
  const invited = await api(`/api/clinics/${clinicId}/staff`, { jar: admin, method: "POST", json: { email } });
  expect(invited.status).toBe(201);
  const token = linkPath(await waitForMail(email, INVITATION_LINK, nth), INVITATION_LINK)
    .split("/")
    .pop();
  const accepted = await api("/api/invitations/accept", { jar, method: "POST", json: { token } });
  expect(accepted.status).toBe(200);
  return token!;
}

describe("staff invitations", () => {
  it("invites by email whether or not an account exists; only the verified invitee, signed in, becomes staff; moves, lists and unlinks; admin only", async () => {
    const clinic = await create();
    const email = uniqueEmail("newstaff");
    // No account yet: the same answer as for an existing one (nothing about accounts is revealed).
    const invited = await api(`/api/clinics/${clinic.id}/staff`, { jar: admin, method: "POST", json: { email: email.toUpperCase() } });
    expect(invited.status).toBe(201);
    expect(await invited.json()).toMatchObject({ invited: true, email });
    const mail = await waitForMail(email, INVITATION_LINK);
    expect(mail.subject).toContain(clinic.name);
    const token = linkPath(mail, INVITATION_LINK).split("/").pop()!;
    const pending = (await (await api(`/api/clinics/${clinic.id}/invitations`, { jar: admin })).json()) as { email: string }[];
    expect(pending.map((p) => p.email)).toEqual([email]);
    expect((await api(`/api/clinics/${clinic.id}/invitations`, { jar: staff })).status).toBe(403);

    // Someone else, signed in, cannot use the link; neither can anyone signed out.
    expect((await api("/api/invitations/accept", { jar: owner, method: "POST", json: { token } })).status).toBe(403);
    expect((await api("/api/invitations/accept", { method: "POST", json: { token } })).status).toBe(401);
    expect((await api(`/api/clinics/${clinic.id}/staff`, { jar: staff, method: "POST", json: { email } })).status).toBe(403);
    expect((await api(`/api/clinics/${clinic.id}/staff`, { jar: admin, method: "POST", json: { email: "" } })).status).toBe(400);

    const person = await signUp(email, "long-enough-password");
    expect(person.ok).toBe(true);
    // Invited but not yet accepted: no dashboard.
    expect((await api(`/api/clinics/${clinic.id}`, { jar: person.jar })).status).toBe(403);
    const accepted = await api("/api/invitations/accept", { jar: person.jar, method: "POST", json: { token } });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ clinicId: clinic.id });
    // Applies at once to the person's session; the link is spent.
    expect((await api(`/api/clinics/${clinic.id}`, { jar: person.jar })).status).toBe(200);
    expect((await api("/api/invitations/accept", { jar: person.jar, method: "POST", json: { token } })).status).toBe(404);
    expect(await (await api(`/api/clinics/${clinic.id}/invitations`, { jar: admin })).json()).toEqual([]);

    // Accepting another clinic's invitation moves the person; both clinics' histories say so.
    const second = await create();
    await inviteAndAccept(second.id, email, person.jar, 2);
    expect(await (await api(`/api/clinics/${clinic.id}/staff`, { jar: admin })).json()).toEqual([]);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: person.jar })).status).toBe(403);
    await inviteAndAccept(clinic.id, email, person.jar, 3);
    await api(`/api/clinics/${second.id}`, { jar: admin, method: "DELETE" });

    const member = (await sql.query("SELECT id FROM users WHERE email = $1", [email])).rows[0] as { id: string };
    const list = await api(`/api/clinics/${clinic.id}/staff`, { jar: admin });
    expect(await list.json()).toEqual([{ id: member.id, email, firstName: null, lastName: null }]);
    expect((await api(`/api/clinics/${clinic.id}/staff`, { jar: owner })).status).toBe(403);

    expect((await api(`/api/clinics/${clinic.id}/staff/${member.id}`, { jar: staff, method: "DELETE" })).status).toBe(403);
    expect((await api(`/api/clinics/${clinic.id}/staff/${member.id}`, { jar: admin, method: "DELETE" })).status).toBe(204);
    expect(await (await api(`/api/clinics/${clinic.id}/staff`, { jar: admin })).json()).toEqual([]);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: person.jar })).status).toBe(403);

    const actions = await (await api(`/api/clinics/${clinic.id}/audit`, { jar: admin })).json();
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      "staff_unlink",
      "staff_link",
      "staff_invite",
      "staff_unlink",
      "staff_link",
      "staff_invite",
      "create",
    ]);
    await api(`/api/clinics/${clinic.id}`, { jar: admin, method: "DELETE" });
  });

  it("an address put on an account without opening its link cannot accept an invitation for it (the finding)", async () => {
    const clinic = await create();
    const target = uniqueEmail("clinic-vet");
    const invited = await api(`/api/clinics/${clinic.id}/staff`, { jar: admin, method: "POST", json: { email: target } });
    expect(invited.status).toBe(201);
    const token = linkPath(await waitForMail(target, INVITATION_LINK), INVITATION_LINK)
      .split("/")
      .pop();

    // An attacker with their own account asks for the invited address (with their password): nothing changes until the link sent to the target is opened.
    const attackerEmail = uniqueEmail("attacker");
    const attacker = await signUp(attackerEmail, "long-enough-password");
    const me = (await (await api("/api/auth/user", { jar: attacker.jar })).json()) as { id: string };
    const changed = await api(`/api/users/${me.id}`, {
      jar: attacker.jar,
      method: "PATCH",
      json: { email: target, currentPassword: "long-enough-password" },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ email: attackerEmail, emailChangePending: true });
    expect((await api("/api/invitations/accept", { jar: attacker.jar, method: "POST", json: { token } })).status).toBe(403);
    expect((await api(`/api/clinics/${clinic.id}`, { jar: attacker.jar })).status).toBe(403);
    const { rows } = await sql.query("SELECT email, clinic_id FROM users WHERE id = $1", [me.id]);
    expect(rows[0]).toEqual({ email: attackerEmail, clinic_id: null });
    await api(`/api/clinics/${clinic.id}`, { jar: admin, method: "DELETE" });
  });
});

describe("POST /api/geocode", () => {
  const geocode = (address: unknown, jar: CookieJar | null = admin) =>
    api("/api/geocode", { jar: jar ?? undefined, method: "POST", json: { address } });

  it("is for admins only and needs an address", async () => {
    expect((await geocode("88 Nathan Road", null)).status).toBe(401);
    expect((await geocode("88 Nathan Road", staff)).status).toBe(403);
    const empty = await geocode("  ");
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({ address: "Admin.geocode.addressRequired" });
  });

  it("answers from the Address Lookup Service when it finds the address", async () => {
    const res = await geocode("Shop 12, 36-44 Nathan Road, Tsim Sha Tsui");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ latitude: 22.29625, longitude: 114.17243, source: "als" });
    const seen = (await (await fetch(`${ALS}/__peer/requests`)).json()) as { q: string; accept: string }[];
    expect(seen.at(-1)).toEqual({ q: "Shop 12, 36-44 Nathan Road, Tsim Sha Tsui", accept: "application/json" });
  });

  it("falls back to the offline gazetteer when the service fails, and says so", async () => {
    await alsFail("server_error");
    const res = await geocode("G/F, 12 Sai Yeung Choi Street South, Mong Kok, Kowloon");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.source).toBe("gazetteer");
    expect(body.latitude).toBeCloseTo(22.32, 1);
    expect(body.longitude).toBeCloseTo(114.17, 1);
  });

  it("502 when the service answers without coordinates; 404 when nothing is found anywhere", async () => {
    await alsFail("no_coordinates");
    const invalid = await geocode("1 Queen's Road Central");
    expect(invalid.status).toBe(502);
    expect((await invalid.json()).error.message).toBe("Invalid response from geocoding service");

    const nowhere = await geocode("Flat Z, Nonexistent Building, Qwxyz");
    expect(nowhere.status).toBe(404);
    expect((await nowhere.json()).error.fields).toEqual({ address: "Admin.geocode.notFound" });
  });
});

describe("GET /api/admin/clinics", () => {
  it("filters and pages in SQL, 20 a page, with the stat counts; admin only", async () => {
    expect((await api("/api/admin/clinics")).status).toBe(401);
    expect((await api("/api/admin/clinics", { jar: staff })).status).toBe(403);

    const all = await (await api("/api/admin/clinics", { jar: admin })).json();
    const { rows } = await sql.query(`SELECT count(*)::int AS total, count(*) FILTER (WHERE is_24_hour)::int AS h24,
      count(*) FILTER (WHERE latitude IS NULL OR longitude IS NULL)::int AS missing FROM clinics`);
    expect(all).toMatchObject({ total: rows[0].total, filtered: rows[0].total, page: 1, pages: Math.ceil(rows[0].total / 20) });
    expect(all.items).toHaveLength(20);
    expect(all.stats).toMatchObject({ total: rows[0].total, h24: rows[0].h24, missingGps: rows[0].missing });
    expect(typeof all.stats.requests).toBe("number");

    const h24 = await (await api("/api/admin/clinics?h24=yes&page=2", { jar: admin })).json();
    expect(h24.filtered).toBe(rows[0].h24);
    expect(h24.page).toBe(Math.min(2, h24.pages));
    expect(h24.items.every((c: { is24Hour: boolean }) => c.is24Hour)).toBe(true);

    const sample = (await sql.query("SELECT name, name_zh FROM clinics WHERE name_zh IS NOT NULL ORDER BY name LIMIT 1")).rows[0];
    for (const q of [sample.name.toLowerCase(), sample.name_zh]) {
      const found = await (await api(`/api/admin/clinics?q=${encodeURIComponent(q)}`, { jar: admin })).json();
      expect(found.items.map((c: { name: string }) => c.name)).toContain(sample.name);
    }
    const kln = await (await api("/api/admin/clinics?region=KLN&available=no&support=no", { jar: admin })).json();
    expect(
      kln.items.every(
        (c: { regionCode: string; isAvailable: boolean; isSupportHospital: boolean }) =>
          c.regionCode === "KLN" && !c.isAvailable && !c.isSupportHospital,
      ),
    ).toBe(true);
  });
});
