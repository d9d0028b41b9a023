import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { resetData } from "@/tests/utils/db";
import { consumeLimit, countAttempt, isLimited, LIMITS, limitedFor, purgeExpiredLimits, resetLimit } from "./rate-limit";

// Every limit is a named budget, so these tests spend real ones: the smallest
// (3 "I'm coming" notices per request an hour) and, for a burst, the sign-in
// budget per IP (30).
const SMALL = "arrivalRequest";
const { points, durationSeconds } = LIMITS[SMALL];

describe("rate limits (PostgreSQL store)", () => {
  beforeAll(resetData);

  it("allows the budget, then answers 429 with Retry-After and a bilingual message", async () => {
    for (let i = 0; i < points; i++) await consumeLimit(SMALL, "ip-1");
    const error = await consumeLimit(SMALL, "ip-1").catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect(Number((error as AppError).headers?.["Retry-After"])).toBeGreaterThan(0);
    expect((error as AppError).message).toMatch(/Too many requests.* \/ 請求次數過多/);
    expect(await isLimited(SMALL, "ip-1")).toBe(true);
  });

  it("counts keys separately and forgets a key on reset", async () => {
    await consumeLimit(SMALL, "ip-2");
    expect(await isLimited(SMALL, "ip-2")).toBe(false);
    await resetLimit(SMALL, "ip-1");
    await expect(consumeLimit(SMALL, "ip-1")).resolves.toBeUndefined();
  });

  it("counts concurrent attempts exactly (no lost updates)", async () => {
    const burst = LIMITS.signInIp.points;
    const results = await Promise.allSettled(Array.from({ length: burst + 10 }, () => consumeLimit("signInIp", "ip-3")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(burst);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(10);
  });

  it("starts a new window once the old one has expired", async () => {
    for (let i = 0; i < points; i++) await consumeLimit(SMALL, "ip-4");
    await db.rateLimit.update({ where: { key: `${SMALL}:ip-4` }, data: { expire: new Date(Date.now() - 1000) } });
    await expect(consumeLimit(SMALL, "ip-4")).resolves.toBeUndefined();
    const row = await db.rateLimit.findUnique({ where: { key: `${SMALL}:ip-4` } });
    expect(row?.points).toBe(1);
    expect(row!.expire!.getTime()).toBeGreaterThan(Date.now() + (durationSeconds - 10) * 1000);
  });

  it("counts racing first attempts of a counter exactly, and reads the wait of a spent limit without counting", async () => {
    const counts = await Promise.all(Array.from({ length: 8 }, () => countAttempt(SMALL, "acct-1")));
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const wait = await limitedFor(SMALL, "acct-1");
    expect(wait).toBeGreaterThan(durationSeconds - 10);
    expect(wait).toBeLessThanOrEqual(durationSeconds);
    expect(await countAttempt(SMALL, "acct-1")).toBe(9);
  });

  it("deletes expired windows only (the retention job), which then start afresh", async () => {
    await consumeLimit(SMALL, "ip-5");
    await db.rateLimit.update({ where: { key: `${SMALL}:ip-5` }, data: { expire: new Date(Date.now() - 1000) } });
    await consumeLimit(SMALL, "ip-6");
    expect(await purgeExpiredLimits(new Date())).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimit.findUnique({ where: { key: `${SMALL}:ip-5` } })).toBeNull();
    expect(await db.rateLimit.findUnique({ where: { key: `${SMALL}:ip-6` } })).toMatchObject({ points: 1 });
  });
});
