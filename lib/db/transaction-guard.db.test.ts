// The test runner's servers set TEST_CLOCK; here it makes lib/clock.ts read the
// stored instant, as it does on those servers (read lazily by getServerEnv).
process.env.TEST_CLOCK = "1";

import { Prisma } from "@/lib/generated/prisma/client";
import { TEST_CLOCK_FLAG } from "@/lib/clock";
import { updateClinic } from "@/lib/clinics/admin";
import { db } from "@/lib/db";
import { queryRows } from "@/lib/db/sql";
import { asCurrentUser, resetData } from "@/tests/utils/db";
import { z } from "zod";
import { GlobalClientInTransactionError } from "./transaction-guard";

const one = z.object({ one: z.number() });

// A global-client call inside a transaction callback needs a second
// connection. On the embedded database (one connection) it waited out the
// pool's 3 s timeout and answered 503; on PostgreSQL it ran outside the
// transaction. The guard makes it throw at once, naming the caller, on both.

const POOL_TIMEOUT_MS = 3000;

async function elapsed<T>(fn: () => Promise<T>): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const started = Date.now();
  const [result] = await Promise.allSettled([fn()]);
  return { ms: Date.now() - started, result };
}

const reason = (result: PromiseSettledResult<unknown>) => (result.status === "rejected" ? (result.reason as Error) : null);

beforeAll(resetData);

describe("the global client inside a transaction", () => {
  it("throws at once, naming the caller and the transaction's opener, and the transaction rolls back", async () => {
    const { ms, result } = await elapsed(() =>
      db.$transaction(async (tx) => {
        await tx.featureFlag.create({ data: { key: "guard-rollback", enabled: true } });
        return db.featureFlag.count();
      }),
    );
    const error = reason(result);
    expect(error).toBeInstanceOf(GlobalClientInTransactionError);
    expect(error?.message).toMatch(/^db\.featureFlag called by .*transaction-guard\.db\.test\.ts/);
    expect(error?.message).toMatch(/a transaction opened by .*transaction-guard\.db\.test\.ts/);
    expect(ms).toBeLessThan(POOL_TIMEOUT_MS);
    expect(await db.featureFlag.count({ where: { key: "guard-rollback" } })).toBe(0);
  });

  it("refuses queryRows (raw SQL on the pool) and a nested db.$transaction the same way", async () => {
    const raw = await elapsed(() => db.$transaction(async () => queryRows(Prisma.sql`SELECT 1 AS one`, one)));
    expect(reason(raw.result)?.message).toMatch(/^db\.queryRows called by /);
    expect(raw.ms).toBeLessThan(POOL_TIMEOUT_MS);

    const nested = await elapsed(() => db.$transaction(async () => db.$transaction(async () => 1)));
    expect(reason(nested.result)?.message).toMatch(/^db\.\$transaction called by /);
  });

  it("lets the transaction's own client work, and the global client once the transaction is over", async () => {
    let later: Promise<number> | undefined;
    let committed!: () => void;
    const commit = new Promise<void>((resolve) => (committed = resolve));
    const inside = await db.$transaction(async (tx) => {
      await tx.featureFlag.create({ data: { key: "guard-commit", enabled: true } });
      // Started inside (its async context is the transaction's), run once the commit is over
      // (not after a fixed delay, which a loaded machine can outlast): the connection is free again then.
      later = commit.then(() => db.featureFlag.count({ where: { key: "guard-commit" } }));
      return tx.featureFlag.count({ where: { key: "guard-commit" } });
    });
    committed();
    expect(inside).toBe(1);
    await expect(later).resolves.toBe(1);
    const rows = await queryRows(Prisma.sql`SELECT 1 AS one`, one);
    expect(rows[0].one).toBe(1);
  });
});

describe("the clock inside a clinic update (once a 503 on the embedded database)", () => {
  it("an availability switch under the test clock stores the clock's instant, without a second connection", async () => {
    const region = await db.region.create({ data: { code: "KLN", nameEn: "Kowloon", nameZh: "九龍" } });
    const clinic = await db.clinic.create({
      data: { name: "Guard Animal Hospital", address: "1 Test Road", phone: "+85221234567", regionId: region.id, is24Hour: true },
    });
    const staff = await db.user.create({ data: { email: "guard-staff@test.example", role: "staff", clinicId: clinic.id } });
    const at = new Date("2026-11-26T19:30:00.000Z");
    await db.featureFlag.create({ data: { key: TEST_CLOCK_FLAG, enabled: true, value: { at: at.toISOString() } } });
    const user = asCurrentUser({ id: staff.id, role: "staff", clinicId: clinic.id, email: staff.email });

    const { ms, result } = await elapsed(() => updateClinic(clinic.id, { isAvailable: true }, user, new Headers()));
    expect(reason(result)).toBeNull();
    expect(ms).toBeLessThan(POOL_TIMEOUT_MS);
    const stored = await db.clinic.findUniqueOrThrow({ where: { id: clinic.id } });
    expect(stored.availabilityUpdatedAt?.toISOString()).toBe(at.toISOString());
    expect(stored.availabilitySource).toBe("clinic");
  });
});
