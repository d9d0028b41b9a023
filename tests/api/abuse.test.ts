import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import { withSolution } from "@/tests/utils/challenge";
import { BASE_URL, DEMO, ipSequence, signIn, useSql } from "@/tests/utils/http";
import { signInAt, useOwnServer } from "@/tests/utils/own-server";

// No one can flood clinics. Each test reproduces a finding of the
// penetration test against the production build and expects the safe answer.

const sql = useSql();
const nextIp = ipSequence("192.0.2", 0, 250);
const fromIp = () => ({ "x-forwarded-for": nextIp() });

const EMERGENCY = {
  symptom: "Seizure",
  symptomKeys: ["seizure"],
  petSpecies: "dog",
  locationLatitude: 22.3193,
  locationLongitude: 114.1694,
  contactName: "Chan Tai Man",
  contactPhone: "6123 4567",
};

async function newRequest(base = BASE_URL, headers: Record<string, string> = fromIp(), body: object = EMERGENCY) {
  const res = await fetch(new URL("/api/emergency-requests", base), {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return res;
}

async function newRequestId(): Promise<string> {
  const res = await newRequest();
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A broadcast as the results page sends it: anonymous callers attach a solved challenge (X-Altcha). */
async function broadcast(id: string, body: unknown, init: { headers?: Record<string, string>; base?: string; cookie?: string } = {}) {
  const base = init.base ?? BASE_URL;
  const from = init.headers ?? fromIp();
  const headers = init.cookie ? { ...from, cookie: init.cookie } : await withSolution(from);
  return fetch(new URL(`/api/emergency-requests/${id}/broadcast`, base), {
    method: "POST",
    headers: { origin: base, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function contactableClinics(limit: number): Promise<string[]> {
  const { rows } = await sql.query(
    `SELECT id FROM clinics WHERE status = 'active' AND (email IS NOT NULL OR whatsapp IS NOT NULL) AND name NOT LIKE 'E2E%' ORDER BY name LIMIT ${limit}`,
  );
  expect(rows).toHaveLength(limit);
  return rows.map((r) => r.id);
}

const messageCount = async (requestId: string) =>
  (await sql.query(`SELECT count(*)::int AS n FROM messages WHERE emergency_request_id = $1`, [requestId])).rows[0].n as number;

describe("broadcast caps (finding 1)", () => {
  it("an anonymous broadcast alerts at most 10 clinics: 11 is refused with a field message and stores nothing", async () => {
    const id = await newRequestId();
    const res = await broadcast(id, { clinicIds: await contactableClinics(11) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      clinicIds: "Results.errors.tooManyClinics",
    });
    expect(await messageCount(id)).toBe(0);
    expect((await broadcast(id, { clinicIds: await contactableClinics(10) })).status).toBe(201);
  });

  it("a signed-in owner may alert 30 clinics, not 31", async () => {
    const owner = await signIn(DEMO.owner, DEMO.password);
    expect(owner.ok).toBe(true);
    const id = await newRequestId();
    const over = await broadcast(id, { clinicIds: await contactableClinics(31) }, { cookie: owner.jar.header() });
    expect(over.status).toBe(400);
    const ok = await broadcast(id, { clinicIds: await contactableClinics(30) }, { cookie: owner.jar.header() });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { count: number }).count).toBe(30);
  });

  it("the quick broadcast obeys the same cap, nearest hospitals first", async () => {
    // Less those that ask owners to phone before coming (the SPCA): an alert they cannot act on is no help.
    const { rows } = await sql.query(
      `SELECT id, latitude::float AS lat, longitude::float AS lng FROM clinics
        WHERE status = 'active' AND is_support_hospital AND is_24_hour AND is_available AND (whatsapp IS NOT NULL OR email IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM clinic_profile_facts f WHERE f.clinic_id = clinics.id AND f."group" = 'phone_first')`,
    );
    // Equirectangular distance is enough to order clinics within Hong Kong.
    const d = (r: { lat: number; lng: number }) =>
      Math.hypot(r.lat - EMERGENCY.locationLatitude, (r.lng - EMERGENCY.locationLongitude) * Math.cos((22.3 * Math.PI) / 180));
    const nearest = rows
      .sort((a, b) => d(a) - d(b))
      .slice(0, 10)
      .map((r) => r.id)
      .sort();
    const id = await newRequestId();
    const res = await broadcast(id, { quick: true, clinicIds: [] });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { count: number }).count).toBe(Math.min(rows.length, 10));
    const sent = await sql.query(`SELECT DISTINCT clinic_id FROM messages WHERE emergency_request_id = $1`, [id]);
    expect(sent.rows.map((r) => r.clinic_id).sort()).toEqual(nearest);
  });
});

describe("free text that reaches clinics (finding 1)", () => {
  const fieldsOf = async (res: Response) => ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;

  it("caps the symptom at 500, the transcript at 2,000 and the name at 80 characters", async () => {
    for (const [field, value] of [
      ["symptom", "a".repeat(501)],
      ["voiceTranscript", "a".repeat(2001)],
      ["contactName", "a".repeat(81)],
    ] as const) {
      const res = await newRequest(BASE_URL, fromIp(), { ...EMERGENCY, [field]: value });
      expect(res.status).toBe(400);
      expect(await fieldsOf(res)).toEqual({ [field]: "Validation.tooLong" });
    }
    expect((await newRequest(BASE_URL, fromIp(), { ...EMERGENCY, symptom: "a".repeat(500), contactName: "b".repeat(80) })).status).toBe(
      201,
    );
  });

  it("strips control and direction-override characters before storing", async () => {
    const res = await newRequest(BASE_URL, fromIp(), {
      ...EMERGENCY,
      contactName: "Chan\u202Egnp.exe\u0007",
      symptom: "Seizure\u2066 for 5 min\u0001utes\r\nnow",
      voiceTranscript: "He fell\u200F down",
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const { rows } = await sql.query(`SELECT contact_name, symptom, voice_transcript FROM emergency_requests WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ contact_name: "Changnp.exe", symptom: "Seizure for 5 minutes\nnow", voice_transcript: "He fell down" });
  });
});

describe("cross-site requests are refused without cookies (finding 1, build 3)", () => {
  const crossSite = (path: string, contentType: string, body: string, headers: Record<string, string> = {}) =>
    fetch(new URL(path, BASE_URL), { method: "POST", headers: { "content-type": contentType, ...fromIp(), ...headers }, body });

  it("a text/plain POST from another site gets 403 and stores nothing, for a request and for a broadcast", async () => {
    const marker = `xsite-${Date.now()}`;
    const create = await crossSite("/api/emergency-requests", "text/plain", JSON.stringify({ ...EMERGENCY, symptom: marker }), {
      origin: "http://evil.example",
    });
    expect(create.status).toBe(403);
    const body = (await create.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("forbidden");
    expect(body.error.message).toContain(en.Errors.jsonRequired);
    expect(body.error.message).toContain(zh.Errors.jsonRequired);
    expect((await sql.query(`SELECT count(*)::int AS n FROM emergency_requests WHERE symptom = $1`, [marker])).rows[0].n).toBe(0);

    const id = await newRequestId();
    const [clinic] = await contactableClinics(1);
    const send = await crossSite(`/api/emergency-requests/${id}/broadcast`, "text/plain", JSON.stringify({ clinicIds: [clinic] }), {
      origin: "http://evil.example",
    });
    expect(send.status).toBe(403);
    expect(await messageCount(id)).toBe(0);
  });

  it("JSON from another origin, or with neither Origin nor Sec-Fetch-Site, gets 403; this site's pages get through", async () => {
    const json = JSON.stringify(EMERGENCY);
    const evil = await crossSite("/api/emergency-requests", "application/json", json, { origin: "http://evil.example" });
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { error: { message: string } }).error.message).toContain(en.Errors.crossSiteRefused);
    expect((await crossSite("/api/emergency-requests", "application/json", json)).status).toBe(403);
    expect((await crossSite("/api/emergency-requests", "application/json", json, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    // Another scheme on the same host is another site.
    expect(
      (await crossSite("/api/emergency-requests", "application/json", json, { origin: BASE_URL.replace("http:", "https:") })).status,
    ).toBe(403);
    expect((await crossSite("/api/emergency-requests", "application/json", json, { "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await crossSite("/api/emergency-requests", "application/json", json, { origin: BASE_URL })).status).toBe(201);
  });
});

describe("client addresses come from the trusted proxy count (finding 2)", () => {
  it("behind one proxy, rotating the client-written part of X-Forwarded-For does not reset a limit", async () => {
    // The test server trusts one proxy: the right-most entry is the address, the rest is the client's.
    const real = "203.0.113.177";
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++) {
      status = (
        await newRequest(BASE_URL, { "x-forwarded-for": `10.${i}.0.1, 172.16.${i}.9, ${real}`, "x-pawalert-client-chain": `10.9.${i}.1` })
      ).status;
      if (i < 60) expect(status).toBe(201);
    }
    expect(status).toBe(429);
    // A different real address still has its own budget.
    expect((await newRequest(BASE_URL, { "x-forwarded-for": `10.0.0.1, 203.0.113.178` })).status).toBe(201);
  });

  describe("with no proxy (TRUSTED_PROXY_HOPS=0, the default)", () => {
    const server = useOwnServer({ TRUSTED_PROXY_HOPS: "0" });

    it("the audit log records the socket's address, not a client's X-Forwarded-For", async () => {
      const base = server.base();
      const admin = await signInAt(base, DEMO.admin, DEMO.password);
      const id = await newRequestId();
      const res = await fetch(new URL(`/api/emergency-requests/${id}`, base), {
        method: "PATCH",
        headers: {
          origin: base,
          "content-type": "application/json",
          cookie: admin,
          "x-forwarded-for": "6.6.6.6",
          "x-pawalert-client-chain": "7.7.7.7",
        },
        body: JSON.stringify({ status: "responded" }),
      });
      expect(res.status).toBe(200);
      const { rows } = await sql.query(`SELECT ip_address FROM audit_logs WHERE entity_id = $1 AND action = 'status_change'`, [id]);
      expect(rows.map((r) => r.ip_address)).toEqual(["127.0.0.1"]);
    });
  });
});

describe("one clinic cannot be flooded (finding 1, build 1)", () => {
  // The real per-clinic cap (the shared test server's is raised for the other files' sake).
  const server = useOwnServer({ TRUSTED_PROXY_HOPS: "1", CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR: "3" });
  let base: string;
  let clinicId: string;
  beforeAll(async () => {
    base = server.base();
    const { rows } = await sql.query(
      `INSERT INTO clinics (name, address, phone, email, region_id, is_24_hour, latitude, longitude)
       VALUES ($1, 'Flood street', '+85229001299', 'flood@clinic.test', (SELECT id FROM regions WHERE code = 'KLN'), true, 22.32, 114.17) RETURNING id`,
      [`Flood target ${Date.now()}`],
    );
    clinicId = rows[0].id;
  });
  afterAll(() => sql.query(`DELETE FROM clinics WHERE id = $1`, [clinicId]));

  const anonymousAlerts = async () =>
    (
      await sql.query(
        `SELECT count(DISTINCT m.emergency_request_id)::int AS n FROM messages m JOIN emergency_requests r ON r.id = m.emergency_request_id
          WHERE m.clinic_id = $1 AND r.user_id IS NULL AND m.created_at > now() - interval '1 hour'`,
        [clinicId],
      )
    ).rows[0].n as number;

  /** One anonymous owner at `address`: a new request, then a broadcast to the target clinic. */
  async function attack(address: string): Promise<number> {
    const headers = { "x-forwarded-for": address };
    const created = await newRequest(base, headers);
    if (created.status !== 201) return created.status;
    const { id } = (await created.json()) as { id: string };
    return (await broadcast(id, { clinicIds: [clinicId] }, { base, headers })).status;
  }

  it("500 owners at 500 addresses alert it 3 times in the hour; the rest are told to call, with Retry-After", async () => {
    const statuses: number[] = [];
    for (let wave = 0; wave < 25; wave++) {
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => attack(`100.64.${wave}.${i + 1}`)))));
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(497);
    expect(await anonymousAlerts()).toBe(3);

    const created = await newRequest(base, { "x-forwarded-for": "100.65.0.1" });
    const { id } = (await created.json()) as { id: string };
    const refused = await broadcast(id, { clinicIds: [clinicId] }, { base, headers: { "x-forwarded-for": "100.65.0.1" } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      clinicIds: "Results.errors.clinicsBusy",
    });
  }, 180_000);

  it("one address with rotating X-Forwarded-For values gets no further", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push(await attack(`10.${i}.1.1, 100.66.0.1`));
    expect(statuses.every((s) => s === 429)).toBe(true);
    expect(await anonymousAlerts()).toBe(3);
  }, 60_000);
});
