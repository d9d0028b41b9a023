// HTTP helpers for api-tier tests: a real sign-in through NextAuth's endpoints,
// the server's database, and per-test client addresses.
import pg from "pg";
import { linkPath, VERIFY_LINK, waitForMail } from "./mail";
import { completeSecondFactor, type SessionCall } from "./second-factor";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:3000";

export class CookieJar {
  private cookies = new Map<string, string>();

  store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(name: string) {
    return this.cookies.has(name);
  }
}

/** fetch against the test server, carrying and updating a cookie jar. Same-origin by default. */
export async function api(path: string, init: RequestInit & { jar?: CookieJar; json?: unknown } = {}) {
  const { jar, json, headers, ...rest } = init;
  const res = await fetch(new URL(path, BASE_URL), {
    redirect: "manual",
    ...rest,
    headers: {
      origin: BASE_URL,
      ...(json !== undefined ? { "content-type": "application/json" } : {}),
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  jar?.store(res);
  return res;
}

export type CredentialsResult = { ok: boolean; error: string | null; jar: CookieJar };

/** fetch with a session cookie on the server at `base` (another server of the same build), as the second-factor helpers call it. */
export const cookieCall =
  (base: string, cookie: string): SessionCall =>
  async (path, init = {}) => {
    const res = await fetch(new URL(path, base), {
      method: init.method ?? "GET",
      headers: { origin: base, cookie, ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

/** `api` on a signed-in jar, as the second-factor helpers call it. */
export const jarCall =
  (jar: CookieJar): SessionCall =>
  async (path, init = {}) => {
    const res = await api(path, { jar, method: init.method, json: init.json });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

/**
 * Signs in (or up, with mode "signup") by the same requests the sign-in page
 * makes; an admin's session also passes its second factor (a test passkey,
 * tests/utils/second-factor.ts), as the admin would next. `secondFactor:
 * false` leaves it waiting.
 */
export async function signIn(
  email: string,
  password: string,
  mode: "signin" | "signup" = "signin",
  { secondFactor = true } = {},
): Promise<CredentialsResult> {
  const jar = new CookieJar();
  const csrf = (await (await api("/api/auth/csrf", { jar })).json()) as { csrfToken: string };
  const res = await api("/api/auth/callback/credentials", {
    jar,
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken, email, password, mode, json: "true" }),
  });
  const { url } = (await res.json()) as { url: string };
  const error = new URL(url).searchParams.get("error");
  const ok = !error && jar.has("next-auth.session-token");
  if (ok && secondFactor) await completeSecondFactor(jarCall(jar), email, BASE_URL);
  return { ok, error, jar };
}

export const DEMO = {
  password: "PawAlert-demo-1",
  admin: "admin@example.com",
  staff: "staff@example.com",
  owner: "owner@example.com",
} as const;

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
}

/**
 * A pg client on the test server's database for this test file: connected before
 * its tests, closed after them. Call it at the top of the file, before any
 * beforeAll that queries it (hooks run in the order they are declared).
 */
export function useSql(): pg.Client {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  beforeAll(() => client.connect());
  afterAll(() => client.end());
  return client;
}

/**
 * Client addresses `${prefix}.${first + 1}`, `${prefix}.${first + 2}`, ... wrapping
 * after `span`: rate limits are per IP and persist, so each test file keeps its own
 * range and each test its own address.
 */
export function ipSequence(prefix: string, first: number, span: number): () => string {
  let n = 0;
  return () => `${prefix}.${first + (++n % span)}`;
}

/** The emergency api tests file unless they say otherwise: a dog's seizure in Mong Kok. */
export const SEIZURE_IN_MONG_KOK = {
  symptom: "Seizure",
  symptomKeys: ["seizure"],
  petSpecies: "dog",
  locationLatitude: 22.3193,
  locationLongitude: 114.1694,
  contactName: "Api Test",
  contactPhone: "+85291234567",
};

/**
 * POST /api/emergency-requests from `ip` (SEIZURE_IN_MONG_KOK unless `fields`
 * say otherwise), signed in with `jar` if given, expecting 201: the new request's id.
 */
export async function newEmergencyRequest(ip: string, fields: Record<string, unknown> = {}, jar?: CookieJar): Promise<string> {
  const res = await api("/api/emergency-requests", {
    method: "POST",
    jar,
    headers: { "x-forwarded-for": ip },
    json: { ...SEIZURE_IN_MONG_KOK, ...fields },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

// ---------------------------------------------------------------- account mail

export { INVITATION_LINK, linkPath, mailsTo, UNDO_LINK, VERIFY_LINK, waitForMail, type PeerMail } from "./mail";

/** Signs up as the sign-in page does, opens the emailed link, then signs in: a verified account. */
export async function signUp(email: string, password: string): Promise<CredentialsResult> {
  const asked = await signIn(email, password, "signup");
  if (asked.error !== "check_email") throw new Error(`sign-up answered ${asked.error}`);
  const mail = await waitForMail(email, VERIFY_LINK);
  const opened = await api(linkPath(mail));
  if (opened.status !== 200) throw new Error(`verification link answered ${opened.status}`);
  return signIn(email, password);
}
