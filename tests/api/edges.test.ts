import type { ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { networkInterfaces } from "node:os";
import { withSolution } from "@/tests/utils/challenge";
import { freePort, spawnAppServer, stopChild, waitForHealth } from "@/scripts/local-server";
import {
  api,
  BASE_URL,
  ipSequence,
  newEmergencyRequest,
  signIn,
  signUp,
  uniqueEmail,
  useSql,
  waitForMail,
  DEMO,
  type CookieJar,
} from "@/tests/utils/http";

// The edges a penetration test of a local production build found,
// findings 1 to 6, each reproduced against the build (SECURITY.md lists them).

const sql = useSql();
const nextIp = ipSequence("198.18.30", 0, 200);
const fromIp = () => ({ "x-forwarded-for": nextIp() });

/** Every hidden character (controls, soft hyphens, bidi and zero-width marks) that must not reach a clinic or a page. */
const HIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2028\u2029\u2066-\u2069\uFEFF]/;

/** A cat's seizure in Wan Chai from a new address (signed in with `jar`), unless `fields` say otherwise. */
const newRequest = (fields: Record<string, unknown> = {}, jar?: CookieJar) =>
  newEmergencyRequest(
    nextIp(),
    {
      petSpecies: "cat",
      locationLatitude: 22.2783,
      locationLongitude: 114.1747,
      contactName: "Wong Siu Ming",
      contactPhone: "+852 6123 4567",
      ...fields,
    },
    jar,
  );

async function emailClinics(limit: number): Promise<string[]> {
  const { rows } = await sql.query(`SELECT id FROM clinics WHERE status = 'active' AND email IS NOT NULL ORDER BY name LIMIT ${limit}`);
  return rows.map((r) => r.id);
}

const broadcast = async (id: string, clinicIds: string[], jar?: CookieJar) =>
  api(`/api/emergency-requests/${id}/broadcast`, {
    method: "POST",
    jar,
    json: { clinicIds },
    headers: jar ? fromIp() : await withSolution(fromIp()),
  });

/** Every string in a JSON value. */
const texts = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(texts) : [];

/** Polls `read` until it returns something (the worker sends in the background). */
async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** "abcdef…" → "aBcDeF…". */
const mixedCase = (id: string) => [...id].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join("");

describe("finding 1: the per-request broadcast cap does not depend on the id's letter case", () => {
  it("after 5 broadcasts the same request in upper or mixed case is refused with 429 too", async () => {
    const id = await newRequest();
    const clinics = await emailClinics(7);
    // Spelled three ways; the test server allows 5 per request per hour (BROADCAST_MAX_PER_REQUEST default).
    const spellings = [id, id.toUpperCase(), mixedCase(id), id.toUpperCase(), id];
    for (const [i, spelled] of spellings.entries()) expect((await broadcast(spelled, [clinics[i]])).status).toBe(201);
    expect((await broadcast(id.toUpperCase(), [clinics[5]])).status).toBe(429);
    expect((await broadcast(mixedCase(id), [clinics[6]])).status).toBe(429);
    // One row, one spelling: every message is on the stored request.
    const { rows } = await sql.query("SELECT count(DISTINCT clinic_id)::int AS n FROM messages WHERE emergency_request_id = $1", [id]);
    expect(rows[0].n).toBe(5);
  });

  it("an id in any case reads the same request, answered in lower case", async () => {
    const id = await newRequest();
    const res = await api(`/api/emergency-requests/${id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }).id).toBe(id);
  });

  it("staff reach their own clinic's routes by an id in any case, and still not another clinic's", async () => {
    const staff = await signIn(DEMO.staff, DEMO.password);
    const own = (await sql.query("SELECT clinic_id FROM users WHERE email = $1", [DEMO.staff])).rows[0].clinic_id as string;
    const other = (await sql.query("SELECT id FROM clinics WHERE id <> $1 ORDER BY name LIMIT 1", [own])).rows[0].id as string;
    for (const spelled of [own.toUpperCase(), mixedCase(own)]) {
      expect((await api(`/api/clinics/${spelled}`, { jar: staff.jar })).status).toBe(200);
      expect((await api(`/api/clinics/${spelled}/emergency-requests`, { jar: staff.jar })).status).toBe(200);
      // Past the guard to the payload's own check (400, not 403), without changing the clinic's profile.
      const profile = await api(`/api/clinics/${spelled}/profile`, { method: "PUT", jar: staff.jar, json: { specialists: null } });
      expect(profile.status).toBe(400);
    }
    expect((await api(`/api/clinics/${other.toUpperCase()}`, { jar: staff.jar })).status).toBe(403);
  });
});

describe("finding 2: hidden characters never reach a clinic or a page", () => {
  it("pet fields and the request's free text are stored and sent without controls, overrides, separators or invisible characters", async () => {
    const owner = await signUp(uniqueEmail("edges-hidden"), "Edges-hidden-1");
    expect(owner.ok).toBe(true);
    const petRes = await api("/api/pets", {
      method: "POST",
      jar: owner.jar,
      json: {
        name: "Rex\u202Egnp.exe\u0007",
        species: "dog",
        breed: "B\u202E\u200B",
        medicalNotes: "Allergic\u2028to\u00AD chicken\uFEFF",
      },
    });
    expect(petRes.status).toBe(201);
    const pet = (await petRes.json()) as { id: string; name: string; breed: string; medicalNotes: string };
    expect(pet).toMatchObject({ name: "Rexgnp.exe", breed: "B", medicalNotes: "Allergic\nto chicken" });

    const id = await newRequest(
      {
        petId: pet.id,
        petSpecies: undefined,
        symptom: "Seizure\u2029then\u200B collapse\u202E",
        contactName: "Chan\u200DTai\u2028Man\uFEFF",
        petBreed: "Shiba\u00AD Inu",
        manualLocation: "Mong\u2066 Kok\u0085",
      },
      owner.jar,
    );
    const { rows: stored } = await sql.query(
      "SELECT symptom, contact_name, pet_breed, manual_location FROM emergency_requests WHERE id = $1",
      [id],
    );
    expect(stored[0]).toEqual({
      symptom: "Seizure\nthen collapse",
      contact_name: "ChanTai Man",
      pet_breed: "Shiba Inu",
      manual_location: "Mong Kok",
    });

    const { rows: clinics } = await sql.query(
      `SELECT id, email, whatsapp FROM clinics WHERE status = 'active' AND email IS NOT NULL AND whatsapp IS NOT NULL ORDER BY name LIMIT 1`,
    );
    expect((await broadcast(id, [clinics[0].id], owner.jar)).status).toBe(201);
    const { rows: messages } = await sql.query("SELECT content FROM messages WHERE emergency_request_id = $1", [id]);
    for (const m of messages) {
      expect(m.content).toContain("Rexgnp.exe");
      expect(m.content).not.toMatch(HIDDEN);
    }
    // What the clinic received: the email (subject, text, HTML) and the WhatsApp template's parameters.
    const mail = await waitForMail(clinics[0].email, /Rexgnp\.exe/);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(HIDDEN);
    const template = await until(async () => {
      const sent = (await (await fetch(`${process.env.WHATSAPP_PEER_URL}/__peer/requests`)).json()) as { body: unknown }[];
      return sent.map((r) => texts(r.body)).find((t) => t.some((text) => text.includes("then collapse")));
    });
    for (const text of template) expect(text).not.toMatch(HIDDEN);
  });

  it("text stored before the rule is cleaned again when the alert is built", async () => {
    const id = await newRequest();
    await sql.query("UPDATE emergency_requests SET symptom = $2, contact_name = $3 WHERE id = $1", [
      id,
      "Old\u202Erow\u0007\u2028",
      "Lee\u200B Siu\u00AD",
    ]);
    const [clinic] = await emailClinics(1);
    expect((await broadcast(id, [clinic])).status).toBe(201);
    const { rows } = await sql.query("SELECT content FROM messages WHERE emergency_request_id = $1", [id]);
    expect(rows[0].content).toContain("Oldrow");
    expect(rows[0].content).toContain("Lee Siu");
    expect(rows[0].content).not.toMatch(HIDDEN);
  });
});

describe("finding 3: URLs that do not decode or hold a NUL answer 400, never 500", () => {
  it("the directory search, a clinic page and the clinic API", async () => {
    for (const path of [
      "/clinics?q=a%00b",
      "/zh-HK/clinics?q=%00",
      "/clinics/%E0%A4%A",
      "/zh-HK/clinics/%E0%A4%A",
      "/api/clinics/%E0%A4%A",
      "/api/clinics?region=%00",
      "/emergency-results/%E0%A4%A",
    ]) {
      const res = await api(path);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      if (path.startsWith("/api/")) expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
      else expect(await res.text()).toMatch(/web address.*網址/s);
    }
    // Next reads a query's undecodable escape leniently (as U+FFFD) before the proxy sees it: no error to guard against.
    expect((await api("/api/places/resolve?q=%E0%A4%A")).status).toBeLessThan(500);
    // An ordinary search still works.
    expect((await api("/clinics?q=%E6%B2%99%E7%94%B0")).status).toBe(200);
  });
});

/** A request to the test server with a Host header of our choosing (fetch cannot set Host). */
function rawRequest(
  path: string,
  {
    host,
    method = "GET",
    headers = {},
    body,
    address = "127.0.0.1",
    port = Number(new URL(BASE_URL).port),
  }: { host?: string; method?: string; headers?: Record<string, string>; body?: string; address?: string; port?: number },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: address,
        port,
        path,
        method,
        headers: { ...(host ? { host } : {}), ...headers, ...(body ? { "content-length": Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** This machine's first address that is not loopback, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === "IPv4" && !a.internal)?.address;

describe("finding 4: the demo inbox is served only to this machine", () => {
  // The test server has real channels (so no inbox): a second server of the same
  // build as `npm start` runs it (demo mode, no channel, no proxy), but listening
  // on every interface, as someone showing the demo on a network would start it.
  let demo: ChildProcess;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, HOSTNAME: "0.0.0.0", DEMO: "1", TRUSTED_PROXY_HOPS: "0", WORKER: "off" };
    for (const key of Object.keys(env)) if (/^(SMTP_|EMAIL_FROM|WHATSAPP_)/.test(key)) delete env[key];
    env.APP_URL = env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
    demo = spawnAppServer(port, env, "ignore");
    if (!(await waitForHealth(`http://127.0.0.1:${port}/api/health`, demo))) throw new Error("the demo server did not start");
  }, 120_000);
  afterAll(() => stopChild(demo));

  it("answers a loopback client, and 404 to another machine's, a forged X-Forwarded-For and a rebinding Host", async () => {
    expect((await rawRequest("/demo/inbox", { port })).status).toBe(200);
    // A Host that is not ours, though the socket is loopback (DNS rebinding).
    expect((await rawRequest("/demo/inbox", { port, host: "evil.example" })).status).toBe(404);
    expect(lanAddress).toBeDefined();
    expect((await rawRequest("/demo/inbox", { port, address: lanAddress })).status).toBe(404);
    expect((await rawRequest("/demo/inbox", { port, address: lanAddress, headers: { "x-forwarded-for": "127.0.0.1" } })).status).toBe(404);
    // The demo itself is there for that machine; only the inbox is not.
    expect((await rawRequest("/", { port, address: lanAddress })).status).toBe(200);
  });
});

describe("finding 5: a revoked session is no session", () => {
  const session = async (cookie: string) => (await api("/api/auth/session", { headers: { cookie } })).json();

  it("the browser is never sent the session id, and signing out empties /api/auth/session for the old cookie", async () => {
    const { jar } = await signIn(DEMO.owner, DEMO.password);
    const cookie = jar.header();
    const live = (await session(cookie)) as Record<string, unknown>;
    expect(live).toMatchObject({ user: { email: DEMO.owner } });
    expect(live).not.toHaveProperty("sid");

    const csrf = (await (await api("/api/auth/csrf", { jar })).json()) as { csrfToken: string };
    await api("/api/auth/signout", {
      jar,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken: csrf.csrfToken, json: "true" }),
    });
    expect(await session(cookie)).toEqual({});
  });

  it("deleting the account empties it too", async () => {
    const email = uniqueEmail("edges-deleted");
    const { jar } = await signUp(email, "Edges-deleted-1");
    const cookie = jar.header();
    expect(await session(cookie)).toMatchObject({ user: { email } });
    expect((await api("/api/users/gdpr-delete", { jar, method: "DELETE" })).status).toBe(200);
    expect(await session(cookie)).toEqual({});
  });
});

describe("finding 6: the same-origin check refuses a Host that is not ours", () => {
  it("a forged Host with a matching Origin (DNS rebinding) gets 403 and stores nothing", async () => {
    const { port } = new URL(BASE_URL);
    const marker = `Rebinding ${Date.now()}`;
    const body = JSON.stringify({
      symptom: marker,
      petSpecies: "dog",
      manualLocation: "Mong Kok",
      contactName: "Chan Tai Man",
      contactPhone: "9123 4567",
    });
    const forged: Record<string, string>[] = [{ origin: `http://evil.example:${port}` }, { "sec-fetch-site": "same-origin" }];
    for (const headers of forged) {
      const res = await rawRequest("/api/emergency-requests", {
        method: "POST",
        host: `evil.example:${port}`,
        headers: { "content-type": "application/json", ...headers, ...fromIp() },
        body,
      });
      expect(res.status).toBe(403);
      expect(JSON.parse(res.text).error.code).toBe("forbidden");
    }
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM emergency_requests WHERE symptom = $1", [marker]);
    expect(rows[0].n).toBe(0);
    // The same request to the server's own address is accepted.
    const own = await rawRequest("/api/emergency-requests", {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL, ...fromIp() },
      body,
    });
    expect(own.status).toBe(201);
  });
});
