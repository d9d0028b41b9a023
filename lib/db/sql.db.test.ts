import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isUniqueViolation, toAppError } from "@/lib/errors";
import { z } from "zod";
import { queryRows, statementName } from "./sql";

// A unique violation is a 409 whichever way the statement went. Through
// Prisma it is P2002; through pg (queryRows, the hot paths) it is PostgreSQL's
// SQLSTATE 23505, which used to fall through to a 500.

const code = `T${Date.now().toString(36).slice(-6)}`;
const inserted = z.object({ code: z.string() });
const insertSql = (regionCode: string) =>
  Prisma.sql`INSERT INTO regions (code, name_en, name_zh) VALUES (${regionCode}, 'Test', '測試') RETURNING code`;

// The pool's wait for a free connection (lib/db/index.ts): on the embedded
// database's one connection a second connection inside a transaction waited this long.
const POOL_TIMEOUT_MS = 3000;

afterAll(() => db.region.deleteMany({ where: { code: { startsWith: code } } }));

describe("a unique violation through pg", () => {
  it("answers 409 conflict, as through Prisma", async () => {
    const insert = insertSql(code);
    expect(await queryRows(insert, inserted)).toEqual([{ code }]);
    const viaPg = await queryRows(insert, inserted).catch((error: unknown) => error);
    expect(isUniqueViolation(viaPg)).toBe(true);
    expect(toAppError(viaPg)).toMatchObject({ code: "conflict", status: 409 });

    const viaPrisma = await db.region.create({ data: { code, nameEn: "Test", nameZh: "測試" } }).catch((error: unknown) => error);
    expect(toAppError(viaPrisma)).toMatchObject({ code: "conflict", status: 409 });
  });
});

describe("raw SQL inside a transaction", () => {
  it("runs on the transaction's client (its own writes seen, rolled back with it) without waiting for a second connection", async () => {
    const mine = `${code}X`;
    const started = Date.now();
    const seen = await db
      .$transaction(async (tx) => {
        await queryRows(insertSql(mine), inserted, tx);
        const rows = await queryRows(Prisma.sql`SELECT code FROM regions WHERE code = ${mine}`, inserted, tx);
        throw Object.assign(new Error("roll back"), { rows });
      })
      .catch((error: { rows?: unknown }) => error.rows);
    expect(Date.now() - started).toBeLessThan(POOL_TIMEOUT_MS);
    expect(seen).toEqual([{ code: mine }]);
    expect(await db.region.count({ where: { code: mine } })).toBe(0);
  });

  it("maps a unique violation inside the transaction to 409 too", async () => {
    const error = await db.$transaction((tx) => queryRows(insertSql(code), inserted, tx)).catch((e: unknown) => e);
    expect(toAppError(error)).toMatchObject({ code: "conflict", status: 409 });
  });

  it("refuses a row its shape does not describe, inside a transaction or not", async () => {
    const wrong = z.object({ code: z.number() });
    const select = Prisma.sql`SELECT code FROM regions WHERE code = ${code}`;
    await expect(queryRows(select, wrong)).rejects.toThrow(z.ZodError);
    await expect(db.$transaction((tx) => queryRows(select, wrong, tx))).rejects.toThrow(z.ZodError);
  });
});

// The statements through pg are prepared once per connection on PostgreSQL (parsed and planned once, then
// only their parameters sent), and never on the embedded database, whose connections share one session.
describe("prepared statements", () => {
  const onPglite = process.env.TEST_DB_ENGINE === "pglite";
  const echo = Prisma.sql`SELECT ${"prepared once"}::text AS code`;
  const preparedShape = z.object({ name: z.string(), executions: z.coerce.number() });
  const prepared = () =>
    queryRows(
      Prisma.sql`SELECT name, generic_plans + custom_plans AS executions FROM pg_prepared_statements WHERE statement = ${echo.text}`,
      preparedShape,
    );

  (onPglite ? it.skip : it)(
    "on PostgreSQL, a statement run three times is prepared once under its name and executed three times",
    async () => {
      for (let i = 0; i < 3; i++) expect(await queryRows(echo, inserted)).toEqual([{ code: "prepared once" }]);
      // The pool hands back the connection it was last given (pg-pool's idle list is a stack), the one that prepared it.
      expect(await prepared()).toEqual([{ name: statementName(echo.text), executions: 3 }]);
    },
  );

  (onPglite ? it : it.skip)("on the embedded database, nothing is prepared under a name another connection would meet again", async () => {
    expect(await queryRows(echo, inserted)).toEqual([{ code: "prepared once" }]);
    expect(statementName(echo.text)).toBeUndefined();
    expect(await prepared()).toEqual([]);
  });
});
