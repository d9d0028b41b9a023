import { spawn } from "node:child_process";
import { db } from "@/lib/db";
import { purgeExpiredRequests, retentionCutoff } from "@/lib/retention";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, queueMessages } from "@/tests/utils/messaging";

// Retention with fixed clocks: emergency requests older than 12 months go,
// with their messages; younger ones, pets, accounts and clinics stay.

const NOW = new Date("2027-06-15T03:00:00.000Z");
const monthsBefore = (months: number, extraMs = 0) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() + extraMs);
};

let captured: string[] = [];
let spy: jest.SpyInstance;
const logLevel = process.env.LOG_LEVEL;
beforeEach(async () => {
  await resetData();
  captured = [];
  process.env.LOG_LEVEL = "info";
  spy = jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => void captured.push(args.map(String).join(" ")));
});
afterEach(() => {
  spy.mockRestore();
  if (logLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = logLevel;
});

async function fixtures() {
  const { clinics } = await createClinics(2);
  const owner = await db.user.create({ data: { email: "retention-owner@example.com", firstName: "Retention", phone: "+85291234567" } });
  const pet = await db.pet.create({ data: { userId: owner.id, name: "Mochi", species: "dog" } });
  const request = async (createdAt: Date, symptom: string) => {
    const r = await createRequest({ createdAt, symptom, contactPhone: "+85261234567" });
    await db.emergencyRequest.update({ where: { id: r.id }, data: { userId: owner.id, petId: pet.id } });
    await queueMessages(r.id, clinics, "email");
    await queueMessages(r.id, clinics, "whatsapp");
    return r;
  };
  return {
    clinics,
    owner,
    pet,
    thirteenMonths: await request(monthsBefore(13), "thirteen months"),
    justPast: await request(monthsBefore(12, -60_000), "a minute past 12 months"),
    justInside: await request(monthsBefore(12, 60_000), "a minute short of 12 months"),
    elevenMonths: await request(monthsBefore(11), "eleven months"),
    today: await request(NOW, "today"),
  };
}

describe("retention job", () => {
  it("cuts off at 12 calendar months before now", () => {
    expect(retentionCutoff(NOW).toISOString()).toBe("2026-06-15T03:00:00.000Z");
    expect(retentionCutoff(new Date("2027-01-31T10:00:00Z")).toISOString()).toBe("2026-01-31T10:00:00.000Z");
  });

  it("deletes a 13-month-old request with its messages, keeps an 11-month-old one, pets, owners and clinics; a second run deletes nothing", async () => {
    const f = await fixtures();
    const messagesBefore = await db.message.count();
    expect(messagesBefore).toBe(5 * 4);

    const result = await purgeExpiredRequests({ now: NOW });
    expect(result).toEqual({ cutoff: retentionCutoff(NOW), requests: 2, messages: 8, sessions: 0, limits: expect.any(Number) });

    const left = await db.emergencyRequest.findMany({ select: { id: true } });
    expect(left.map((r) => r.id).sort()).toEqual([f.justInside.id, f.elevenMonths.id, f.today.id].sort());
    for (const gone of [f.thirteenMonths, f.justPast]) {
      expect(await db.message.count({ where: { emergencyRequestId: gone.id } })).toBe(0);
    }
    for (const kept of [f.justInside, f.elevenMonths, f.today]) {
      expect(await db.message.count({ where: { emergencyRequestId: kept.id } })).toBe(4);
    }
    expect(await db.message.count()).toBe(messagesBefore - 8);
    // Pet profiles stay until their owner deletes them; accounts and clinics are untouched.
    expect(await db.pet.findUnique({ where: { id: f.pet.id } })).not.toBeNull();
    expect(await db.user.findUnique({ where: { id: f.owner.id } })).not.toBeNull();
    expect(await db.clinic.count({ where: { id: { in: f.clinics.map((c) => c.id) } } })).toBe(2);

    // Idempotent: the same clock again finds nothing to delete.
    expect(await purgeExpiredRequests({ now: NOW })).toEqual({
      cutoff: retentionCutoff(NOW),
      requests: 0,
      messages: 0,
      sessions: 0,
      limits: 0,
    });
    expect(await db.emergencyRequest.count()).toBe(3);

    // Two months later the 11-month-old request has aged out too; today's stays.
    const later = new Date("2027-08-15T03:00:00.000Z");
    expect(await purgeExpiredRequests({ now: later })).toMatchObject({ requests: 2, messages: 8 });
    expect((await db.emergencyRequest.findMany({ select: { id: true } })).map((r) => r.id)).toEqual([f.today.id]);
  });

  it("deletes sign-in sessions that expired before now and keeps live ones", async () => {
    const { owner } = await fixtures();
    const sess = { userId: owner.id };
    await db.session.createMany({
      data: [
        { sid: "expired-yesterday", sess, expire: new Date(NOW.getTime() - 86_400_000) },
        { sid: "expired-a-second-ago", sess, expire: new Date(NOW.getTime() - 1000) },
        { sid: "live", sess, expire: new Date(NOW.getTime() + 86_400_000) },
      ],
    });
    expect(await purgeExpiredRequests({ now: NOW })).toMatchObject({ sessions: 2 });
    expect((await db.session.findMany({ select: { sid: true } })).map((s) => s.sid)).toEqual(["live"]);
  });

  it("logs how many it deleted, with no personal data", async () => {
    await fixtures();
    await purgeExpiredRequests({ now: NOW });
    const lines = captured.filter((l) => l.includes('"retention.purged"'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ level: "info", event: "retention.purged", requests: 2, messages: 8, cutoff: "2026-06-15T03:00:00.000Z" });
    expect(Object.keys(entry).sort()).toEqual(["cutoff", "event", "level", "limits", "messages", "requests", "sessions", "time"]);
    expect(lines[0]).not.toMatch(/85261234567|85291234567|example\.com|clinics\.test|Chan Tai Man|thirteen months/);
  });
});

describe("retention in the worker process", () => {
  it("`npm run worker` (the process used with WORKER=off) purges expired requests at start-up and stops cleanly on SIGTERM", async () => {
    const now = Date.now();
    const expired = await createRequest({ createdAt: new Date(now - 400 * 86400_000), symptom: "expired" });
    const recent = await createRequest({ createdAt: new Date(now - 300 * 86400_000), symptom: "recent" });
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/worker.ts"], {
      env: { ...process.env, LOG_LEVEL: "info", WORKER_POLL_MS: "50" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (c: Buffer) => (output += c));
    child.stderr!.on("data", (c: Buffer) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      const deadline = Date.now() + 30_000;
      while (!output.includes('"retention.purged"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(output).toMatch(/"event":"retention.purged".*"requests":1,"messages":0/);
      expect(await db.emergencyRequest.findUnique({ where: { id: expired.id } })).toBeNull();
      expect(await db.emergencyRequest.findUnique({ where: { id: recent.id } })).not.toBeNull();
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
