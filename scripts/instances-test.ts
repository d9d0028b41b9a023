// The "instances" test tier: two copies of the standalone server and
// two workers, started as the container image starts them (node server.js with
// WORKER=off, node worker.js), against one PostgreSQL, a loopback SMTP peer and
// the stand-in push service (push configured, a staff device subscribed for each clinic alerted).
// It checks what a scaled-out deployment relies on (docs/ARCHITECTURE.md, "Running and scaling"):
//  - idempotency keys raced across both instances store each request once;
//  - broadcasts created on either instance are delivered exactly once by the two workers, mail and push;
//  - the per-address and per-clinic limits count the sum over the instances;
//  - a session created on A is valid on B;
//  - killing A under load loses no acknowledged request (clients retry on B with the same key).
// PostgreSQL only (the embedded PGlite serves one process).
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { copyStandalone, freePort, spawnStandalone, stopChild, waitForHealth } from "./local-server";
import { migrateUrl } from "@/lib/db/migrate";
import { PUSH_MESSAGE_TYPE } from "@/lib/messaging/message-types";
import { startPushPeer, type PushPeer } from "@/tests/peers/push";
import { startSmtpPeer, type SmtpPeer } from "@/tests/peers/smtp";
import { alertKeys, openReceipts, subscribeStaffDevices, tallyReceipts } from "@/tests/utils/push-devices";
import { solve, type Challenge } from "@/tests/utils/challenge";

const PAYLOAD = {
  symptom: "Seizure",
  symptomKeys: ["seizure"],
  petSpecies: "dog",
  locationLatitude: 22.3193,
  locationLongitude: 114.1694,
  contactName: "Instances Test",
  contactPhone: "9123 4567",
};
const RACED_KEYS = 30;
const BROADCASTS = 6;
const CLINICS_PER_BROADCAST = 3;
/** The default CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR. */
const CLINIC_CAP = 3;
const KILL_LOAD_MS = 12_000;
const KILL_AT_MS = 4_000;

type Instance = { name: "A" | "B"; base: string; child: ChildProcess; served: number };
type Figures = Record<string, number | string>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let ipCounter = 0;
/** A made-up client address of its own (the servers trust one proxy hop): per-address limits only where a check means them. */
const freshIp = () => `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function post(instance: Instance, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${instance.base}${path}`, {
    method: "POST",
    headers: { origin: instance.base, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

/** An emergency request on `instance`; counts it in the instance's figures when it was acknowledged. */
async function createRequest(instance: Instance, headers: Record<string, string>) {
  const res = await post(instance, "/api/emergency-requests", PAYLOAD, headers);
  if (res.ok) instance.served++;
  return { status: res.status, id: res.ok ? ((await res.json()) as { id: string }).id : null };
}

/** An anonymous broadcast on `instance`, with a challenge solved from the same address, as the results page sends it. */
async function broadcast(instance: Instance, requestId: string, clinicIds: string[], ip: string) {
  const challenge = (await (await fetch(`${instance.base}/api/challenge`, { headers: { "x-forwarded-for": ip } })).json()) as Challenge;
  const res = await post(
    instance,
    `/api/emergency-requests/${requestId}/broadcast`,
    { clinicIds },
    { "x-forwarded-for": ip, "x-altcha": solve(challenge) },
  );
  return res.status;
}

async function query<T extends pg.QueryResultRow>(sql: pg.Client, text: string, params: unknown[] = []): Promise<T[]> {
  return (await sql.query<T>(text, params)).rows;
}

/**
 * createRequest, repeated with the same key while the instance answers 503 (its
 * database pool busy for 3 s, as on a loaded machine), as the app's clients do.
 */
async function createRetrying(instance: Instance, headers: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const answer = await createRequest(instance, headers);
    if (answer.status !== 503 || attempt === 10) return answer;
    await sleep(250 * attempt);
  }
}

/** Each key sent to A and B at the same moment: both answers acknowledge one and the same stored request. */
/** The stored requests of these idempotency keys: each key's row count and first id. */
async function storedByKey(sql: pg.Client, keys: string[]) {
  const rows = await query<{ idempotency_key: string; n: number; id: string }>(
    sql,
    `SELECT idempotency_key, count(*)::int AS n, min(id::text) AS id FROM emergency_requests WHERE idempotency_key = ANY($1) GROUP BY 1`,
    [keys],
  );
  return { rows, stored: new Map(rows.map((r) => [r.idempotency_key, r])) };
}

async function racedIdempotencyKeys(a: Instance, b: Instance, sql: pg.Client, check: Check, figures: Figures) {
  const keys = Array.from({ length: RACED_KEYS }, () => randomUUID());
  const answers = await Promise.all(
    keys.map((key) => {
      const headers = { "idempotency-key": key, "x-forwarded-for": freshIp() };
      return Promise.all([createRetrying(a, headers), createRetrying(b, headers)]);
    }),
  );
  const { rows, stored } = await storedByKey(sql, keys);
  const bothAcknowledged = answers.filter(([x, y]) => x.id && y.id).length;
  check(bothAcknowledged === RACED_KEYS, `raced keys: ${bothAcknowledged} of ${RACED_KEYS} acknowledged by both instances`);
  check(
    answers.every(([x, y], i) => x.id === y.id && stored.get(keys[i])?.id === x.id),
    "raced keys: the two instances answered different ids, or not the stored one",
  );
  const duplicates = rows.reduce((sum, r) => sum + r.n - 1, 0);
  check(rows.length === RACED_KEYS && duplicates === 0, `raced keys: ${rows.length} keys stored, ${duplicates} duplicate rows`);
  figures["raced keys"] = RACED_KEYS;
  figures["raced duplicates"] = duplicates;
}

/** Clinics of this test only (their mail goes to the loopback peer like every other). */
async function testClinics(sql: pg.Client, prefix: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const [{ id }] = await query<{ id: string }>(
      sql,
      `INSERT INTO clinics (name, address, phone, email, region_id, is_24_hour, latitude, longitude)
       VALUES ($1, 'Scale-out street', $2, $3, (SELECT id FROM regions WHERE code = 'KLN'), true, 22.32, 114.17) RETURNING id`,
      [`${prefix} ${i + 1}`, `+8522900${String(1000 + i)}`, `${prefix.toLowerCase().replace(/\W+/g, "-")}-${i + 1}@clinic.test`],
    );
    ids.push(id);
  }
  return ids;
}

/**
 * Broadcasts alternately created on A and B: every queued email reaches the SMTP peer exactly once, and
 * every clinic's push (one staff device each) reaches the stand-in push service exactly once.
 */
async function deliveredOnce(a: Instance, b: Instance, sql: pg.Client, peers: Peers, check: Check, figures: Figures) {
  const clinics = await testClinics(sql, "Delivery clinic", BROADCASTS * CLINICS_PER_BROADCAST);
  const devices = await subscribeStaffDevices(sql, peers.push, clinics);
  const requestIds: string[] = [];
  const pushKeys: string[] = [];
  for (let i = 0; i < BROADCASTS; i++) {
    const instance = i % 2 === 0 ? a : b;
    const ip = freshIp();
    const { id } = await createRetrying(instance, { "x-forwarded-for": ip });
    const alerted = clinics.slice(i * CLINICS_PER_BROADCAST, (i + 1) * CLINICS_PER_BROADCAST);
    const status = id ? await broadcast(instance, id, alerted, ip) : 0;
    check(status === 201, `broadcast ${i + 1} on ${instance.name} answered ${status}`);
    if (id) requestIds.push(id);
    if (id && status === 201) pushKeys.push(...alertKeys(id, alerted));
  }
  const expected = BROADCASTS * CLINICS_PER_BROADCAST;
  const sentCount = async (types: string[]) =>
    (
      await query<{ n: number }>(
        sql,
        `SELECT count(*)::int AS n FROM messages WHERE emergency_request_id = ANY($1) AND message_type = ANY($2) AND status = 'sent'`,
        [requestIds, types],
      )
    )[0].n;
  const [mail, push] = [["email"], [PUSH_MESSAGE_TYPE.alert]];
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && ((await sentCount(mail)) < expected || (await sentCount(push)) < expected)) await sleep(250);
  // Time for a second delivery to show, were a message claimed twice.
  await sleep(2_000);
  const recipients = peers.smtp.mails.flatMap((m) => m.to).filter((to) => to.startsWith("delivery-clinic-"));
  const distinct = new Set(recipients).size;
  check((await sentCount(mail)) === expected, `broadcasts: ${await sentCount(mail)} of ${expected} mail messages marked sent`);
  check(
    recipients.length === expected && distinct === expected,
    `broadcasts: ${recipients.length} mails to ${distinct} clinics, ${expected} expected once each`,
  );
  figures["messages sent"] = recipients.length;
  figures["duplicate mails"] = recipients.length - distinct;
  // Counted by the stand-in per (request, clinic, kind): what the staff's devices were actually sent.
  const pushes = tallyReceipts(openReceipts(peers.push, devices), pushKeys);
  check((await sentCount(push)) === expected, `broadcasts: ${await sentCount(push)} of ${expected} push messages marked sent`);
  check(
    pushKeys.length === expected && pushes.received === expected && pushes.duplicates === 0 && pushes.lost === 0,
    `broadcasts: ${pushes.received} of ${pushKeys.length} pushes received (${expected} expected), ${pushes.duplicates} duplicated, ${pushes.lost} lost`,
  );
  figures["pushes received"] = pushes.received;
  figures["duplicate pushes"] = pushes.duplicates;
  figures["lost pushes"] = pushes.lost;
}

/** One address alternating between A and B gets the per-address budget once, not once per instance. */
async function perAddressLimit(a: Instance, b: Instance, check: Check, figures: Figures) {
  // Imported here, not at the top: lib/rate-limit loads the Prisma client, generated only once the test run has started.
  const CREATE_LIMIT_PER_IP = (await import("@/lib/rate-limit")).LIMITS.emergencyCreateIp.points;
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < CREATE_LIMIT_PER_IP + 10; i += 2) {
    statuses.push(
      ...(await Promise.all([a, b].map(async (instance) => (await createRequest(instance, { "x-forwarded-for": ip })).status))),
    );
  }
  const created = statuses.filter((s) => s === 201).length;
  const refused = statuses.filter((s) => s === 429).length;
  check(
    created === CREATE_LIMIT_PER_IP && refused === statuses.length - created,
    `per-address limit: ${created} created, ${refused} refused of ${statuses.length}`,
  );
  figures["per-address: created / refused"] = `${created} / ${refused}`;
}

/** Anonymous owners at their own addresses alerting one clinic through A and B: the clinic's hourly cap holds for the sum. */
async function perClinicLimit(a: Instance, b: Instance, sql: pg.Client, check: Check, figures: Figures) {
  const [clinicId] = await testClinics(sql, "Capped clinic", 1);
  const attempt = async (instance: Instance) => {
    const ip = freshIp();
    const { id } = await createRetrying(instance, { "x-forwarded-for": ip });
    return id ? broadcast(instance, id, [clinicId], ip) : 0;
  };
  const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i % 2 === 0 ? a : b)));
  const alerted = statuses.filter((s) => s === 201).length;
  check(
    alerted === CLINIC_CAP && statuses.filter((s) => s === 429).length === statuses.length - CLINIC_CAP,
    `per-clinic cap: ${alerted} alerts went through (${statuses.join(",")}), ${CLINIC_CAP} expected`,
  );
  figures["per-clinic: alerted / refused"] = `${alerted} / ${statuses.length - alerted}`;
}

/** A password sign-in on A; its session cookie on B. */
async function sharedSession(a: Instance, b: Instance, sql: pg.Client, check: Check) {
  const csrf = await fetch(`${a.base}/api/auth/csrf`);
  const cookies = csrf.headers.getSetCookie().map((c) => c.split(";")[0]);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${a.base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies.join("; "), origin: a.base },
    body: new URLSearchParams({ csrfToken, email: "owner@example.com", password: "PawAlert-demo-1", mode: "signin", json: "true" }),
  });
  const session = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith("next-auth.session-token="))
    ?.split(";")[0];
  check(Boolean(session), "session: the sign-in on A set no session cookie");
  const onB = (await (await fetch(`${b.base}/api/auth/session`, { headers: { cookie: session ?? "" } })).json()) as {
    user?: { email?: string };
  };
  check(onB.user?.email === "owner@example.com", `session: B read ${JSON.stringify(onB)} from A's cookie`);
  // A route that needs the signed-in user, on B.
  const [{ id }] = await query<{ id: string }>(sql, `SELECT id FROM users WHERE email = 'owner@example.com'`);
  const profile = `${b.base}/api/users/${id}`;
  const signedIn = await fetch(profile, { headers: { cookie: session ?? "" } });
  const anonymous = await fetch(profile);
  check(
    signedIn.status === 200 && anonymous.status === 401,
    `session: ${profile} on B answered ${signedIn.status} signed in, ${anonymous.status} without`,
  );
}

/** Clients spread over A and B, retrying on the other instance with the same key; A is killed mid-load. */
async function killUnderLoad(a: Instance, b: Instance, sql: pg.Client, check: Check, figures: Figures) {
  const acknowledged = new Map<string, string>();
  let retries = 0;
  const stopAt = Date.now() + KILL_LOAD_MS;
  const client = async (first: Instance) => {
    while (Date.now() < stopAt) {
      const key = randomUUID();
      const headers = { "idempotency-key": key, "x-forwarded-for": freshIp() };
      for (let attempt = 0, target = first; attempt < 20; attempt++, target = target === a ? b : a) {
        const answer = await createRequest(target, headers).catch(() => null);
        if (answer?.id) {
          acknowledged.set(key, answer.id);
          break;
        }
        retries++;
        await sleep(100);
      }
    }
  };
  const clients = [a, b, a, b].map(client);
  await sleep(KILL_AT_MS);
  a.child.kill("SIGKILL");
  await Promise.all(clients);
  const { rows, stored } = await storedByKey(sql, [...acknowledged.keys()]);
  const lost = [...acknowledged].filter(([key, id]) => stored.get(key)?.id !== id).length;
  const duplicates = rows.reduce((sum, r) => sum + r.n - 1, 0);
  check(retries > 0, "kill: no request had to be retried (A was not killed under load)");
  check(lost === 0 && duplicates === 0, `kill: ${lost} acknowledged requests lost, ${duplicates} duplicates`);
  figures["kill A: acknowledged / retried / lost"] = `${acknowledged.size} / ${retries} / ${lost}`;
}

type Check = (ok: boolean, what: string) => void;
type Peers = { smtp: SmtpPeer; push: PushPeer };

/**
 * Runs the tier: 0 passed, 1 failed, "skipped" without PostgreSQL (TEST_DATABASE_URL).
 * `build` and `seed` are the test runner's; `databaseUrl` is this tier's own database.
 */
export async function runInstancesTier(
  baseEnv: NodeJS.ProcessEnv,
  {
    build,
    seed,
    databaseUrl,
    onFigures,
  }: {
    build: () => Promise<boolean>;
    seed: (env: NodeJS.ProcessEnv) => Promise<number>;
    databaseUrl: string | null;
    /** Receives the figures line (requests per instance, messages sent, duplicates) for the run's closing summary. */
    onFigures?: (line: string) => void;
  },
): Promise<number | "skipped"> {
  if (!databaseUrl) {
    console.log(
      `${process.env.CI ? "FAILED (CI)" : "skipped"}: two instances need PostgreSQL (TEST_DATABASE_URL); the embedded PGlite serves one process`,
    );
    return process.env.CI ? 1 : "skipped";
  }
  if (!(await build())) return 1;
  const children: ChildProcess[] = [];
  const smtp = await startSmtpPeer();
  const push = await startPushPeer();
  const dir = copyStandalone(baseEnv);
  const sql = new pg.Client({ connectionString: databaseUrl });
  try {
    await migrateUrl(databaseUrl);
    const env: NodeJS.ProcessEnv = {
      ...baseEnv,
      ...smtp.env,
      ...push.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: "5",
      NODE_ENV: "production",
    };
    delete env.NEXT_DIST_DIR;
    if ((await seed({ ...env, DEMO: "1" })) !== 0) throw new Error("seeding failed");
    await sql.connect();
    // The migrations, run as the image's `node migrate.js` would on a second deployment: nothing left to apply.
    const migrate = spawnStandalone(dir, "migrate.js", env, "inherit");
    if ((await new Promise((r) => migrate.on("exit", r))) !== 0) throw new Error("node migrate.js failed");

    const [portA, portB] = [await freePort(), await freePort()];
    // One public address for both, as behind a load balancer.
    const appUrl = `http://127.0.0.1:${portA}`;
    // No outside feed: the workers must not reach the internet.
    const shared = {
      ...env,
      APP_URL: appUrl,
      NEXTAUTH_URL: appUrl,
      TRUSTED_PROXY_HOPS: "1",
      HOSTNAME: "0.0.0.0",
      LOG_LEVEL: "warn",
      HOLIDAYS_FEED_URL: "",
      HKO_WARNSUM_URL: "",
    };
    const instances: Instance[] = (["A", "B"] as const).map((name, i) => {
      const port = [portA, portB][i];
      const child = spawnStandalone(dir, "server.js", { ...shared, PORT: String(port), WORKER: "off" }, ["ignore", "inherit", "inherit"]);
      children.push(child);
      return { name, base: `http://127.0.0.1:${port}`, child, served: 0 };
    });
    for (let w = 0; w < 2; w++)
      children.push(spawnStandalone(dir, "worker.js", { ...shared, WORKER_POLL_MS: "200" }, ["ignore", "inherit", "inherit"]));
    for (const instance of instances) {
      if (!(await waitForHealth(`${instance.base}/api/health`, instance.child, 120_000)))
        throw new Error(`instance ${instance.name} did not become healthy`);
    }
    const [a, b] = instances;

    const failures: string[] = [];
    const check: Check = (ok, what) => void (ok || failures.push(what));
    const figures: Figures = {};
    await racedIdempotencyKeys(a, b, sql, check, figures);
    await deliveredOnce(a, b, sql, { smtp, push }, check, figures);
    await perAddressLimit(a, b, check, figures);
    await perClinicLimit(a, b, sql, check, figures);
    await sharedSession(a, b, sql, check);
    await killUnderLoad(a, b, sql, check, figures);

    const line =
      `requests acknowledged A ${a.served}, B ${b.served}; ` +
      Object.entries(figures)
        .map(([k, v]) => `${k} ${v}`)
        .join("; ");
    console.log(`instances: ${line}`);
    onFigures?.(line);
    for (const f of failures) console.error(`  ✗ ${f}`);
    return failures.length === 0 ? 0 : 1;
  } catch (error) {
    console.error(`instances tier: ${(error as Error).message}`);
    return 1;
  } finally {
    await Promise.all(children.map(stopChild));
    await sql.end().catch(() => undefined);
    await smtp.stop();
    await push.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
