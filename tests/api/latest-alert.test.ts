import { api, DEMO, newEmergencyRequest, signIn, useSql, type CookieJar } from "@/tests/utils/http";

// GET /api/clinics/{id}/latest-alert, what the dashboard's alarm polls: the
// time of the clinic's newest alert moves when a request alerts it, and
// `since` counts the requests alerted after it (each once, whatever the channels).

const sql = useSql();
let jar: CookieJar;
let clinicId = "";

/** The outbox rows a broadcast writes for one request to the test's clinic: e-mail and WhatsApp. */
async function alert(ip: string) {
  const requestId = await newEmergencyRequest(ip);
  for (const type of ["email", "whatsapp"])
    await sql.query(
      `INSERT INTO messages (emergency_request_id, clinic_id, message_type, recipient, content, status) VALUES ($1, $2, $3, 'er@clinic.test', 'alert', 'queued')`,
      [requestId, clinicId, type],
    );
}

const latest = async (query = "") => {
  const res = await api(`/api/clinics/${clinicId}/latest-alert${query}`, { jar });
  return { status: res.status, cache: res.headers.get("cache-control"), body: await res.json() };
};

beforeAll(async () => {
  // The admin reads a clinic of this test's own, which no other test alerts.
  const admin = await signIn(DEMO.admin, DEMO.password);
  expect(admin.ok).toBe(true);
  jar = admin.jar;
  clinicId = (
    await sql.query(
      `INSERT INTO clinics (name, address, phone, email, region_id, is_24_hour, latitude, longitude)
       VALUES ('Latest Alert Test Hospital', '1 Test Road', '+85229001234', 'latest@clinic.test', (SELECT id FROM regions WHERE code = 'NT'), true, 22.25, 113.86)
       RETURNING id`,
    )
  ).rows[0].id;
});

describe("the latest alert of a clinic", () => {
  afterAll(() => sql.query("DELETE FROM clinics WHERE id = $1", [clinicId]));

  it("moves with each new alert and counts the requests alerted since a time", async () => {
    const before = await latest();
    expect(before.status).toBe(200);
    expect(before.cache).toBe("no-store");
    const since = before.body.latestAt ?? new Date(0).toISOString();

    await alert("198.18.71.1");
    await alert("198.18.71.2");
    const after = await latest(`?since=${encodeURIComponent(since)}`);
    expect(after.status).toBe(200);
    expect(Date.parse(after.body.latestAt)).toBeGreaterThan(Date.parse(since));
    expect(after.body.newSince).toBe(2);
    // Nothing newer than the newest.
    expect((await latest(`?since=${encodeURIComponent(after.body.latestAt)}`)).body).toEqual({
      latestAt: after.body.latestAt,
      newSince: 0,
    });
  });

  it("refuses a `since` that is not a time, naming the field", async () => {
    const res = await latest("?since=yesterday");
    expect(res.status).toBe(400);
    expect(res.body.error.fields.since).toBeTruthy();
  });
});
