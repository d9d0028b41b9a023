import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import { resetData } from "@/tests/utils/db";
import { consumeLimit, countAttempt, isLimited, limitedFor, purgeExpiredLimits, resetLimit } from "./rate-limit";

const SPEC = { points: 3, durationSeconds: 60 };

describe("rate limits (PostgreSQL store)", () => {
  beforeAll(resetData);

  it("allows the budget, then answers 429 with Retry-After and a bilingual message", async () => {
    for (let i = 0; i < 3; i++) await consumeLimit("test", "ip-1", SPEC);
    const error = await consumeLimit("test", "ip-1", SPEC).catch((e: AppError) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect(Number((error as AppError).headers?.["Retry-After"])).toBeGreaterThan(0);
    expect((error as AppError).message).toMatch(/Too many requests.* \/ 請求次數過多/);
    expect(await isLimited("test", "ip-1", SPEC)).toBe(true);
  });

  it("counts keys separately and forgets a key on reset", async () => {
    await consumeLimit("test", "ip-2", SPEC);
    expect(await isLimited("test", "ip-2", SPEC)).toBe(false);
    await resetLimit("test", "ip-1");
    await expect(consumeLimit("test", "ip-1", SPEC)).resolves.toBeUndefined();
  });

  it("counts concurrent attempts exactly (no lost updates)", async () => {
    const spec = { points: 20, durationSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => consumeLimit("burst", "ip-3", spec)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(10);
  });

  it("starts a new window once the old one has expired", async () => {
    for (let i = 0; i < 3; i++) await consumeLimit("test", "ip-4", SPEC);
    await db.rateLimit.update({ where: { key: "test:ip-4" }, data: { expire: new Date(Date.now() - 1000) } });
    await expect(consumeLimit("test", "ip-4", SPEC)).resolves.toBeUndefined();
    const row = await db.rateLimit.findUnique({ where: { key: "test:ip-4" } });
    expect(row?.points).toBe(1);
    expect(row!.expire!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it("counts racing first attempts of a counter exactly, and reads the wait of a spent limit without counting", async () => {
    const counts = await Promise.all(Array.from({ length: 8 }, () => countAttempt("race", "acct-1", SPEC)));
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const wait = await limitedFor("race", "acct-1", SPEC);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await countAttempt("race", "acct-1", SPEC)).toBe(9);
  });

  it("deletes expired windows only (the retention job), which then start afresh", async () => {
    await consumeLimit("test", "ip-5", SPEC);
    await db.rateLimit.update({ where: { key: "test:ip-5" }, data: { expire: new Date(Date.now() - 1000) } });
    await consumeLimit("test", "ip-6", SPEC);
    expect(await purgeExpiredLimits(new Date())).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimit.findUnique({ where: { key: "test:ip-5" } })).toBeNull();
    expect(await db.rateLimit.findUnique({ where: { key: "test:ip-6" } })).toMatchObject({ points: 1 });
  });
});
