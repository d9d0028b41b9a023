import "server-only";
import pg from "pg";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertOutsideTransaction, getPool } from "./client";

// A few hot statements (the clinic search, storing an emergency request) run
// straight through pg on the Prisma client's own pool (issue 18): for 200
// search rows Prisma's raw-result decoding cost 1.9 ms of CPU against pg's
// 1.0, on a server whose single thread is the bottleneck. They are written as
// Prisma.sql templates, so values are bound parameters exactly as with
// $queryRaw.

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

/** The rows of one statement; errors are pg's own (lib/errors.ts maps a lost connection to 503 as for Prisma). */
export async function queryRows<T>(sql: Prisma.Sql): Promise<T[]> {
  // It takes a pool connection of its own: never inside a transaction callback.
  assertOutsideTransaction("queryRows", queryRows);
  const result = await getPool().query({ text: sql.text, values: sql.values.map(toParameter), types });
  return result.rows as T[];
}
