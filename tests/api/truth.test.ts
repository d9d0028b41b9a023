import { withSolution } from "@/tests/utils/challenge";
import { api, DEMO, ipSequence, signIn, useSql, type CookieJar } from "@/tests/utils/http";

// Telling the owner only what is true, over HTTP: delivery is reported as it is (codes, not provider
// text, for the public), failed clinics can be tried again and only they,
// the clinic's staff "responded" reaches the owner, and availability is a
// claim only with its author and time.

const sql = useSql();
const nextIp = ipSequence("198.51.101", 0, 200);
const fromIp = () => ({ "x-forwarded-for": nextIp() });

async function newRequest() {
  const res = await api("/api/emergency-requests", {
    method: "POST",
    json: {
      symptom: "Seizure",
      symptomKeys: ["seizure"],
      petSpecies: "dog",
      locationLatitude: 22.28,
      locationLongitude: 114.17,
      contactName: "Truth Api",
      contactPhone: "+85261234567",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function fixtureClinic(email: string) {
  const { rows } = await sql.query(
    `INSERT INTO clinics (name, address, phone, email, region_id, is_24_hour, latitude, longitude)
     VALUES ($1, 'Truth street', '+85229001234', $2, (SELECT id FROM regions WHERE code = 'HKI'), true, 22.28, 114.17) RETURNING id`,
    [`Truth api ${email}`, email],
  );
  return rows[0].id as string;
}

const broadcast = async (id: string, clinicIds: string[]) =>
  api(`/api/emergency-requests/${id}/broadcast`, { method: "POST", json: { clinicIds }, headers: await withSolution(fromIp()) });

type Message = {
  clinicId: string;
  status: string;
  errorCode: string | null;
  errorDetail?: string;
  errorMessage?: string;
  clinicResponse: string | null;
};

async function messagesWhen(id: string, done: (list: Message[]) => boolean, jar?: CookieJar) {
  for (let i = 0; i < 60; i++) {
    const list = (await (await api(`/api/emergency-requests/${id}/messages`, { jar })).json()) as Message[];
    if (done(list)) return list;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("messages never reached the expected state");
}

describe("delivery truth", () => {
  it("tells the public why a message failed by code, never the provider's words; admins get both", async () => {
    const stamp = Date.now().toString(36);
    const clinic = await fixtureClinic(`bounce-${stamp}@example.test`);
    try {
      const id = await newRequest();
      expect((await broadcast(id, [clinic])).status).toBe(201);
      const [failed] = await messagesWhen(id, (l) => l[0]?.status === "failed");
      expect(failed).toMatchObject({ errorCode: "recipient_refused" });
      expect(failed).not.toHaveProperty("errorMessage");
      expect(failed).not.toHaveProperty("errorDetail");
      // The SMTP code as a word: a uuid or timestamp may hold the digits 550.
      expect(JSON.stringify(failed)).not.toMatch(/\b550\b|SMTP|Mailbox/);

      const admin = await signIn(DEMO.admin, DEMO.password);
      const [asAdmin] = (await (await api(`/api/emergency-requests/${id}/messages`, { jar: admin.jar })).json()) as Message[];
      expect(asAdmin.errorDetail).toMatch(/550/);
    } finally {
      await sql.query("DELETE FROM clinics WHERE id = $1", [clinic]);
    }
  });

  it("tries again only the clinics whose every message failed, at their current address", async () => {
    const stamp = Date.now().toString(36);
    const bad = await fixtureClinic(`bounce-r-${stamp}@example.test`);
    const good = await fixtureClinic(`ok-r-${stamp}@example.test`);
    try {
      const id = await newRequest();
      expect(await (await broadcast(id, [bad, good])).json()).toMatchObject({ count: 2 });
      await messagesWhen(id, (l) => l.length === 2 && l.every((m) => m.status === "failed" || m.status === "sent"));

      // Both chosen again: only the failed one is queued; the one that got it is not sent it twice.
      await sql.query("UPDATE clinics SET email = $1 WHERE id = $2", [`fixed-r-${stamp}@example.test`, bad]);
      const again = await broadcast(id, [bad, good]);
      expect(again.status).toBe(201);
      expect(await again.json()).toMatchObject({ count: 1, messages: 1, skipped: 1 });
      const list = await messagesWhen(id, (l) => l.every((m) => m.status === "sent"));
      expect(list).toHaveLength(2);
      const { rows } = await sql.query("SELECT recipient FROM messages WHERE emergency_request_id = $1 AND clinic_id = $2", [id, bad]);
      expect(rows).toEqual([{ recipient: `fixed-r-${stamp}@example.test` }]);

      const third = await broadcast(id, [bad, good]);
      expect(third.status).toBe(409);
      expect((await third.json()).error.fields).toEqual({ clinicIds: "Results.errors.alreadyAlerted" });
    } finally {
      await sql.query("DELETE FROM clinics WHERE id = ANY($1)", [[bad, good]]);
    }
  });

  it("shows the owner which clinic's staff marked the request responded", async () => {
    const staff = await signIn(DEMO.staff, DEMO.password);
    const { rows } = await sql.query("SELECT clinic_id FROM users WHERE email = $1", [DEMO.staff]);
    const clinicId = rows[0].clinic_id as string;
    const id = await newRequest();
    expect((await broadcast(id, [clinicId])).status).toBe(201);
    const res = await api(`/api/emergency-requests/${id}`, { method: "PATCH", json: { status: "responded" }, jar: staff.jar });
    expect(res.status).toBe(200);
    const list = await messagesWhen(id, (l) => l.length > 0);
    expect(list.every((m) => m.clinicId === clinicId && m.clinicResponse === "responded")).toBe(true);
  });
});

describe("availability truth", () => {
  it("records who set availability and when; only a toggle or a change counts as setting it", async () => {
    const staff = await signIn(DEMO.staff, DEMO.password);
    const admin = await signIn(DEMO.admin, DEMO.password);
    const { rows } = await sql.query("SELECT u.id AS user_id, u.clinic_id FROM users u WHERE email = $1", [DEMO.staff]);
    const { user_id: staffId, clinic_id: clinicId } = rows[0];
    await sql.query(
      "UPDATE clinics SET availability_updated_at = NULL, availability_source = NULL, availability_updated_by = NULL WHERE id = $1",
      [clinicId],
    );

    const claim = async () => {
      const list = (await (await api(`/api/clinics?near=22.28,114.17&limit=2000`)).json()) as { id: string; availability: unknown }[];
      return list.find((c) => c.id === clinicId)?.availability;
    };
    expect(await claim()).toBeNull();

    const clinic = (await (await api(`/api/clinics/${clinicId}`, { jar: staff.jar })).json()) as {
      openingHours: string | null;
      isAvailable: boolean;
    };
    // A form save that leaves availability as it was is not a confirmation.
    expect(
      (
        await api(`/api/clinics/${clinicId}`, {
          method: "PATCH",
          json: { openingHours: clinic.openingHours ?? "", isAvailable: clinic.isAvailable },
          jar: staff.jar,
        })
      ).status,
    ).toBe(200);
    expect((await sql.query("SELECT availability_source FROM clinics WHERE id = $1", [clinicId])).rows[0].availability_source).toBeNull();

    expect((await api(`/api/clinics/${clinicId}`, { method: "PATCH", json: { isAvailable: true }, jar: staff.jar })).status).toBe(200);
    const row = (
      await sql.query("SELECT availability_source, availability_updated_by, availability_updated_at FROM clinics WHERE id = $1", [clinicId])
    ).rows[0];
    expect(row).toMatchObject({ availability_source: "clinic", availability_updated_by: staffId });
    expect(await claim()).toMatchObject({ accepting: true, source: "clinic" });

    expect((await api(`/api/clinics/${clinicId}`, { method: "PATCH", json: { isAvailable: false }, jar: admin.jar })).status).toBe(200);
    expect(await claim()).toMatchObject({ accepting: false, source: "admin" });
    expect((await api(`/api/clinics/${clinicId}`, { method: "PATCH", json: { isAvailable: true }, jar: admin.jar })).status).toBe(200);
  });
});
