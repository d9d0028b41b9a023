import type { ChildProcess } from "node:child_process";
import { freePort, spawnAppServer, stopChild, waitForHealth } from "@/scripts/local-server";
import { cookieCall } from "./http";
import { completeSecondFactor } from "./second-factor";

// A second server of the test build with settings of its own (the real
// per-clinic cap, no proxy, a short results list), on the test database: for
// the api tests that need what the shared server is configured not to do.

/**
 * Starts the server before the file's (or describe block's) tests and stops it
 * after them; `base()` is its address. The worker is off unless `env` says so;
 * `env` may be a function, read when the server starts (after earlier beforeAll hooks).
 */
export function useOwnServer(env: Record<string, string> | (() => Record<string, string>)): { base: () => string } {
  let child: ChildProcess | undefined;
  let base = "";
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const own = typeof env === "function" ? env() : env;
    child = spawnAppServer(port, { ...process.env, WORKER: "off", APP_URL: base, NEXTAUTH_URL: base, ...own }, "ignore");
    if (!(await waitForHealth(`${base}/api/health`, child, 90_000))) throw new Error(`the server at ${base} did not start`);
  }, 120_000);
  afterAll(() => (child ? stopChild(child) : undefined));
  return { base: () => base };
}

/** A session cookie ("next-auth.session-token=…") from a password sign-in on the server at `base` (an admin's with its second factor passed). */
export async function signInAt(base: string, email: string, password: string): Promise<string> {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const cookies = csrfRes.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; "), origin: base },
    body: new URLSearchParams({ csrfToken, email, password, mode: "signin", json: "true" }),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  if (!session) throw new Error(`signing in ${email} at ${base} answered ${res.status} without a session`);
  const cookie = session.split(";")[0];
  await completeSecondFactor(cookieCall(base, cookie), email, base);
  return cookie;
}
