import { api, DEMO, ipSequence, newEmergencyRequest, signIn, useSql, type CookieJar } from "@/tests/utils/http";

// Each hospital's one state for a request (lib/request-state) over HTTP against
// the build: counts of hospitals, never of messages, and the clinic
// dashboard's Accept / Decline recorded as the reply links record them
// (on the clinic's alert, latest answer wins), audited with who answered.

const sql = useSql();
const nextIp = ipSequence("198.18.60", 0, 10);
let staff: CookieJar;
let staffClinic = "";
let otherClinic = "";

type State = {
  hospitals: { clinicId: string; state: string; answer: { response: string } | null; alerts: { channel: string }[] }[];
  summary: Record<string, number>;
};
const stateOf = async (id: string) => (await (await api(`/api/emergency-requests/${id}/state`)).json()) as State;

/** The outbox rows a broadcast writes for one clinic, both channels, as the worker leaves them once sent. */
async function alerted(requestId: string, clinicId: string) {
  for (const [channel, recipient] of [
    ["email", "er@clinic.test"],
    ["whatsapp", "+85291234567"],
  ]) {
    await sql.query(
      `INSERT INTO messages (emergency_request_id, clinic_id, message_type, recipient, content, status, sent_at)
       VALUES ($1, $2, $3, $4, 'alert', 'sent', now())`,
      [requestId, clinicId, channel, recipient],
    );
  }
}

beforeAll(async () => {
  const signedIn = await signIn(DEMO.staff, DEMO.password);
  expect(signedIn.ok).toBe(true);
  staff = signedIn.jar;
  const { rows } = await sql.query("SELECT clinic_id FROM users WHERE email = $1", [DEMO.staff]);
  staffClinic = rows[0].clinic_id;
  otherClinic = (await sql.query("SELECT id FROM clinics WHERE id <> $1 ORDER BY name LIMIT 1", [staffClinic])).rows[0].id;
});

describe("GET /api/emergency-requests/{id}/state", () => {
  it("counts hospitals: two hospitals alerted on two channels each are two, not four", async () => {
    const id = await newEmergencyRequest(nextIp());
    await alerted(id, staffClinic);
    await alerted(id, otherClinic);
    const res = await api(`/api/emergency-requests/${id}/state`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const state = (await res.json()) as State;
    expect(state.summary).toMatchObject({ asked: 2, sent: 2, failed: 0, yes: 0 });
    expect(state.hospitals.map((h) => [h.state, h.alerts.length])).toEqual([
      ["sent", 2],
      ["sent", 2],
    ]);
    expect((await api(`/api/emergency-requests/00000000-0000-4000-8000-000000000000/state`)).status).toBe(404);
  });
});

describe("POST /api/emergency-requests/{id}/answer (the dashboard's Accept / Decline)", () => {
  it("records the answer as a reply link does, lets the clinic change its mind, and audits who answered", async () => {
    const id = await newEmergencyRequest(nextIp());
    await alerted(id, staffClinic);
    await alerted(id, otherClinic);
    const answer = (value: string) => api(`/api/emergency-requests/${id}/answer`, { jar: staff, method: "POST", json: { answer: value } });

    const bad = await answer("maybe");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      answer: "Validation.invalidType",
    });

    expect((await answer("accept")).status).toBe(200);
    let state = await stateOf(id);
    expect(state.hospitals.find((h) => h.clinicId === staffClinic)).toMatchObject({ state: "accepted", answer: { response: "accepted" } });
    expect(state.summary).toMatchObject({ asked: 2, yes: 1, no: 0, received: 1 });

    expect((await answer("decline")).status).toBe(200);
    state = await stateOf(id);
    expect(state.hospitals.find((h) => h.clinicId === staffClinic)?.state).toBe("declined");
    expect(state.summary).toMatchObject({ yes: 0, no: 1 });
    // One alert carries the answer, replaced, as a second tap of a reply link would.
    const { rows } = await sql.query(
      `SELECT clinic_response FROM messages WHERE emergency_request_id = $1 AND clinic_id = $2 AND clinic_response IS NOT NULL`,
      [id, staffClinic],
    );
    expect(rows).toEqual([{ clinic_response: "declined" }]);
    const audit = await sql.query(
      `SELECT a.action, a.changes, u.email FROM audit_logs a JOIN users u ON u.id = a.user_id
       WHERE a.entity_type = 'emergency_request' AND a.entity_id = $1 ORDER BY a.created_at`,
      [id],
    );
    expect(audit.rows).toEqual([
      { action: "clinic_answer", changes: { clinicResponse: { from: null, to: "accepted" } }, email: DEMO.staff },
      { action: "clinic_answer", changes: { clinicResponse: { from: "accepted", to: "declined" } }, email: DEMO.staff },
    ]);
  });

  it("refuses a request that never alerted the staff's clinic (403) and an unknown one (404), changing nothing", async () => {
    const id = await newEmergencyRequest(nextIp());
    await alerted(id, otherClinic);
    const res = await api(`/api/emergency-requests/${id}/answer`, { jar: staff, method: "POST", json: { answer: "accept" } });
    expect(res.status).toBe(403);
    expect((await stateOf(id)).summary.yes).toBe(0);
    const unknown = await api(`/api/emergency-requests/00000000-0000-4000-8000-000000000000/answer`, {
      jar: staff,
      method: "POST",
      json: { answer: "accept" },
    });
    expect(unknown.status).toBe(404);
  });
});
