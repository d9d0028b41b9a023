import { randomUUID } from "node:crypto";
import { api, ipSequence, useSql } from "@/tests/utils/http";

// POST /api/emergency-requests with an Idempotency-Key header. The
// wizard retries a submission with the same key after a network error or a
// 503; the same key must never store a second request.

const VALID = {
  symptom: "Seizure",
  symptomKeys: ["seizure"],
  petSpecies: "cat",
  locationLatitude: 22.3193,
  locationLongitude: 114.1694,
  contactName: "Chan Tai Man",
  contactPhone: "9123 4567",
};

const sql = useSql();

const nextIp = ipSequence("198.51.100", 200, 50);
function submit(key: string, ip = nextIp()) {
  return api("/api/emergency-requests", {
    method: "POST",
    json: VALID,
    headers: { "idempotency-key": key, "x-forwarded-for": ip },
  });
}

async function rowsWithKey(key: string): Promise<string[]> {
  const { rows } = await sql.query("SELECT id FROM emergency_requests WHERE idempotency_key = $1", [key]);
  return rows.map((r) => r.id);
}

describe("Idempotency-Key on POST /api/emergency-requests", () => {
  it("answers a repeat with the first request (200, same body) and stores one row", async () => {
    const key = randomUUID();
    const first = await submit(key);
    expect(first.status).toBe(201);
    const created = await first.json();
    const again = await submit(key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    expect(await rowsWithKey(key)).toEqual([created.id]);
  });

  it("stores one row when submissions with the same key race", async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit(key)));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(bodies.map((b) => b.id));
    expect(ids.size).toBe(1);
    expect(await rowsWithKey(key)).toEqual([...ids]);
  });

  it("creates a request per distinct key", async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const [ra, rb] = [await submit(a), await submit(b)];
    expect([ra.status, rb.status]).toEqual([201, 201]);
    const [ia, ib] = [(await ra.json()).id, (await rb.json()).id];
    expect(ia).not.toBe(ib);
    expect(await rowsWithKey(a)).toEqual([ia]);
    expect(await rowsWithKey(b)).toEqual([ib]);
  });

  it("does not spend a rate-limit slot on a repeat", async () => {
    const ip = "198.51.100.3";
    const points = async () =>
      (await sql.query("SELECT points FROM rate_limits WHERE key = $1", [`emergencyCreateIp:${ip}`])).rows[0]?.points ?? 0;
    const key = randomUUID();
    const before = await points();
    expect((await submit(key, ip)).status).toBe(201);
    expect(await points()).toBe(before + 1);
    expect((await submit(key, ip)).status).toBe(200);
    expect((await submit(key, ip)).status).toBe(200);
    expect(await points()).toBe(before + 1);
  });

  it.each([
    ["too short", "abc1234"],
    ["too long", "k".repeat(129)],
    ["a space", "has a space"],
    ["punctuation", "key.with.dots"],
  ])("refuses a key with %s (400, field message, nothing stored)", async (_why, key) => {
    const res = await submit(key);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: "validation_failed", fields: { "Idempotency-Key": "Validation.idempotencyKeyInvalid" } });
    expect(await rowsWithKey(key)).toEqual([]);
  });
});
