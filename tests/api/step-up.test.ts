import {
  api,
  type CookieJar,
  DEMO,
  linkPath,
  mailsTo,
  signIn,
  signUp,
  UNDO_LINK,
  uniqueEmail,
  useSql,
  waitForMail,
} from "@/tests/utils/http";
import { passkeyOrigin } from "@/tests/utils/second-factor";
import { SoftwarePasskey } from "@/tests/utils/software-passkey";

// Finding 7 (SECURITY.md), the step-up: a change of a clinic's phone,
// WhatsApp, e-mail, map point or staff needs a check within the last 10
// minutes (a second factor; without one, the password), is audited, and is
// announced to the clinic's other staff and the admins, each in their
// language, with a link that undoes it once within 24 hours.

const sql = useSql();
const PASSWORD = "long-enough-password";

type Member = { id: string; email: string; jar: CookieJar };

let admin: CookieJar;
let adminId: string;
let clinicId: string;
let actor: Member;
let colleague: Member;

/** A verified account linked to the test clinic as staff; `language` is the one it reads mail in. */
async function newStaff(prefix: string, language = "en"): Promise<Member> {
  const email = uniqueEmail(prefix);
  await signUp(email, PASSWORD);
  const { rows } = await sql.query("UPDATE users SET clinic_id = $2, language_preference = $3 WHERE email = $1 RETURNING id", [
    email,
    clinicId,
    language,
  ]);
  return { id: rows[0].id, email, jar: (await signIn(email, PASSWORD)).jar };
}

/** Moves every check this account's sessions made `minutes` into the past. */
async function ageChecks(userId: string, minutes: number) {
  await sql.query(
    `UPDATE sessions SET
       second_factor_at = CASE WHEN second_factor_at IS NULL THEN NULL ELSE (now() AT TIME ZONE 'UTC') - make_interval(mins => $2) END,
       password_at = CASE WHEN password_at IS NULL THEN NULL ELSE (now() AT TIME ZONE 'UTC') - make_interval(mins => $2) END
     WHERE sess->>'userId' = $1`,
    [userId, minutes],
  );
}

const patchClinic = (jar: CookieJar, json: Record<string, unknown>) => api(`/api/clinics/${clinicId}`, { jar, method: "PATCH", json });
const clinicRow = async () => (await sql.query("SELECT phone, whatsapp, email FROM clinics WHERE id = $1", [clinicId])).rows[0];
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; fields?: Record<string, string> } }).error;

/** Passes the demo admin's test passkey (tests/utils/second-factor.ts registered it at the first sign-in). */
async function passPasskey(jar: CookieJar) {
  const options = (await (await api("/api/second-factor/passkeys/challenge", { jar, method: "POST" })).json()) as {
    challenge: string;
    rpId: string;
  };
  const response = new SoftwarePasskey(DEMO.admin).sign(options, passkeyOrigin(options.rpId, process.env.BASE_URL!));
  expect((await api("/api/second-factor/check", { jar, method: "POST", json: { method: "passkey", response } })).status).toBe(200);
}

beforeAll(async () => {
  admin = (await signIn(DEMO.admin, DEMO.password)).jar;
  adminId = (await sql.query("SELECT id FROM users WHERE email = $1", [DEMO.admin])).rows[0].id;
  const region = (await sql.query("SELECT id FROM regions WHERE code = 'KLN'")).rows[0].id;
  const created = await api("/api/clinics", {
    jar: admin,
    method: "POST",
    json: {
      name: `Step-up Vet ${Date.now().toString(36)}`,
      address: "1 Nathan Road, Tsim Sha Tsui",
      phone: "2345 6000",
      email: "desk@step-up.example",
      regionId: region,
      latitude: "22.2988",
      longitude: "114.1722",
    },
  });
  expect(created.status).toBe(201);
  clinicId = ((await created.json()) as { id: string }).id;
  actor = await newStaff("step-actor");
  colleague = await newStaff("step-colleague", "zh-HK");
}, 60_000);

afterAll(() => api(`/api/clinics/${clinicId}`, { jar: admin, method: "DELETE" }));

describe("finding 7: the step-up window", () => {
  it("staff without a second factor: the password typed within 10 minutes; older, 403 step_up_required and nothing changes", async () => {
    expect((await patchClinic(actor.jar, { phone: "2345 6001" })).status).toBe(200);
    await ageChecks(actor.id, 11);
    const refused = await patchClinic(actor.jar, { phone: "2345 6002", openingHours: "Open 24 hours" });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("step_up_required");
    expect(await clinicRow()).toMatchObject({ phone: "+85223456001" });
    // Details that do not redirect emergencies need no fresh check.
    expect((await patchClinic(actor.jar, { openingHours: "Open 24 hours" })).status).toBe(200);
    // The password typed again is this account's step-up.
    const wrong = await api("/api/second-factor/check", {
      jar: actor.jar,
      method: "POST",
      json: { method: "password", password: "not-it-at-all" },
    });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).fields).toEqual({ password: "SecondFactor.passwordWrong" });
    expect(
      (await api("/api/second-factor/check", { jar: actor.jar, method: "POST", json: { method: "password", password: PASSWORD } })).status,
    ).toBe(200);
    expect((await patchClinic(actor.jar, { phone: "2345 6002" })).status).toBe(200);
    expect(await clinicRow()).toMatchObject({ phone: "+85223456002" });
  });

  it("an admin: the second factor within 10 minutes, for contacts and the map point alike; the password does not count", async () => {
    expect((await patchClinic(admin, { whatsapp: "9123 4000" })).status).toBe(200);
    await ageChecks(adminId, 11);
    for (const change of [{ email: "new@step-up.example" }, { latitude: "22.3000" }, { whatsapp: "9123 4001" }]) {
      const res = await patchClinic(admin, change);
      expect([change, res.status, (await errorOf(res)).code]).toEqual([change, 403, "step_up_required"]);
    }
    const password = await api("/api/second-factor/check", {
      jar: admin,
      method: "POST",
      json: { method: "password", password: DEMO.password },
    });
    expect((await errorOf(password)).fields).toEqual({ password: "SecondFactor.useSecondFactor" });
    await passPasskey(admin);
    expect((await patchClinic(admin, { email: "new@step-up.example" })).status).toBe(200);
  });

  it("inviting or removing staff after 10 minutes: 403 step_up_required before the body is read", async () => {
    await ageChecks(adminId, 11);
    const invite = await api(`/api/clinics/${clinicId}/staff`, { jar: admin, method: "POST", json: { email: 42 } });
    expect([invite.status, (await errorOf(invite)).code]).toEqual([403, "step_up_required"]);
    const remove = await api(`/api/clinics/${clinicId}/staff/${colleague.id}`, { jar: admin, method: "DELETE" });
    expect([remove.status, (await errorOf(remove)).code]).toEqual([403, "step_up_required"]);
    expect((await sql.query("SELECT clinic_id FROM users WHERE id = $1", [colleague.id])).rows[0].clinic_id).toBe(clinicId);
    await passPasskey(admin);
  });
});

describe("finding 7: a change is announced with a link that undoes it once, within 24 hours", () => {
  it("the clinic's other staff and the admins are told in their language; the link restores the old values once", async () => {
    const before = await clinicRow();
    expect((await patchClinic(actor.jar, { phone: "2345 6003" })).status).toBe(200);
    const zh = await waitForMail(colleague.email, /\+85223456003/);
    expect(zh.subject).toContain("緊急求助的聯絡方式已更改");
    expect(zh.text).toContain(`由 ${before.phone} 改為 +85223456003`);
    const en = await waitForMail(DEMO.admin, new RegExp(`Phone: \\${before.phone} → \\+85223456003`));
    expect(en.text).toContain(actor.email);
    // Whoever made the change is not told about it.
    expect((await mailsTo(actor.email)).filter((m) => m.text.includes("+85223456003"))).toEqual([]);
    // Audited with the fields that changed.
    const audit = await sql.query(
      "SELECT changes FROM audit_logs WHERE entity_id = $1 AND action = 'update' ORDER BY created_at DESC LIMIT 1",
      [clinicId],
    );
    expect(audit.rows[0].changes.phone).toEqual({ from: before.phone, to: "+85223456003" });

    const path = linkPath(zh, UNDO_LINK);
    expect(path).toMatch(/^\/zh-HK\/undo\//);
    const page = await api(path, { jar: colleague.jar });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("+85223456003");
    const token = path.split("/").pop();
    const owner = (await signIn(DEMO.owner, DEMO.password)).jar;
    expect((await api("/api/clinic-changes/undo", { method: "POST", json: { token } })).status).toBe(401);
    expect((await api("/api/clinic-changes/undo", { jar: owner, method: "POST", json: { token } })).status).toBe(403);
    const undone = await api("/api/clinic-changes/undo", { jar: colleague.jar, method: "POST", json: { token } });
    expect(undone.status).toBe(200);
    expect(await clinicRow()).toMatchObject({ phone: before.phone });
    const undoAudit = await sql.query(
      "SELECT user_id, changes FROM audit_logs WHERE entity_id = $1 AND action = 'change_undone' ORDER BY created_at DESC LIMIT 1",
      [clinicId],
    );
    expect(undoAudit.rows[0]).toMatchObject({ user_id: colleague.id, changes: { phone: { from: "+85223456003", to: before.phone } } });

    // Once used, the link says so and changes nothing.
    const again = await api("/api/clinic-changes/undo", { jar: colleague.jar, method: "POST", json: { token } });
    expect([again.status, (await errorOf(again)).fields]).toEqual([404, { _: "ContactChange.undoInvalid" }]);
    expect(await (await api(path, { jar: colleague.jar })).text()).toContain('data-undo="invalid"');
  });

  it("after 24 hours the link says so and changes nothing", async () => {
    expect((await patchClinic(actor.jar, { whatsapp: "9123 4002" })).status).toBe(200);
    const mail = await waitForMail(DEMO.admin, /\+85291234002/);
    const path = linkPath(mail, UNDO_LINK);
    await sql.query(
      "UPDATE clinic_change_undos SET expires_at = (now() AT TIME ZONE 'UTC') - interval '1 minute' WHERE clinic_id = $1 AND used_at IS NULL",
      [clinicId],
    );
    expect(await (await api(path, { jar: admin })).text()).toContain('data-undo="invalid"');
    const late = await api("/api/clinic-changes/undo", { jar: admin, method: "POST", json: { token: path.split("/").pop() } });
    expect(late.status).toBe(404);
    expect(await clinicRow()).toMatchObject({ whatsapp: "+85291234002" });
  });

  it("an admin's staff invitation and removal are announced to the clinic's staff, and undone by an admin", async () => {
    const invited = uniqueEmail("step-invited");
    expect((await api(`/api/clinics/${clinicId}/staff`, { jar: admin, method: "POST", json: { email: invited } })).status).toBe(201);
    const inviteNotice = await waitForMail(actor.email, new RegExp(invited.replace(/[.+]/g, "\\$&")));
    const pending = async () =>
      ((await (await api(`/api/clinics/${clinicId}/invitations`, { jar: admin })).json()) as { email: string }[]).map((i) => i.email);
    expect(await pending()).toContain(invited);
    const admin2 = (await signIn(DEMO.admin, DEMO.password)).jar;
    expect(
      (
        await api("/api/clinic-changes/undo", {
          jar: admin2,
          method: "POST",
          json: { token: linkPath(inviteNotice, UNDO_LINK).split("/").pop() },
        })
      ).status,
    ).toBe(200);
    expect(await pending()).not.toContain(invited);

    expect((await api(`/api/clinics/${clinicId}/staff/${colleague.id}`, { jar: admin, method: "DELETE" })).status).toBe(204);
    const removal = await waitForMail(actor.email, new RegExp(`Staff: ${colleague.email.replace(/[.+]/g, "\\$&")} → \\(none\\)`));
    expect((await sql.query("SELECT clinic_id FROM users WHERE id = $1", [colleague.id])).rows[0].clinic_id).toBeNull();
    expect(
      (
        await api("/api/clinic-changes/undo", {
          jar: admin2,
          method: "POST",
          json: { token: linkPath(removal, UNDO_LINK).split("/").pop() },
        })
      ).status,
    ).toBe(200);
    expect((await sql.query("SELECT clinic_id FROM users WHERE id = $1", [colleague.id])).rows[0].clinic_id).toBe(clinicId);
  });
});
