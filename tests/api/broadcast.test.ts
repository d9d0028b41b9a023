import { withSolution } from "@/tests/utils/challenge";
import { api, ipSequence, useSql } from "@/tests/utils/http";

// POST /api/emergency-requests/{id}/broadcast and the status list,
// with the abuse limits of a public endpoint that messages real clinics.

const sql = useSql();

/** Each test speaks from its own address so the per-IP budget of one does not spend another's. */
const nextIp = ipSequence("198.51.100", 0, 200);
const fromIp = () => ({ "x-forwarded-for": nextIp() });

async function newRequest(symptom = "Seizure") {
  const res = await api("/api/emergency-requests", {
    method: "POST",
    json: {
      symptom,
      symptomKeys: ["seizure"],
      petSpecies: "cat",
      locationLatitude: 22.2783,
      locationLongitude: 114.1747,
      contactName: "Wong Siu Ming",
      contactPhone: "+852 6123 4567",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function clinicIds(where: string, limit: number): Promise<string[]> {
  const { rows } = await sql.query(`SELECT id FROM clinics WHERE status = 'active' AND ${where} ORDER BY name LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

/** Anonymous, so each carries a solved challenge (tests/api/challenge.test.ts covers the check itself). */
const broadcast = async (id: string, body: unknown, headers = fromIp()) =>
  api(`/api/emergency-requests/${id}/broadcast`, { method: "POST", json: body, headers: await withSolution(headers) });

describe("broadcast", () => {
  it("queues one message per chosen clinic and channel, built on the server from the request", async () => {
    const id = await newRequest("Seizure <script>alert(1)</script>");
    const ids = await clinicIds("whatsapp IS NULL AND email IS NOT NULL", 2);
    const res = await broadcast(id, { clinicIds: ids, message: "ignored: the server writes the alert" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ count: 2, messages: 2 });

    const messages = await (await api(`/api/emergency-requests/${id}/messages`)).json();
    expect(messages).toHaveLength(2);
    for (const m of messages) {
      expect(ids).toContain(m.clinicId);
      expect(m.messageType).toBe("email");
      expect(["queued", "sent", "delivered", "failed"]).toContain(m.status);
      expect(m.content).toContain("+85261234567");
      expect(m.content).not.toContain("ignored: the server writes the alert");
      expect(m.clinicName).toBeTruthy();
    }
  });

  it("never alerts the same clinic twice on a channel for one request", async () => {
    const id = await newRequest();
    const ids = await clinicIds("whatsapp IS NOT NULL", 1);
    expect((await broadcast(id, { clinicIds: ids })).status).toBe(201);
    const again = await broadcast(id, { clinicIds: ids });
    expect(again.status).toBe(409);
    expect((await again.json()).error.fields).toEqual({ clinicIds: "Results.errors.alreadyAlerted" });
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM messages WHERE emergency_request_id = $1", [id]);
    const channels = await sql.query("SELECT (whatsapp IS NOT NULL)::int + (email IS NOT NULL)::int AS n FROM clinics WHERE id = $1", [
      ids[0],
    ]);
    expect(rows[0].n).toBe(channels.rows[0].n);
  });

  it("quick broadcast reaches the active, partner, 24-hour, available clinics with WhatsApp or email, at most 10, never one that asks to be phoned first", async () => {
    const id = await newRequest();
    const { rows } = await sql.query(
      `SELECT count(*)::int AS n FROM clinics WHERE status = 'active' AND is_support_hospital AND is_24_hour AND is_available
         AND (whatsapp IS NOT NULL OR email IS NOT NULL)
         AND NOT EXISTS (SELECT 1 FROM clinic_profile_facts f WHERE f.clinic_id = clinics.id AND f."group" = 'phone_first')`,
    );
    expect(rows[0].n).toBeGreaterThan(0);
    const res = await broadcast(id, { quick: true, clinicIds: [] });
    expect(res.status).toBe(201);
    expect((await res.json()).count).toBe(Math.min(rows[0].n, 10));
    const phonedFirst = await sql.query(
      `SELECT count(*)::int AS n FROM messages m JOIN clinic_profile_facts f ON f.clinic_id = m.clinic_id AND f."group" = 'phone_first'
         WHERE m.emergency_request_id = $1`,
      [id],
    );
    expect(phonedFirst.rows[0].n).toBe(0);
  });

  it("refuses clinics that cannot receive anything, an empty choice and an unknown request", async () => {
    const id = await newRequest();
    const unreachable = await clinicIds("whatsapp IS NULL AND email IS NULL", 2);
    const res = await broadcast(id, { clinicIds: unreachable });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ clinicIds: "Results.errors.noRecipients" });
    expect((await broadcast(id, { clinicIds: [] })).status).toBe(400);
    expect((await broadcast(id, { clinicIds: ["not-a-uuid"] })).status).toBe(400);
    expect((await broadcast("5a0e3c1e-1111-4222-8333-944455556666", { clinicIds: unreachable })).status).toBe(404);
  });

  it("limits broadcasts per request per hour with a 429, Retry-After and a bilingual message", async () => {
    const id = await newRequest();
    const ids = await clinicIds("email IS NOT NULL", 6);
    // The test server allows 5 per request per hour (BROADCAST_MAX_PER_REQUEST default).
    for (const clinicId of ids.slice(0, 5)) expect((await broadcast(id, { clinicIds: [clinicId] })).status).toBe(201);
    const refused = await broadcast(id, { clinicIds: [ids[5]] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = await refused.json();
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/Too many requests.*\/.*請/);
    // The page says what to do instead: call.
    expect(error.fields).toEqual({ clinicIds: "Results.errors.broadcastLimited" });
  });

  it("limits broadcasts per client address per hour", async () => {
    const ip = { "x-forwarded-for": "203.0.113.77" };
    const ids = await clinicIds("email IS NOT NULL", 21);
    // 20 per address per hour (BROADCAST_MAX_PER_IP default), each on its own request.
    for (let i = 0; i < 20; i++) expect((await broadcast(await newRequest(), { clinicIds: [ids[i]] }, ip)).status).toBe(201);
    expect((await broadcast(await newRequest(), { clinicIds: [ids[20]] }, ip)).status).toBe(429);
  });
});

describe("GET /api/emergency-requests/{id}/messages", () => {
  it("is an empty list before any broadcast and 404 for an unknown request", async () => {
    const id = await newRequest();
    expect(await (await api(`/api/emergency-requests/${id}/messages`)).json()).toEqual([]);
    expect((await api("/api/emergency-requests/5a0e3c1e-1111-4222-8333-944455556666/messages")).status).toBe(404);
  });
});
