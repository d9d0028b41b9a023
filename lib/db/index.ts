import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { assertNoOpenTransaction, callerFrame, runInTransactionScope } from "./transaction-guard";

/**
 * PostgreSQL ends every session when it stops or restarts. pg reports that on
 * the idle pooled client (or the transaction's client) as an 'error' event,
 * which would crash the process if nobody listened; the adapter listens and
 * calls these. The broken client leaves the pool, and the next query opens a
 * fresh connection, so the app recovers by itself once the server is back.
 */
const onConnectionLost = (error: Error) => log.warn("db.connection_lost", { code: (error as { code?: string }).code ?? null, error });

const POOL_CONNECTION_TIMEOUT_MS = 3000;

function createClient() {
  const env = getServerEnv();
  // Our own pool, handed to Prisma's adapter, so that the few hot statements
  // run straight through pg (lib/db/sql.ts) share its connections and limit.
  const pool = new pg.Pool({
    connectionString: env.DATABASE_URL,
    // The embedded server multiplexes every connection onto one PGlite session,
    // so it gets exactly one.
    max: env.DATABASE_POOL_MAX,
    // Fail fast while the database is down instead of hanging a phone's request:
    // bounds both opening a connection and waiting for a free one (-> 503).
    connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    // Notices a peer that vanished without closing the socket (a crashed host).
    keepAlive: true,
  });
  const adapter = new PrismaPg(pool, { onPoolError: onConnectionLost, onConnectionError: onConnectionLost });
  // A transaction waits for a pool connection as long as any query does (Prisma's
  // default maxWait is 2 s): on the embedded database's one connection a busy
  // moment otherwise fails transactions first, with a different error.
  const transactionOptions = { maxWait: POOL_CONNECTION_TIMEOUT_MS };
  return { prisma: new PrismaClient({ adapter, omit: { user: { password: true } }, transactionOptions }), pool };
}

type Client = ReturnType<typeof createClient>["prisma"];
const globalForDb = globalThis as unknown as { __pawalertDb?: ReturnType<typeof createClient> };

export function getDb(): Client {
  globalForDb.__pawalertDb ??= createClient();
  return globalForDb.__pawalertDb.prisma;
}

/** The pool under the Prisma client (created with it). */
export function getPool(): pg.Pool {
  getDb();
  return globalForDb.__pawalertDb!.pool;
}

/**
 * Development and tests (the test runner's servers set TEST_CLOCK): the global
 * client refuses to be used inside a transaction callback (./transaction-guard.ts).
 */
function transactionGuardOn(): boolean {
  const env = getServerEnv();
  return env.NODE_ENV !== "production" || env.TEST_CLOCK;
}

/** Throws in development and tests when called inside a transaction callback; `below` is the function whose caller is named. */
export function assertOutsideTransaction(what: string, below: (...args: never[]) => unknown): void {
  if (transactionGuardOn()) assertNoOpenTransaction(what, () => callerFrame(below));
}

function guardedTransaction(client: Client): Client["$transaction"] {
  const transaction = ((first: unknown, options?: unknown) => {
    assertOutsideTransaction("$transaction", transaction);
    if (typeof first !== "function" || !transactionGuardOn()) {
      return (client.$transaction as (a: unknown, b?: unknown) => unknown)(first, options);
    }
    const opener = callerFrame(transaction);
    const callback = first as (tx: unknown) => Promise<unknown>;
    return (client.$transaction as (a: unknown, b?: unknown) => unknown)(
      (tx: unknown) => runInTransactionScope(opener, () => callback(tx)),
      options,
    );
  }) as Client["$transaction"];
  return transaction;
}

/** Members of the client that take no connection of their own. */
const NO_CONNECTION = new Set(["$connect", "$disconnect", "$on", "$extends", "then", "toJSON"]);

/** The one Prisma client, created on first use (so builds need no database). */
export const db: Client = new Proxy({} as Client, {
  get: function get(_target, prop) {
    const client = getDb();
    if (prop === "$transaction") return guardedTransaction(client);
    if (typeof prop === "string" && !NO_CONNECTION.has(prop)) assertOutsideTransaction(prop, get);
    const value = Reflect.get(client, prop);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export async function disconnectDb() {
  const client = globalForDb.__pawalertDb;
  globalForDb.__pawalertDb = undefined;
  await client?.prisma.$disconnect();
  await client?.pool.end();
}
