import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { postgis } from "@electric-sql/pglite-postgis";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { startWireGuard } from "./wire-guard";

// The embedded default: PGlite + PostGIS in this process,
// served on loopback so the app and scripts only ever see a DATABASE_URL.

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

/**
 * How the app connects to the embedded database (lib/env.ts): one connection, since every connection is
 * the same PGlite session, and no statement prepared under a name another connection would meet again.
 */
export const EMBEDDED_CONNECTION_ENV = { DATABASE_POOL_MAX: "1", DATABASE_SHARED_SESSION: "1" } as const;

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One process per data directory: two PGlite instances on one directory corrupt it. */
function acquireLock(dataDir: string) {
  const lockFile = path.join(dataDir, "..", `${path.basename(dataDir)}.lock`);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`The embedded database in ${dataDir} is already in use by process ${pid}. Stop it first (Ctrl+C in its terminal).`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** `dataDir` is a folder, or "memory://" for a throwaway database (tests). */
export async function startEmbeddedDatabase(options: { dataDir: string; port?: number }): Promise<EmbeddedDatabase> {
  const inMemory = options.dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const release = inMemory ? () => undefined : acquireLock(options.dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: options.dataDir, extensions: { postgis } });
    const server = new PGLiteSocketServer({
      db: pglite,
      host: "127.0.0.1",
      port: options.port ?? 0,
      maxConnections: 16,
      debug: process.env.PGLITE_DEBUG === "1",
    });
    await server.start();
    const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
    // Clients connect through the guard, never to pglite-socket directly (see wire-guard.ts).
    const guard = await startWireGuard(address.port);
    const port = guard.port;
    let stopped = false;
    return {
      port,
      url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
      async stop() {
        if (stopped) return;
        stopped = true;
        await guard.stop();
        await server.stop();
        // close() checkpoints and flushes the data directory; skipping it risks a corrupt store.
        await pglite.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
