// The "faults" test tier: emergency requests must survive a
// PostgreSQL restart. Against a private PostgreSQL cluster and the production
// build, a few clients submit emergency requests continuously, each with its own
// Idempotency-Key, retrying on 503 or a network error with the same key, while
// the database is stopped for 5 s and started again. Then every key the clients
// saw succeed must be in the database exactly once, and nothing else.
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { migrateUrl } from "@/lib/db/migrate";
import { freePort, startNext, stopChild, waitForHealth } from "./local-server";
import { privatePostgresMissing, startPrivatePostgres, type PrivatePostgres } from "./private-postgres";

const CLIENTS = 4;
const LOAD_MS = 20_000;
const STOP_AT_MS = 5_000;
const OUTAGE_MS = 5_000;
/** A 503 must come quickly (the pool's connection timeout is 3 s); generous for a loaded 2-core machine. */
const MAX_503_MS = 6_000;
const REQUEST_TIMEOUT_MS = 15_000;
const LOG = path.join(process.cwd(), "test-logs", "faults-server.log");

const PAYLOAD = {
  symptom: "Seizure",
  symptomKeys: ["seizure"],
  petSpecies: "dog",
  locationLatitude: 22.3193,
  locationLongitude: 114.1694,
  contactName: "Fault Test",
  contactPhone: "9123 4567",
};

type Stats = { attempts: number; unavailable: number; retries: number; max503Ms: number; unexpected: string[] };
type Success = { key: string; id: string; at: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One key, submitted until it succeeds: 503 and network errors are retried with the same key. */
async function submitUntilStored(baseUrl: string, stats: Stats, giveUpAt: number): Promise<Success | null> {
  const key = randomUUID();
  // One made-up client address per key: the per-IP creation limit is for floods, not this test.
  const ip = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
  for (let attempt = 0; Date.now() < giveUpAt; attempt++) {
    if (attempt > 0) stats.retries++;
    stats.attempts++;
    const started = Date.now();
    try {
      const res = await fetch(`${baseUrl}/api/emergency-requests`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl, "idempotency-key": key, "x-forwarded-for": ip },
        body: JSON.stringify(PAYLOAD),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const elapsed = Date.now() - started;
      if (res.status === 200 || res.status === 201) return { key, id: (await res.json()).id, at: Date.now() };
      const body = await res.text();
      if (res.status !== 503) {
        stats.unexpected.push(`${res.status} ${body.slice(0, 200)}`);
        return null;
      }
      stats.unavailable++;
      stats.max503Ms = Math.max(stats.max503Ms, elapsed);
      if (!res.headers.get("retry-after")) stats.unexpected.push("503 without Retry-After");
      if (!body.includes('"code":"unavailable"')) stats.unexpected.push(`503 body ${body.slice(0, 200)}`);
    } catch (error) {
      // The app never goes away in this test, so a network error is itself a finding.
      stats.unexpected.push(`network error: ${(error as Error).message}`);
    }
    await sleep(250);
  }
  stats.unexpected.push(`key never stored before the deadline`);
  return null;
}

type HealthProbe = { status: number; ms: number };

async function probeHealth(baseUrl: string): Promise<HealthProbe> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }).catch(() => null);
  return { status: res?.status ?? 0, ms: Date.now() - started };
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Runs the tier: 0 passed, 1 failed, "skipped" without PostgreSQL binaries
 * (a failure instead when CI is set: CI must not pass by skipping).
 * `baseEnv` carries the test runner's settings; `build` and `seed` are the runner's.
 */
export async function runFaultTier(
  baseEnv: NodeJS.ProcessEnv,
  { build, seed }: { build: () => Promise<boolean>; seed: (env: NodeJS.ProcessEnv) => Promise<number> },
): Promise<number | "skipped"> {
  const missing = privatePostgresMissing();
  if (missing) {
    console.log(`${process.env.CI ? "FAILED (CI)" : "skipped"}: ${missing}`);
    return process.env.CI ? 1 : "skipped";
  }
  if (!(await build())) return 1;
  let cluster: PrivatePostgres | undefined;
  let app: ChildProcess | undefined;
  try {
    cluster = await startPrivatePostgres();
    await query(cluster.adminUrl, "CREATE DATABASE pawalert_faults");
    const url = cluster.urlFor("pawalert_faults");
    await migrateUrl(url);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = { ...baseEnv, DATABASE_URL: url, DATABASE_POOL_MAX: "5", NODE_ENV: "production" as const, DEMO: "1" };
    if ((await seed(env)) !== 0) throw new Error("seeding the private cluster failed");
    // Warnings are expected during the outage; only errors and non-JSON output (crashes) reach the console.
    app = startNext(
      port,
      { ...env, APP_URL: baseUrl, NEXTAUTH_URL: baseUrl, PORT: String(port), LOG_LEVEL: "info", TRUSTED_PROXY_HOPS: "1" },
      {
        logPath: LOG,
        echo: (line) => !/^\{.*"level":"(info|debug|warn)"/.test(line),
        prefix: "[faults app] ",
      },
    );
    if (!(await waitForHealth(`${baseUrl}/api/health`, app))) throw new Error("the app did not become healthy");
    const [{ n: rowsBefore }] = await query<{ n: number }>(url, "SELECT count(*)::int AS n FROM emergency_requests");

    return await underLoadWithOutage(cluster, app, baseUrl, url, rowsBefore);
  } catch (error) {
    console.error(`fault tier: ${(error as Error).message}`);
    return 1;
  } finally {
    if (app) await stopChild(app);
    await cluster?.destroy();
  }
}

async function underLoadWithOutage(cluster: PrivatePostgres, app: ChildProcess, baseUrl: string, url: string, rowsBefore: number) {
  const stats: Stats = { attempts: 0, unavailable: 0, retries: 0, max503Ms: 0, unexpected: [] };
  const successes: Success[] = [];
  const t0 = Date.now();
  const stopNewKeysAt = t0 + LOAD_MS;
  const giveUpAt = stopNewKeysAt + 30_000;
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < stopNewKeysAt) {
      const stored = await submitUntilStored(baseUrl, stats, giveUpAt);
      if (stored) successes.push(stored);
      else await sleep(500);
    }
  });

  // The outage, with /api/health probed throughout it.
  await sleep(STOP_AT_MS);
  if ((await cluster.stop()) !== 0) throw new Error("pg_ctl stop failed");
  const outageStart = Date.now();
  const duringOutage: HealthProbe[] = [];
  while (Date.now() - outageStart < OUTAGE_MS) {
    duringOutage.push(await probeHealth(baseUrl));
    await sleep(500);
  }
  if ((await cluster.start()) !== 0) throw new Error("pg_ctl start failed");
  const restartedAt = Date.now();
  let healthyAgainMs: number | null = null;
  while (Date.now() - restartedAt < 20_000 && healthyAgainMs === null) {
    if ((await probeHealth(baseUrl)).status === 200) healthyAgainMs = Date.now() - restartedAt;
    else await sleep(250);
  }
  await Promise.all(clients);

  const rows = await query<{ id: string; idempotency_key: string | null }>(url, "SELECT id, idempotency_key FROM emergency_requests");
  const keyed = rows.filter((r) => r.idempotency_key !== null);
  const byKey = new Map(keyed.map((r) => [r.idempotency_key!, r.id]));
  const failures = [...new Set(stats.unexpected)].map((u) => `unexpected answer: ${u}`);
  const check = (ok: boolean, what: string) => ok || failures.push(what);
  check(app.exitCode === null, "the app exited during the outage");
  check(stats.unavailable > 0, "no request got a 503 during the outage");
  check(stats.max503Ms <= MAX_503_MS, `a 503 took ${stats.max503Ms} ms (limit ${MAX_503_MS})`);
  check(
    duringOutage.length > 0 && duringOutage.every((p) => p.status === 503),
    `/api/health answered ${duringOutage.map((p) => p.status)} while PostgreSQL was stopped (503 expected)`,
  );
  check(
    duringOutage.every((p) => p.ms <= MAX_503_MS),
    `/api/health took ${Math.max(...duringOutage.map((p) => p.ms))} ms during the outage`,
  );
  check(healthyAgainMs !== null, "/api/health did not answer 200 within 20 s of the restart");
  check(
    successes.some((s) => s.at > restartedAt + (healthyAgainMs ?? 0)),
    "no request succeeded after the restart",
  );
  check(
    successes.every((s) => byKey.get(s.key) === s.id),
    "a request the client saw succeed is missing from the database or has another id",
  );
  check(keyed.length === byKey.size, "an idempotency key appears twice");
  check(keyed.length === successes.length, `${keyed.length} keyed rows for ${successes.length} successful keys`);
  // The worker reports an outage once, not as an error every second.
  const appLog = readFileSync(LOG, "utf8");
  check(appLog.includes('"event":"messaging.database_unavailable"'), "the messaging worker did not report the database outage");
  check(!appLog.includes('"event":"messaging.batch_failed"'), "the messaging worker logged the outage as batch failures");
  check(rows.length === rowsBefore + successes.length, `${rows.length} rows, expected ${rowsBefore} seeded + ${successes.length} created`);

  console.log(
    `faults: ${successes.length} requests stored from ${stats.attempts} attempts, ${stats.unavailable} × 503, ${stats.retries} retries, ` +
      `max 503 latency ${stats.max503Ms} ms, health 503 ×${duringOutage.filter((p) => p.status === 503).length} during the outage, ` +
      `200 again ${healthyAgainMs ?? "never"} ms after the restart (app log: ${path.relative(process.cwd(), LOG)})`,
  );
  for (const f of failures) console.error(`  ✗ ${f}`);
  return failures.length === 0 ? 0 : 1;
}
