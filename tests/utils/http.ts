// HTTP helpers for api-tier tests: a real sign-in through NextAuth's endpoints,
// the server's database, and per-test client addresses.
import pg from "pg";

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

/** Signs in (or up, with mode "signup") by the same requests the sign-in page makes. */
export async function signIn(email: string, password: string, mode: "signin" | "signup" = "signin"): Promise<CredentialsResult> {
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
  return { ok: !error && jar.has("next-auth.session-token"), error, jar };
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

// ---------------------------------------------------------------- account mail (issue 17)

/** A mail the loopback SMTP peer received (tests/peers/smtp.ts, over SMTP_PEER_URL). */
export type PeerMail = { to: string[]; subject: string; text: string; html: string };

export async function mailsTo(address: string): Promise<PeerMail[]> {
  const peer = process.env.SMTP_PEER_URL;
  if (!peer) throw new Error("SMTP_PEER_URL is not set (the test runner starts the SMTP peer)");
  const all = (await (await fetch(`${peer}/mails`)).json()) as PeerMail[];
  return all.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits for the `n`th mail to an address whose text matches (account mails are sent in the background). */
export async function waitForMail(address: string, match: RegExp = /./, n = 1, timeoutMs = 15_000): Promise<PeerMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).filter((m) => match.test(m.text));
    if (found.length >= n) return found[n - 1];
    if (Date.now() > until) throw new Error(`no mail matching ${match} to ${address} (${found.length} of ${n})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const VERIFY_LINK = /https?:\/\/\S+?\/verify-email\/[A-Za-z0-9_-]{43}/;
export const INVITATION_LINK = /https?:\/\/\S+?\/invitations\/[A-Za-z0-9_-]{43}/;

/** The path of the link of this kind in a mail (the link's host is the server's APP_URL). */
export function linkPath(mail: PeerMail, kind: RegExp = VERIFY_LINK): string {
  const found = kind.exec(mail.text)?.[0];
  if (!found) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(found).pathname;
}

/** Signs up as the sign-in page does, opens the emailed link, then signs in: a verified account. */
export async function signUp(email: string, password: string): Promise<CredentialsResult> {
  const asked = await signIn(email, password, "signup");
  if (asked.error !== "check_email") throw new Error(`sign-up answered ${asked.error}`);
  const mail = await waitForMail(email, VERIFY_LINK);
  const opened = await api(linkPath(mail));
  if (opened.status !== 200) throw new Error(`verification link answered ${opened.status}`);
  return signIn(email, password);
}
