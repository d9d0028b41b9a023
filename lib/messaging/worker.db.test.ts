import { db } from "@/lib/db";
import { claimDueMessages, MessagingWorker } from "@/lib/messaging/worker";
import { createEmailChannel } from "@/lib/messaging/channels/email";
import { createWhatsAppChannel } from "@/lib/messaging/channels/whatsapp";
import { createDemoChannel } from "@/lib/messaging/channels/demo";
import { startWhatsAppPeer, type WhatsAppPeer } from "@/tests/peers";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, peerChannels, queueMessages, testWorker } from "@/tests/utils/messaging";

const onPglite = process.env.TEST_DB_ENGINE === "pglite";
let peer: WhatsAppPeer;

beforeAll(async () => {
  peer = await startWhatsAppPeer();
});
afterAll(() => peer.stop());
beforeEach(async () => {
  await resetData();
  peer.reset();
});

/** How many times the stand-in received each message (the id travels in the reply payloads). */
function sendsPerMessage(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const request of peer.requests) {
    const body = request.body as { template: { components: { parameters: { payload?: string }[] }[] } };
    const id = body.template.components[1].parameters[0].payload!.split(":")[2];
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

async function queueWhatsApp(requests: number, clinicsPerRequest: number) {
  const { clinics } = await createClinics(clinicsPerRequest);
  const ids: string[] = [];
  for (let r = 0; r < requests; r++) {
    const request = await createRequest();
    ids.push(...(await queueMessages(request.id, clinics, "whatsapp")).map((m) => m.id));
  }
  return ids;
}

describe("messaging worker", () => {
  it("the demo inbox's channel takes what a real channel would and refuses, at once, an address no channel can deliver to", async () => {
    const { clinics } = await createClinics(2);
    await db.clinic.update({ where: { id: clinics[1].id }, data: { email: "not-an-address", whatsapp: "+852 123" } });
    const request = await createRequest();
    const stored = await db.clinic.findMany({ where: { id: { in: clinics.map((c) => c.id) } } });
    await queueMessages(request.id, stored, "email");
    await queueMessages(request.id, stored, "whatsapp");

    await new MessagingWorker({ channels: { email: createDemoChannel(), whatsapp: createDemoChannel() } }).drain();

    const rows = await db.message.findMany({ where: { emergencyRequestId: request.id }, orderBy: { messageType: "asc" } });
    const byClinic = (id: string) => rows.filter((r) => r.clinicId === id).map((r) => [r.messageType, r.status, r.errorCode]);
    expect(byClinic(clinics[0].id)).toEqual([
      ["email", "sent", null],
      ["whatsapp", "sent", null],
    ]);
    expect(byClinic(clinics[1].id)).toEqual([
      ["email", "failed", "invalid_recipient"],
      ["whatsapp", "failed", "invalid_recipient"],
    ]);
  });

  it("fails messages of unconfigured channels at once with a clear reason", async () => {
    const { clinics } = await createClinics(2);
    const request = await createRequest();
    await queueMessages(request.id, clinics, "email");
    await queueMessages(request.id, clinics, "whatsapp");

    const worker = new MessagingWorker({ channels: { email: createEmailChannel(undefined), whatsapp: createWhatsAppChannel(undefined) } });
    await worker.drain();

    const rows = await db.message.findMany({ where: { emergencyRequestId: request.id } });
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.status).toBe("failed");
      expect(row.failedAt).toBeInstanceOf(Date);
      expect(row.errorMessage).toBe(row.messageType === "email" ? "email channel not configured" : "WhatsApp channel not configured");
    }
  });

  (onPglite ? it.skip : it)(
    "two workers at once send each of 500 messages exactly once (PostgreSQL only: PGlite is a single session, so SKIP LOCKED never races there)",
    async () => {
      const ids = await queueWhatsApp(10, 50);
      expect(ids).toHaveLength(500);
      const sentBy = { a: 0, b: 0 };
      const counted = (name: "a" | "b") => {
        const channels = peerChannels({ whatsapp: peer });
        const whatsapp = channels.whatsapp;
        return new MessagingWorker({
          name,
          batchSize: 5,
          channels: { ...channels, whatsapp: { send: (m) => (sentBy[name]++, whatsapp.send(m)) } },
        });
      };
      const a = counted("a");
      const b = counted("b");
      await Promise.all([a.drain(), b.drain()]);
      await Promise.all([a.stop(), b.stop()]);

      const counts = sendsPerMessage();
      expect(counts.size).toBe(500);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(peer.requests).toHaveLength(500);
      const statuses = await db.message.groupBy({ by: ["status"], _count: true });
      expect(statuses).toEqual([{ status: "sent", _count: 500 }]);
      // Both really worked (otherwise this proves nothing about concurrency).
      expect(sentBy.a + sentBy.b).toBe(500);
      expect(Math.min(sentBy.a, sentBy.b)).toBeGreaterThan(50);
    },
    60_000,
  );

  it("takes over the rows of a worker killed mid-batch after the claim timeout, losing none and sending none twice", async () => {
    const ids = await queueWhatsApp(1, 12);
    // A worker claims a batch, sends two of them, then dies (no release, no outcome for the rest).
    const abandoned = await claimDueMessages(8, 60_000);
    expect(abandoned).toHaveLength(8);
    const dying = testWorker({ whatsapp: peer });
    for (const claim of abandoned.slice(0, 2)) {
      await dying.processClaim(claim);
    }

    const claimTimeoutMs = 60_000;
    const next = testWorker({ whatsapp: peer }, { claimTimeoutMs });
    await next.drain();
    // Within the timeout only the 4 unclaimed rows are taken: the dead worker's 6 wait.
    expect(await db.message.count({ where: { status: "sent" } })).toBe(2 + 4);
    expect(await db.message.count({ where: { status: "queued", claimedAt: { not: null } } })).toBe(6);

    // The timeout passes: the dead worker's claims are aged past it rather than slept
    // through (a short real timeout made this flaky on a loaded machine: the claims
    // expired before the first drain and were taken over at once).
    await db.$executeRaw`UPDATE messages SET claimed_at = claimed_at - make_interval(secs => ${claimTimeoutMs / 1000 + 1}::float8) WHERE status = 'queued' AND claimed_at IS NOT NULL`;
    await next.drain();
    await next.stop();

    expect(await db.message.count({ where: { id: { in: ids }, status: "sent" } })).toBe(12);
    const counts = sendsPerMessage();
    expect(counts.size).toBe(12);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
  });

  it("a killed worker process (SIGKILL) mid-batch: a new worker sends the rest once each", async () => {
    // Same as above, through a real `npm run worker` process killed while sending.
    const ids = await queueWhatsApp(1, 10);
    peer.setDelay(300);
    const { spawn } = await import("node:child_process");
    // node itself (not the tsx wrapper, which would leave its node child running after SIGKILL).
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
      env: { ...process.env, ...peer.env, WORKER_POLL_MS: "50", LOG_LEVEL: "error" },
      stdio: "ignore",
    });
    const deadline = Date.now() + 30_000;
    while (peer.requests.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill("SIGKILL");
    await new Promise((r) => child.once("exit", r));
    peer.setDelay(0);
    expect(peer.requests.length).toBeGreaterThanOrEqual(2);

    // Sends the child finished before dying are recorded; the message it was sending when
    // killed got no answer recorded, so its claim must time out before it is tried again.
    const next = testWorker({ whatsapp: peer }, { claimTimeoutMs: 300 });
    await new Promise((r) => setTimeout(r, 400));
    await next.drain();
    await next.stop();
    expect(await db.message.count({ where: { id: { in: ids }, status: "sent" } })).toBe(10);
    const counts = sendsPerMessage();
    expect(counts.size).toBe(10);
    // The message in flight at the kill may reach the provider twice (at-least-once); no other may.
    expect([...counts.values()].filter((n) => n > 1).length).toBeLessThanOrEqual(1);
  }, 60_000);

  it("stops gracefully: finishes the message in hand and gives the rest of the batch back", async () => {
    await queueWhatsApp(1, 6);
    peer.setDelay(300);
    const worker = testWorker({ whatsapp: peer }, { batchSize: 6 }).start();
    const deadline = Date.now() + 10_000;
    while (peer.requests.length < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();

    expect(peer.requests).toHaveLength(1);
    expect(await db.message.count({ where: { status: "sent" } })).toBe(1);
    // The other five are free for the next worker at once (no claim left behind).
    expect(await db.message.count({ where: { status: "queued", claimedAt: null } })).toBe(5);
    peer.setDelay(0);
    const next = testWorker({ whatsapp: peer });
    await next.drain();
    expect(await db.message.count({ where: { status: "sent" } })).toBe(6);
  });
});
