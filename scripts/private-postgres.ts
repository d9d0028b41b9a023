// A throwaway PostgreSQL cluster on a free loopback port, for the fault tier (a
// test that stops and starts the database needs one nobody else uses) and the
// benchmark (a database of its own, the way .ci/run starts one).
// initdb and pg_ctl refuse to run as root, so as root they run as the
// `postgres` OS user (su), as CI and the dev container are set up.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./local-server";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const run = promisify(execFile);

/** Why a private cluster cannot be made here, or null when it can. */
export function privatePostgresMissing(): string | null {
  const initdb = path.join(PG_BIN, "initdb");
  return existsSync(initdb) ? null : `PostgreSQL binaries not found at ${PG_BIN} (set PG_BIN): initdb and pg_ctl are needed`;
}

const isRoot = () => process.getuid?.() === 0;
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL binary as an unprivileged user; resolves with its exit code. */
async function pgCommand(name: string, args: string[]): Promise<number> {
  const command = [path.join(PG_BIN, name), ...args];
  try {
    if (isRoot()) await run("su", ["postgres", "-c", command.map(quote).join(" ")], { timeout: 60_000 });
    else await run(command[0], command.slice(1), { timeout: 60_000 });
    return 0;
  } catch (error) {
    const e = error as { code?: number; stderr?: string };
    if (e.stderr) process.stderr.write(e.stderr);
    return typeof e.code === "number" ? e.code : 1;
  }
}

export type PrivatePostgres = {
  /** Connection URL of the `postgres` database (create others through it). */
  adminUrl: string;
  urlFor: (database: string) => string;
  /** `pg_ctl stop -m fast`: sessions are terminated, new connections refused. */
  stop: () => Promise<number>;
  start: () => Promise<number>;
  /** Stops the cluster (if running) and deletes its directory. */
  destroy: () => Promise<void>;
};

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "pawalert-faults-pg-"));
  if (isRoot()) chownSync(dir, Number((await run("id", ["-u", "postgres"])).stdout), Number((await run("id", ["-g", "postgres"])).stdout));
  const data = path.join(dir, "data");
  const port = await freePort();
  if ((await pgCommand("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"])) !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error("initdb failed");
  }
  // Durability off: the cluster is thrown away and stopped cleanly (a fast shutdown still checkpoints).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => pgCommand("pg_ctl", ["-D", data, "-w", "-t", "30", "-l", path.join(dir, "server.log"), "-o", options, "start"]);
  const stop = () => pgCommand("pg_ctl", ["-D", data, "-w", "-t", "30", "-m", "fast", "stop"]);
  if ((await start()) !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error("pg_ctl start failed");
  }
  const urlFor = (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    stop,
    start,
    destroy: async () => {
      await pgCommand("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
