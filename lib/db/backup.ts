import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { getBackupEnv } from "@/lib/env";

// Backups with PostgreSQL's own tools (docs/OPERATIONS.md): pg_dump -Fc writes a
// dump, pg_restore loads it into an empty database. `backupRoundTrip` proves a
// dump restores: it dumps, restores into a new empty database on the same server
// and compares every table's row count, counted in the very snapshot pg_dump
// saved (so writes going on meanwhile cannot make the counts differ).

/** URL parameters that Prisma understands and libpq refuses. */
const PRISMA_ONLY_PARAMS = ["schema", "connection_limit", "pool_timeout", "pgbouncer", "statement_cache_size", "socket_timeout"];

/**
 * libpq connection settings for a DATABASE_URL: the password travels in
 * PGPASSWORD (never on a command line, where `ps` would show it).
 */
export function libpqTarget(url: string): { dbname: string; env: Record<string, string> } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  for (const param of PRISMA_ONLY_PARAMS) u.searchParams.delete(param);
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** DATABASE_URL for the backup scripts (PostgreSQL; the embedded database is copied instead). */
export function backupSourceUrl(): string {
  const url = getBackupEnv().databaseUrl;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set: point it at the PostgreSQL database (the embedded database is backed up by copying .data/, see docs/OPERATIONS.md).",
    );
  }
  return url;
}

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
}

/** pg_dump / pg_restore: PG_BIN if set, else the PATH, else the newest /usr/lib/postgresql/<n>/bin. */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  const { pgBin, path: searchPath } = getBackupEnv();
  if (pgBin) return path.join(pgBin, name);
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v) && existsSync(path.join(root, v, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return path.join(root, versions[0], "bin", name);
  throw new Error(`${name} not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client) or set PG_BIN`);
}

function runTool(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}: ${stderr.trim().slice(-2000)}`)),
    );
  });
}

/** pg_dump -Fc of the whole database into `file`; `snapshot` pins it to an exported snapshot. */
export async function dumpDatabase(url: string, file: string, options: { snapshot?: string } = {}) {
  const { dbname, env } = libpqTarget(url);
  const args = ["--format=custom", `--file=${file}`, ...(options.snapshot ? [`--snapshot=${options.snapshot}`] : []), `--dbname=${dbname}`];
  await runTool(pgTool("pg_dump"), args, env);
}

/**
 * pg_restore into an (empty) database; stops at the first error. --no-owner: the
 * restoring role owns the objects, so a dump restores on a server whose roles differ.
 */
export async function restoreDatabase(file: string, url: string) {
  const { dbname, env } = libpqTarget(url);
  await runTool(pgTool("pg_restore"), ["--exit-on-error", "--no-owner", `--dbname=${dbname}`, file], env);
}

type Queryable = Pick<pg.Client, "query">;

/** Exact row counts of every table outside the system schemas, skipping tables owned by extensions (PostGIS's spatial_ref_sys). */
export async function tableRowCounts(client: Queryable): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(`
    SELECT n.nspname AS schema, c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    ORDER BY 1, 2`);
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(t.schema)}.${ident(t.name)}`);
    counts[`${t.schema}.${t.name}`] = Number(rows[0].n);
  }
  return counts;
}

export type CountRow = { table: string; source: number | null; restored: number | null };

/** Every table of either side with both counts; `mismatches` lists those that differ or exist on one side only. */
export function compareCounts(source: Record<string, number>, restored: Record<string, number>) {
  const tables = [...new Set([...Object.keys(source), ...Object.keys(restored)])].sort();
  const rows: CountRow[] = tables.map((table) => ({ table, source: source[table] ?? null, restored: restored[table] ?? null }));
  return { rows, mismatches: rows.filter((r) => r.source !== r.restored) };
}

export type RoundTripResult = {
  ok: boolean;
  rows: CountRow[];
  mismatches: CountRow[];
  dumpBytes: number;
  restoredInto: string;
};

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Dumps `sourceUrl`, restores it into a new empty database on the same server
 * (created here and dropped afterwards unless `keep`), and compares the row counts
 * of every table. Needs a role that may CREATE DATABASE.
 */
export async function backupRoundTrip(sourceUrl: string, options: { keep?: boolean; file?: string } = {}): Promise<RoundTripResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "pawalert-backup-"));
  const file = options.file ?? path.join(dir, "pawalert.dump");
  const target = `${databaseName(sourceUrl).slice(0, 40)}_restore_${randomBytes(4).toString("hex")}`;
  const targetUrl = withDatabase(sourceUrl, target);
  const maintenanceUrl = withDatabase(sourceUrl, "postgres");
  let created = false;
  try {
    // Count in the snapshot pg_dump dumps: a transaction exports it and stays open until the dump is written.
    const source = await withClient(sourceUrl, async (client) => {
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      try {
        const { rows } = await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
        const counts = await tableRowCounts(client);
        await dumpDatabase(sourceUrl, file, { snapshot: rows[0].id });
        return counts;
      } finally {
        await client.query("COMMIT");
      }
    });

    await withClient(maintenanceUrl, (client) => client.query(`CREATE DATABASE "${target}"`));
    created = true;
    const before = await withClient(targetUrl, tableRowCounts);
    if (Object.keys(before).length) throw new Error(`the new database ${target} is not empty`);
    await restoreDatabase(file, targetUrl);
    const restored = await withClient(targetUrl, tableRowCounts);

    const { rows, mismatches } = compareCounts(source, restored);
    return { ok: mismatches.length === 0 && rows.length > 0, rows, mismatches, dumpBytes: statSync(file).size, restoredInto: target };
  } finally {
    if (created && !options.keep) {
      await withClient(maintenanceUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`));
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
