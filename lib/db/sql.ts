import "server-only";
import { createHash } from "node:crypto";
import pg from "pg";
import { getServerEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertOutsideTransaction, getPool } from "@/lib/db";

// The one way to run raw SQL. Prisma is the default; a statement
// Prisma cannot say (PostGIS KNN, FOR UPDATE SKIP LOCKED, one-statement
// upserts, the admin list's counts) or whose decoding cost
// matters (the clinic search: for 200 rows Prisma's raw-result decoding cost
// 1.9 ms of CPU against pg's 1.0) goes through queryRows/executeSql
// here, and only from the modules eslint.config.mjs names (RAW_SQL_MODULES).
// Statements are Prisma.sql templates, so values are bound parameters.
//
// Outside a transaction the statement runs straight through pg on the Prisma
// client's own pool. Inside one it must be given the transaction's client
// (`tx`) and runs there: on the embedded database's single connection a
// second pool connection would wait out the pool's timeout (the global path
// refuses inside a transaction callback: ./transaction-guard.ts). Either way
// every row is checked by `shape` (a zod schema), so a column renamed or
// retyped fails loudly instead of reaching callers as `undefined`; schemas
// coerce where pg and Prisma decode differently (numeric and bigint: pg gives
// text, Prisma Decimal/BigInt).

const TIMESTAMP_OID = 1114;

// Columns `timestamp without time zone` hold UTC (Prisma's convention); pg
// alone would read them in the process's time zone.
const parseUtcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);

const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID && format !== "binary"
      ? parseUtcTimestamp
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

// Dates go out as UTC instants: a `timestamp without time zone` column stores
// their UTC wall time (as Prisma writes it), a `timestamptz` the same instant.
const toParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A transaction's client (`db.$transaction(async (tx) => ...)`): what queryRows needs of it. */
export type SqlTransaction = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

/** Checks one row and returns it typed: a zod schema, or any object with the same parse(). */
export type RowShape<T> = { parse(row: unknown): T };

/**
 * The name a statement is prepared under on PostgreSQL: the same text, the same name. pg prepares a named
 * statement once per connection and then sends only its parameters, so the server parses and plans it
 * once, not at every call: the wizard's submission (one statement of four CTEs) went from 0.95 to 0.50 ms
 * a round trip, and PostgreSQL's CPU per submission under load from 1.1 to 0.56 ms (BENCHMARKS.md). The
 * texts are a fixed set (each module's templates and their optional parts), so a connection holds a few
 * dozen at most, freed when the pool closes it. None on a shared session (DATABASE_SHARED_SESSION, the
 * embedded database): a name one connection prepared would already exist for the next (42P05).
 */
export function statementName(text: string): string | undefined {
  if (getServerEnv().DATABASE_SHARED_SESSION) return undefined;
  return `pawalert_${createHash("sha1").update(text).digest("base64url")}`;
}

const poolQuery = (sql: Prisma.Sql) =>
  getPool().query({ name: statementName(sql.text), text: sql.text, values: sql.values.map(toParameter), types });

async function rawRows(sql: Prisma.Sql, tx: SqlTransaction | undefined, caller: (...args: never[]) => unknown): Promise<unknown[]> {
  if (tx) return tx.$queryRaw<unknown[]>(sql);
  // A pool connection of its own: never inside a transaction callback (pass its tx).
  assertOutsideTransaction("queryRows", caller);
  return (await poolQuery(sql)).rows;
}

/**
 * The rows of one statement, each checked by `shape`. Errors are pg's or
 * Prisma's own: lib/errors.ts maps a unique violation (23505 / P2002) to 409
 * and a lost connection to 503 for both.
 */
export async function queryRows<T>(sql: Prisma.Sql, shape: RowShape<T>, tx?: SqlTransaction): Promise<T[]> {
  const rows = await rawRows(sql, tx, queryRows);
  return rows.map((row) => shape.parse(row));
}

/** A statement without rows to read (INSERT/UPDATE without RETURNING): the number of rows it changed. */
export async function executeSql(sql: Prisma.Sql, tx?: SqlTransaction): Promise<number> {
  if (tx) return tx.$executeRaw(sql);
  assertOutsideTransaction("executeSql", executeSql);
  return (await poolQuery(sql)).rowCount ?? 0;
}
