import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// Applies prisma/migrations/*/migration.sql in order, recording each in
// `_prisma_migrations` exactly as `prisma migrate deploy` would (same table,
// sha256 checksum of the file), so both tools agree about what has run.

export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");

// Prisma's own advisory-lock key, so our runner and `prisma migrate` never overlap.
const ADVISORY_LOCK_KEY = 72707369;

export type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

const CREATE_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MigrationError";
  }
}

export type MigrateResult = { applied: string[]; skipped: string[] };

/** Applies pending migrations, each in its own transaction. Re-running is a no-op. */
export async function migrate(client: pg.ClientBase, migrations?: Migration[]): Promise<MigrateResult> {
  const all = migrations ?? (await readMigrations());
  await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK_KEY]);
  try {
    await client.query(CREATE_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const result: MigrateResult = { applied: [], skipped: [] };
    for (const m of all) {
      const previous = done.get(m.name);
      if (previous?.finished_at) {
        if (previous.checksum !== m.checksum) {
          throw new MigrationError(
            `Migration ${m.name} was changed after it was applied (checksum differs). Write a new migration instead of editing an applied one.`,
          );
        }
        result.skipped.push(m.name);
        continue;
      }
      if (previous) {
        throw new MigrationError(`Migration ${m.name} started earlier but did not finish; inspect the database before retrying.`);
      }
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           VALUES ($1, $2, $3, now(), now(), 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new MigrationError(`Migration ${m.name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
      }
      result.applied.push(m.name);
    }
    return result;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK_KEY]);
  }
}

export async function migrateUrl(connectionString: string): Promise<MigrateResult> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await migrate(client);
  } finally {
    await client.end();
  }
}
