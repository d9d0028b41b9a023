import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { isUniqueViolation, toAppError } from "@/lib/errors";
import { queryRows } from "./sql";

// Issue 33: a unique violation is a 409 whichever way the statement went. Through
// Prisma it is P2002; through pg (queryRows, the hot paths) it is PostgreSQL's
// SQLSTATE 23505, which used to fall through to a 500.

const code = `T${Date.now().toString(36).slice(-6)}`;

afterAll(() => db.region.deleteMany({ where: { code } }));

describe("a unique violation through pg", () => {
  it("answers 409 conflict, as through Prisma", async () => {
    const insert = Prisma.sql`INSERT INTO regions (code, name_en, name_zh) VALUES (${code}, 'Test', '測試') RETURNING code`;
    expect(await queryRows<{ code: string }>(insert)).toEqual([{ code }]);
    const viaPg = await queryRows(insert).catch((error: unknown) => error);
    expect(isUniqueViolation(viaPg)).toBe(true);
    expect(toAppError(viaPg)).toMatchObject({ code: "conflict", status: 409 });

    const viaPrisma = await db.region.create({ data: { code, nameEn: "Test", nameZh: "測試" } }).catch((error: unknown) => error);
    expect(toAppError(viaPrisma)).toMatchObject({ code: "conflict", status: 409 });
  });
});
