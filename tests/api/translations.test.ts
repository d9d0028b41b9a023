import pg from "pg";
import { api } from "@/tests/utils/http";

// GET /api/translations?lang= against the running server, with rows written
// straight into its database.
let sql: pg.Client;
const KEY = `test.translations.${Date.now()}`;

beforeAll(async () => {
  sql = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await sql.connect();
  await sql.query(
    `INSERT INTO translations (key, language, value, namespace) VALUES ($1, 'en', 'Hello from the database', 'common'), ($1, 'zh-HK', '來自資料庫的問候', 'common')`,
    [KEY],
  );
});

afterAll(async () => {
  await sql.query(`DELETE FROM translations WHERE key = $1`, [KEY]);
  await sql.end();
});

describe("GET /api/translations", () => {
  it("returns the language's entries as {key, value}", async () => {
    const res = await api("/api/translations?lang=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
    const rows = (await res.json()) as { key: string; value: string }[];
    expect(rows).toContainEqual({ key: KEY, value: "Hello from the database" });
    expect(Object.keys(rows.find((r) => r.key === KEY)!).sort()).toEqual(["key", "value"]);
    expect(rows.some((r) => r.value === "來自資料庫的問候")).toBe(false);
  });

  it("answers Traditional Chinese entries for zh-HK", async () => {
    const rows = (await (await api("/api/translations?lang=zh-HK")).json()) as { key: string; value: string }[];
    expect(rows).toContainEqual({ key: KEY, value: "來自資料庫的問候" });
  });

  it.each(["", "?lang=fr", "?lang=zh", "?lang=EN"])("refuses an unknown language (%s) with 400", async (query) => {
    const res = await api(`/api/translations${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toHaveProperty("lang");
  });
});
