// Shared by the test runner, the fault and instances tiers and the benchmark: a
// free loopback port, a database recreated empty, the build with its standalone
// bundle, and the app server (or the bundle's entry points) started, awaited and stopped.
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, type WriteStream } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** True once `url` answers 2xx; false if the child exits first or the time runs out. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * `next build`, then the standalone bundle completed (scripts/standalone.mjs:
 * server.js, migrate.js, worker.js, static files): true when both succeeded.
 * NEXT_DIST_DIR in `env` picks the folder. Asynchronous, so that an embedded
 * database in this process keeps answering meanwhile.
 */
export async function buildStandalone(env: NodeJS.ProcessEnv): Promise<boolean> {
  const step = (command: string, args: string[]) =>
    new Promise<boolean>((resolve) => {
      const child = spawn(command, args, { stdio: "inherit", env });
      child.on("exit", (code) => resolve(code === 0));
    });
  return (
    (await step(path.join(process.cwd(), "node_modules", ".bin", "next"), ["build"])) &&
    (await step(process.execPath, [path.join(process.cwd(), "scripts", "standalone.mjs")]))
  );
}

/** The standalone bundle of the build in NEXT_DIST_DIR (default .next). */
export const standaloneDir = (env: NodeJS.ProcessEnv = process.env) => path.join(process.cwd(), env.NEXT_DIST_DIR || ".next", "standalone");

/**
 * A copy of the standalone bundle in a new temporary folder, as the image's
 * final stage copies it to /app: outside the checkout, a module the bundle lacks
 * cannot be found in the checkout's node_modules instead.
 */
export function copyStandalone(env: NodeJS.ProcessEnv = process.env): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pawalert-standalone-"));
  cpSync(standaloneDir(env), dir, { recursive: true });
  return dir;
}

/** One of the bundle's entry points in `dir` (server.js, migrate.js, worker.js, healthcheck.js) run as the image runs it: `node <file>` there. */
export function spawnStandalone(dir: string, file: string, env: NodeJS.ProcessEnv, stdio: StdioOptions = "pipe"): ChildProcess {
  return spawn(process.execPath, [file], { cwd: dir, stdio, env });
}

/** SIGTERM, then SIGKILL if it is still there 10 s later; resolves once the child has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/** Drops (closing its sessions) and recreates the database `url` names, through the server's `postgres` database. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

/**
 * The production server as deployed (scripts/app-server.mjs: Next's handler
 * behind a server that records the client's address) on `port`.
 */
export function spawnAppServer(port: number, env: NodeJS.ProcessEnv, stdio: StdioOptions = "inherit"): ChildProcess {
  return spawn(process.execPath, [path.join(process.cwd(), "scripts", "app-server.mjs")], { stdio, env: { ...env, PORT: String(port) } });
}

/**
 * The app server on `port`: every output line goes to `logPath` when given, and to
 * the console (with `prefix`) when `echo(line)` says so. Not bound with
 * -H 127.0.0.1: Next 16 then rewrites locale routes to a "localhost" URL it
 * treats as external, and the proxy redirects forever.
 */
export function startNext(
  port: number,
  env: NodeJS.ProcessEnv,
  { logPath, echo = () => true, prefix = "" }: { logPath?: string; echo?: (line: string) => boolean; prefix?: string } = {},
): ChildProcess {
  const child = spawnAppServer(port, env, ["ignore", "pipe", "pipe"]);
  let file: WriteStream | undefined;
  if (logPath) {
    mkdirSync(path.dirname(logPath), { recursive: true });
    file = createWriteStream(logPath);
    child.on("close", () => file!.end());
  }
  for (const [stream, out] of [
    [child.stdout!, process.stdout],
    [child.stderr!, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on("line", (line) => {
      file?.write(`${line}\n`);
      if (echo(line)) out.write(`${prefix}${line}\n`);
    });
  }
  return child;
}
