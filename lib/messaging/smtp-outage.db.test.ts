import { db } from "@/lib/db";
import { broadcastToClinics } from "@/lib/broadcast/service";
import { DEFAULTS } from "@/lib/messaging/worker";
import { startSmtpPeer, type SmtpPeer } from "@/tests/peers";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, testWorker } from "@/tests/utils/messaging";

// An email server that is down (or refusing for a while) during a
// broadcast loses nothing. Messages wait and retry with backoff; when the server is
// back each email arrives exactly once, and no row says `sent` for a message the
// server did not accept. One worker lives through the whole outage, as in production.
// Time is moved on by making the retries due (nextAttemptAt), not by sleeping.

const CLINICS = 4;
let peers: SmtpPeer[] = [];

beforeEach(async () => {
  await resetData();
});
afterEach(async () => {
  for (const peer of peers) await peer.stop().catch(() => undefined);
  peers = [];
});

async function startPeer(port?: number) {
  const peer = await startSmtpPeer({ port });
  peers.push(peer);
  return peer;
}

/** A real broadcast (the outbox rows the API writes) to clinics reachable by email only. */
async function broadcastByEmail() {
  const { clinics } = await createClinics(CLINICS);
  const clinicIds = clinics.map((c) => c.id);
  await db.clinic.updateMany({ where: { id: { in: clinicIds } }, data: { whatsapp: null } });
  const request = await createRequest();
  const result = await broadcastToClinics(request.id, { clinicIds, quick: false }, { ip: "203.0.113.10", signedIn: false });
  expect(result.messages).toBe(CLINICS);
  return request.id;
}

const rowsOf = (emergencyRequestId: string) => db.message.findMany({ where: { emergencyRequestId }, orderBy: { recipient: "asc" } });

/** The backoff has passed: every waiting message is due now. */
async function retriesComeDue(emergencyRequestId: string) {
  await db.message.updateMany({ where: { emergencyRequestId, status: "queued" }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
}

/** How many times the server accepted each message (the worker stamps its id on every mail). */
function deliveriesPerMessage(peer: SmtpPeer) {
  const counts = new Map<string, number>();
  for (const mail of peer.mails) {
    const id = mail.headers["x-pawalert-message-id"];
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function expectWaiting(emergencyRequestId: string, retryCount: number, error: RegExp, startedAt: number) {
  const backoff = DEFAULTS.backoffBaseMs * 2 ** (retryCount - 1);
  const rows = await rowsOf(emergencyRequestId);
  expect(rows).toHaveLength(CLINICS);
  for (const row of rows) {
    expect(row).toMatchObject({ status: "queued", retryCount, sentAt: null, failedAt: null, providerMessageId: null, claimedAt: null });
    expect(row.errorMessage).toMatch(error);
    // Scheduled one backoff after the failed attempt: in the future, not hammering the server.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(startedAt + backoff - 1000);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  }
}

async function expectAllSentOnce(emergencyRequestId: string, peer: SmtpPeer) {
  const rows = await rowsOf(emergencyRequestId);
  const deliveries = deliveriesPerMessage(peer);
  expect(peer.mails).toHaveLength(CLINICS);
  expect([...deliveries.keys()].sort()).toEqual(rows.map((r) => r.id).sort());
  expect([...deliveries.values()].every((n) => n === 1)).toBe(true);
  for (const row of rows) {
    const mail = peer.mails.find((m) => m.headers["x-pawalert-message-id"] === row.id)!;
    expect(mail.to).toEqual([row.recipient]);
    expect(row).toMatchObject({ status: "sent", errorMessage: null, claimedAt: null, failedAt: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.providerMessageId).toBe(mail.messageId);
    expect(row.providerMessageId).toBeTruthy();
  }
}

describe("email while the SMTP server is down", () => {
  it("queues and retries with backoff while the server is stopped, then delivers every email exactly once when it is back", async () => {
    const first = await startPeer();
    const port = first.port;
    // The worker's channel points at the server's address, which stays the same across the restart.
    const worker = testWorker({ smtp: first });
    await first.stop();

    const requestId = await broadcastByEmail();

    // First attempt: connection refused. Nothing is sent; every row waits for its retry.
    let startedAt = Date.now();
    await worker.drain();
    await expectWaiting(requestId, 1, /^SMTP: .*ECONNREFUSED/, startedAt);

    // Before the backoff has passed the worker leaves them alone.
    await worker.drain();
    await expectWaiting(requestId, 1, /ECONNREFUSED/, startedAt);

    // The retry comes due while the server is still down: tried again, the delay doubles.
    await retriesComeDue(requestId);
    startedAt = Date.now();
    await worker.drain();
    await expectWaiting(requestId, 2, /ECONNREFUSED/, startedAt);

    // The server comes back on the same address; the next retry delivers.
    const second = await startPeer(port);
    expect(second.mails).toHaveLength(0);
    await retriesComeDue(requestId);
    await worker.drain();
    await expectAllSentOnce(requestId, second);
    expect((await rowsOf(requestId)).every((r) => r.retryCount === 2)).toBe(true);

    // Running on finds nothing more to send: no second copy of any email.
    await retriesComeDue(requestId);
    await worker.drain();
    await worker.stop();
    expect(second.mails).toHaveLength(CLINICS);
  });

  it("a server that answers but refuses with 451 (try later) has accepted nothing: rows wait, and are sent once when it accepts", async () => {
    const peer = await startPeer();
    peer.setTempFailure({ code: 451, message: "4.3.0 Temporary local problem, try again later" });
    const worker = testWorker({ smtp: peer });

    const requestId = await broadcastByEmail();
    const startedAt = Date.now();
    await worker.drain();
    await expectWaiting(requestId, 1, /451.*try again later/, startedAt);
    expect(peer.mails).toHaveLength(0);

    peer.setTempFailure(null);
    await retriesComeDue(requestId);
    await worker.drain();
    await worker.stop();
    await expectAllSentOnce(requestId, peer);
  });
});
