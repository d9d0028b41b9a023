import pg from "pg";
import { databaseUrl } from "@/tests/utils/db";

// The fault wire-guard.ts repairs: after a statement fails inside a transaction,
// every later result must still belong to its own query.
describe("a connection after a failed statement", () => {
  it("returns each query's own result", async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      for (let i = 0; i < 20; i++) {
        await client.query("BEGIN");
        await expect(client.query("SELECT 1 / $1::int AS x", [0])).rejects.toThrow(/division by zero/);
        await client.query("ROLLBACK");
        const { rows } = await client.query("SELECT $1::int AS n", [i]);
        expect(rows).toEqual([{ n: i }]);
      }
    } finally {
      await client.end();
    }
  });
});
