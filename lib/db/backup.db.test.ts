import { spawn } from "node:child_process";
import pg from "pg";
import { db } from "@/lib/db";
import { backupRoundTrip, withDatabase } from "@/lib/db/backup";
import { seed } from "@/lib/seed/seed";
import { writeAudit } from "@/lib/audit";
import { databaseUrl, resetData } from "@/tests/utils/db";
import { createRequest, queueMessages } from "@/tests/utils/messaging";

// A pg_dump -Fc backup of the test database restores with
// pg_restore into a new empty database with the same rows (docs/OPERATIONS.md).

const onPglite = process.env.TEST_DB_ENGINE === "pglite";
const SEEDED = ["regions", "clinics", "users", "pets", "emergency_requests", "messages", "audit_logs", "_prisma_migrations"];

async function seedEverything() {
  await resetData();
  await seed(db, { demo: true });
  const clinics = await db.clinic.findMany({ where: { email: { not: null } }, take: 3, select: { id: true, email: true, whatsapp: true } });
  for (let i = 0; i < 2; i++) {
    const request = await createRequest({ symptom: `backup case ${i}` });
    await queueMessages(request.id, clinics, "email");
  }
  await writeAudit({
    entityType: "clinic",
    entityId: clinics[0].id,
    action: "update",
    userId: null,
    changes: { name: { from: "a", to: "b" } },
  });
}

const restoredCopies = () =>
  db.$queryRawUnsafe<{ datname: string }[]>("SELECT datname FROM pg_database WHERE strpos(datname, '_restore_') > 0 ORDER BY 1");

function runScript(script: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", script], {
      env: { ...process.env, DATABASE_URL: databaseUrl() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c));
    child.stderr.on("data", (c: Buffer) => (out += c));
    child.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

(onPglite ? describe.skip : describe)(
  "backup and restore (PostgreSQL only: the embedded PGlite is PostgreSQL 18 in WebAssembly, one database and one session; Debian's pg_dump 15 refuses it as a newer server and there is no second database to restore into: it is backed up by copying its stopped data directory)",
  () => {
    beforeAll(seedEverything, 60_000);

    it("pg_dump -Fc then pg_restore into a new empty database gives the same row count in every table, and the copy answers spatial queries", async () => {
      const result = await backupRoundTrip(databaseUrl(), { keep: true });
      const copyUrl = withDatabase(databaseUrl(), result.restoredInto);
      const admin = new pg.Client({ connectionString: withDatabase(databaseUrl(), "postgres") });
      await admin.connect();
      try {
        expect(result.mismatches).toEqual([]);
        expect(result.ok).toBe(true);
        expect(result.dumpBytes).toBeGreaterThan(0);
        const counts = Object.fromEntries(result.rows.map((r) => [r.table.replace(/^public\./, ""), r]));
        // Every application table was compared, and the seeded ones really hold rows.
        for (const table of [...SEEDED, "accounts", "sessions", "rate_limits", "translations", "feature_flags"])
          expect(counts[table]).toBeDefined();
        for (const table of SEEDED) {
          expect(counts[table].source).toBeGreaterThan(0);
          expect(counts[table].restored).toBe(counts[table].source);
        }
        expect(counts.clinics.source).toBe(await db.clinic.count());
        expect(counts.messages.source).toBe(6);

        // Not only counts: the PostGIS points, their index and the data came back usable.
        const copy = new pg.Client({ connectionString: copyUrl });
        await copy.connect();
        try {
          const nearest = `SELECT name FROM clinics WHERE location IS NOT NULL
            ORDER BY location <-> ST_SetSRID(ST_MakePoint(114.17, 22.32), 4326)::geography, id LIMIT 5`;
          const original = await db.$queryRawUnsafe<{ name: string }[]>(nearest);
          const restored = await copy.query<{ name: string }>(nearest);
          expect(restored.rows.map((r) => r.name)).toEqual(original.map((r) => r.name));
          const { rows } = await copy.query<{ email: string }>("SELECT email FROM users ORDER BY email");
          expect(rows.map((r) => r.email)).toEqual(["admin@example.com", "owner@example.com", "staff@example.com"]);
        } finally {
          await copy.end();
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${result.restoredInto}" WITH (FORCE)`);
        await admin.end();
      }
    }, 120_000);

    it("npm run db:backup-check passes against the test database and leaves no copy behind", async () => {
      const before = await restoredCopies();
      const { code, out } = await runScript("scripts/backup-check.ts");
      expect(out).toContain("Backup check passed");
      expect(out).toMatch(/ok\s+public\.clinics\s+\d+\s+\d+/);
      expect(code).toBe(0);
      const after = await restoredCopies();
      expect(after).toEqual(before);
    }, 120_000);
  },
);
