import { compareCounts, databaseName, libpqTarget, withDatabase } from "./backup";

describe("backup helpers", () => {
  it("passes the password to pg_dump / pg_restore in the environment, never on the command line, and drops Prisma-only parameters", () => {
    const target = libpqTarget("postgresql://app:s3cr%40t@db.internal:5432/pawalert?schema=public&sslmode=require&connection_limit=5");
    expect(target.dbname).toBe("postgresql://app@db.internal:5432/pawalert?sslmode=require");
    expect(target.env).toEqual({ PGPASSWORD: "s3cr@t" });
    expect(libpqTarget("postgresql://postgres@127.0.0.1:5432/x").env).toEqual({});
  });

  it("names another database on the same server", () => {
    expect(withDatabase("postgresql://u:p@h:1/pawalert?sslmode=disable", "postgres")).toBe("postgresql://u:p@h:1/postgres?sslmode=disable");
    expect(databaseName("postgresql://u@h/pawalert_test")).toBe("pawalert_test");
  });

  it("reports a table whose count differs, or that exists on one side only, as a mismatch", () => {
    const { rows, mismatches } = compareCounts(
      { "public.clinics": 185, "public.users": 3, "public.pets": 2 },
      { "public.clinics": 185, "public.users": 2, "public.extra": 0 },
    );
    expect(rows).toHaveLength(4);
    expect(mismatches).toEqual([
      { table: "public.extra", source: null, restored: 0 },
      { table: "public.pets", source: 2, restored: null },
      { table: "public.users", source: 3, restored: 2 },
    ]);
    expect(compareCounts({ "public.a": 1 }, { "public.a": 1 }).mismatches).toEqual([]);
  });
});
