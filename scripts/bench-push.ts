// Submit → push request leaves the server, for `npm run bench` (and alone with
// --only=push): a server and the outbox worker (the standalone worker.js, as
// the image runs it, at the default poll interval) with Web Push configured
// against the loopback stand-in push service (tests/peers/push.ts), one staff
// device subscribed for each of PUSH_CLINICS clinics. While autocannon sends
// the load suite's POST /api/emergency-requests, a signed-in owner submits a
// request and alerts those clinics every SUBMIT_EVERY_MS; for each (request,
// clinic) the time from the broadcast's 201 (the moment the owner's page says
// the clinics are alerted; a POST alone alerts nobody) to the stand-in's
// receipt of the push request. The stand-in runs in this process, beside
// autocannon: both ends of each interval are read on the same event loop.
import type pg from "pg";
import type { PushPeer } from "@/tests/peers/push";
import { alertKeys, openReceipts, subscribeStaffDevices, tallyReceipts, type StaffDevice } from "@/tests/utils/push-devices";
import { LOAD_CONNECTIONS, loadTest, percentile, WARMUP_SECONDS, type LoadTarget } from "./bench-load";
import type { PushFigures } from "./bench-budgets";

export type { PushFigures };

/** Clinics alerted by each submission, each with one subscribed staff device. */
const PUSH_CLINICS = 3;
/** Seconds of POST load the submissions are measured under (longer than a load run's 10: more samples for the p95). */
const PUSH_SECONDS = 45;
/** One submission (request + broadcast) this often: pushes trickle in as emergencies do, the worker is not flooded. */
export const SUBMIT_EVERY_MS = 1000;
/** How long the last pushes may take to arrive after the load stops, before they count as lost. */
const ARRIVAL_GRACE_MS = 30_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** PUSH_CLINICS active clinics that have an email or WhatsApp (what a broadcast alerts), each with one staff device on `peer`. */
export async function pushDevices(sql: pg.Client, peer: PushPeer): Promise<StaffDevice[]> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT id FROM clinics WHERE status = 'active' AND (email IS NOT NULL OR whatsapp IS NOT NULL) ORDER BY name LIMIT $1`,
    [PUSH_CLINICS],
  );
  if (rows.length < PUSH_CLINICS) throw new Error(`only ${rows.length} contactable clinics for the push devices`);
  return subscribeStaffDevices(
    sql,
    peer,
    rows.map((r) => r.id),
  );
}

/** The outbox rows due now: the measurement starts once the worker has nothing else in hand. */
export async function dueMessages(sql: pg.Client): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM messages WHERE status = 'queued' AND next_attempt_at <= now() AT TIME ZONE 'UTC'`,
  );
  return rows[0].n;
}

let ipSeq = 0;
/** Each submission from its own address (as in the load suite), so no per-address limit answers 429. */
const nextIp = () => `10.200.${(++ipSeq >> 8) & 255}.${ipSeq & 255}`;

/** One owner's submission and broadcast; the broadcast's 201 time, or the status that refused it. */
async function submitAndAlert(baseUrl: string, ownerCookie: string, body: unknown, clinicIds: string[]) {
  const headers = { origin: baseUrl, "content-type": "application/json", cookie: ownerCookie, "x-forwarded-for": nextIp() };
  const created = await fetch(new URL("/api/emergency-requests", baseUrl), { method: "POST", headers, body: JSON.stringify(body) });
  if (created.status !== 201) return { failed: `submission answered ${created.status}` };
  const { id } = (await created.json()) as { id: string };
  const alerted = await fetch(new URL(`/api/emergency-requests/${id}/broadcast`, baseUrl), {
    method: "POST",
    headers,
    body: JSON.stringify({ clinicIds }),
  });
  await alerted.arrayBuffer();
  if (alerted.status !== 201) return { failed: `broadcast answered ${alerted.status}` };
  return { requestId: id, alertedAt: Date.now() };
}

/**
 * Runs `post` (the load suite's POST target) for PUSH_SECONDS with LOAD_CONNECTIONS, and meanwhile
 * the owner's submissions; then waits for their pushes and reads each one's latency.
 */
export async function measurePush(
  baseUrl: string,
  post: LoadTarget,
  { peer, devices, ownerCookie, pollMs }: { peer: PushPeer; devices: StaffDevice[]; ownerCookie: string; pollMs: number },
): Promise<PushFigures> {
  peer.reset();
  const clinicIds = devices.map((d) => d.clinicId);
  let loading = true;
  const load = loadTest(baseUrl, post, LOAD_CONNECTIONS, PUSH_SECONDS).finally(() => (loading = false));
  await sleep(WARMUP_SECONDS * 1000); // the load's own unmeasured warm-up
  // Open loop: a submission starts every SUBMIT_EVERY_MS whether or not the last one has been answered, as owners' do.
  const submissions: ReturnType<typeof submitAndAlert>[] = [];
  while (loading) {
    submissions.push(submitAndAlert(baseUrl, ownerCookie, post.body, clinicIds));
    await sleep(SUBMIT_EVERY_MS);
  }
  const postFigures = await load;
  const outcomes = await Promise.all(submissions);
  const alerts = outcomes.flatMap((o) => ("failed" in o ? [] : [o]));
  const refused = outcomes.flatMap((o) => ("failed" in o ? [o.failed] : []));
  const expected = alerts.flatMap((a) => alertKeys(a.requestId, clinicIds));
  const deadline = Date.now() + ARRIVAL_GRACE_MS;
  while (Date.now() < deadline && tallyReceipts(openReceipts(peer, devices), expected).received < expected.length) await sleep(250);
  await sleep(2 * pollMs); // time for a second delivery to show, were a row sent twice
  const tally = tallyReceipts(openReceipts(peer, devices), expected);
  const alertedAt = new Map(alerts.map((a) => [a.requestId, a.alertedAt]));
  const latencies = [...tally.first.values()].map((r) => r.at - alertedAt.get(r.requestId)!).sort((a, b) => a - b);
  return {
    pollMs,
    clinicsPerRequest: clinicIds.length,
    seconds: PUSH_SECONDS,
    submissions: alerts.length,
    refused: refused.length,
    expected: expected.length,
    received: tally.received,
    duplicates: tally.duplicates,
    lost: tally.lost,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: latencies.at(-1) ?? NaN,
    postRequestsPerSecond: postFigures.requestsPerSecond,
    postFailed: postFigures.errors + postFigures.non2xx,
  };
}
