import { api, DEMO, ipSequence, newEmergencyRequest, signIn, useSql } from "@/tests/utils/http";

// Each hospital's one state for a request (ARCHITECTURE §11) over HTTP against
// the build: counts of hospitals, never of messages.

const sql = useSql();
const nextIp = ipSequence("192.0.2", 170, 5);
let staffClinic = "";
let otherClinic = "";

type State = {
  hospitals: { clinicId: string; state: string; answer: { response: string } | null; alerts: { channel: string }[] }[];
  summary: Record<string, number>;
};

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
  expect((await signIn(DEMO.staff, DEMO.password)).ok).toBe(true);
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
