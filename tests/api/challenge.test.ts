import { createHmac } from "node:crypto";
import { createChallenge } from "altcha-lib/v1";
import { fetchChallenge, solve, withSolution } from "@/tests/utils/challenge";
import { api, DEMO, ipSequence, signIn, useSql, type CookieJar } from "@/tests/utils/http";

// The human check of anonymous broadcasts (SECURITY.md): GET /api/challenge
// hands out a signed proof-of-work challenge; POST .../broadcast without a
// valid, unexpired, unspent solution in X-Altcha is 403 challenge_required,
// unless the caller is signed in.

const sql = useSql();
const nextIp = ipSequence("198.51.103", 0, 200);

async function newRequest(headers: Record<string, string>) {
  const res = await api("/api/emergency-requests", {
    method: "POST",
    headers,
    json: {
      symptom: "Seizure",
      symptomKeys: ["seizure"],
      petSpecies: "cat",
      locationLatitude: 22.2783,
      locationLongitude: 114.1747,
      contactName: "Chan Tai Man",
      contactPhone: "+852 6123 4567",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

let clinicId: string;
beforeAll(async () => {
  const { rows } = await sql.query("SELECT id FROM clinics WHERE status = 'active' AND email IS NOT NULL ORDER BY name LIMIT 1");
  clinicId = rows[0].id;
});

const broadcast = (id: string, headers: Record<string, string>, jar?: CookieJar) =>
  api(`/api/emergency-requests/${id}/broadcast`, { method: "POST", json: { clinicIds: [clinicId] }, headers, jar });

async function expectChallengeRequired(res: Response) {
  expect(res.status).toBe(403);
  const { error } = await res.json();
  expect(error.code).toBe("challenge_required");
  expect(error.message).toMatch(/person.*\/.*真人/);
}

async function messageCount(id: string): Promise<number> {
  const { rows } = await sql.query("SELECT count(*)::int AS n FROM messages WHERE emergency_request_id = $1", [id]);
  return rows[0].n;
}

describe("GET /api/challenge", () => {
  it("is a signed SHA-256 challenge up to 50,000 that expires in 10 minutes, never cached", async () => {
    const res = await api("/api/challenge", { headers: { "x-forwarded-for": nextIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const challenge = await res.json();
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: 50_000 });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(/expires=(\d+)/.exec(challenge.salt)?.[1]);
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it("is rate-limited per client address", async () => {
    const headers = { "x-forwarded-for": "198.51.104.1" };
    for (let i = 0; i < 300; i++) expect((await api("/api/challenge", { headers })).status).toBe(200);
    const refused = await api("/api/challenge", { headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await api("/api/challenge", { headers: { "x-forwarded-for": "198.51.104.2" } })).status).toBe(200);
  });
});

describe("anonymous broadcast", () => {
  it("without a solution is 403 challenge_required, and nothing is queued", async () => {
    const headers = { "x-forwarded-for": nextIp() };
    const id = await newRequest(headers);
    await expectChallengeRequired(await broadcast(id, headers));
    await expectChallengeRequired(await broadcast(id, { ...headers, "x-altcha": "bm90IGEgc29sdXRpb24=" }));
    expect(await messageCount(id)).toBe(0);
  });

  it("with a solved challenge is 201", async () => {
    const headers = { "x-forwarded-for": nextIp() };
    const id = await newRequest(headers);
    const res = await broadcast(id, await withSolution(headers));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ count: 1 });
    expect(await messageCount(id)).toBeGreaterThan(0);
  });

  it("refuses a solution used once already, even for another request", async () => {
    const headers = await withSolution({ "x-forwarded-for": nextIp() });
    expect((await broadcast(await newRequest(headers), headers)).status).toBe(201);
    const second = await newRequest(headers);
    await expectChallengeRequired(await broadcast(second, headers));
    expect(await messageCount(second)).toBe(0);
  });

  it("refuses a wrong answer and a challenge it did not sign", async () => {
    const headers = { "x-forwarded-for": nextIp() };
    const id = await newRequest(headers);
    const payload = JSON.parse(Buffer.from(solve(await fetchChallenge(headers)), "base64").toString());
    const wrong = Buffer.from(JSON.stringify({ ...payload, number: (payload.number + 1) % 50_001 })).toString("base64");
    await expectChallengeRequired(await broadcast(id, { ...headers, "x-altcha": wrong }));
    const foreign = await createChallenge({
      algorithm: "SHA-256",
      maxnumber: 100,
      hmacKey: "not-the-server-key",
      expires: new Date(Date.now() + 60_000),
    });
    await expectChallengeRequired(await broadcast(id, { ...headers, "x-altcha": solve({ ...foreign, maxnumber: 100 }) }));
  });

  it("refuses an expired challenge", async () => {
    // Signed with the server's key (derived from NEXTAUTH_SECRET, lib/sign-in/human-check.ts), expired a minute ago.
    const key = createHmac("sha256", process.env.NEXTAUTH_SECRET!).update("pawalert:altcha-hmac-key:v1").digest("hex");
    const expired = await createChallenge({ algorithm: "SHA-256", maxnumber: 1_000, hmacKey: key, expires: new Date(Date.now() - 60_000) });
    const fresh = await createChallenge({ algorithm: "SHA-256", maxnumber: 1_000, hmacKey: key, expires: new Date(Date.now() + 60_000) });
    const headers = { "x-forwarded-for": nextIp() };
    const id = await newRequest(headers);
    await expectChallengeRequired(await broadcast(id, { ...headers, "x-altcha": solve({ ...expired, maxnumber: 1_000 }) }));
    // The same key, unexpired: accepted (so the refusal above was the expiry).
    expect((await broadcast(id, { ...headers, "x-altcha": solve({ ...fresh, maxnumber: 1_000 }) })).status).toBe(201);
  });
});

describe("signed-in broadcast", () => {
  it("needs no solution", async () => {
    const { ok, jar } = await signIn(DEMO.owner, DEMO.password);
    expect(ok).toBe(true);
    const headers = { "x-forwarded-for": nextIp() };
    const id = await newRequest(headers);
    const res = await broadcast(id, headers, jar);
    expect(res.status).not.toBe(403);
    expect(res.status).toBe(201);
  });
});
