import { readFileSync } from "node:fs";
import path from "node:path";
import { migrate } from "./migrate";
import { findDrift, readPrismaSchema } from "./drift";
import { withScratchSchema } from "@/tests/utils/db";

describe("migrations against schema.prisma", () => {
  it("reads every model of the schema", () => {
    const source = readFileSync(path.join(process.cwd(), "prisma", "schema.prisma"), "utf8");
    const tables = readPrismaSchema().map((t) => t.table);
    expect(tables).toHaveLength(source.match(/^model /gm)!.length);
    expect(tables).toEqual(expect.arrayContaining(["users", "sessions", "pets", "regions", "clinics", "emergency_requests", "messages"]));
  });

  it("applied to an empty database give exactly the schema, and re-running is a no-op", async () => {
    await withScratchSchema(async (client, schema) => {
      const first = await migrate(client);
      expect(first.applied.length).toBeGreaterThan(0);
      expect(await findDrift(client, schema)).toEqual([]);

      const second = await migrate(client);
      expect(second.applied).toEqual([]);
      expect(second.skipped).toEqual(first.applied);
    });
  });

  it("records each migration the way `prisma migrate deploy` does (sha256 checksum)", async () => {
    await withScratchSchema(async (client) => {
      await migrate(client);
      const { rows } = await client.query(`SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations"`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
        expect(row.finished_at).not.toBeNull();
      }
    });
  });

  it("detects a column missing from the migrations", async () => {
    await withScratchSchema(async (client, schema) => {
      await migrate(client);
      await client.query(`ALTER TABLE users DROP COLUMN phone`);
      await client.query(`DROP INDEX clinics_location_idx`);
      const problems = await findDrift(client, schema);
      expect(problems).toContain("column users.phone is missing");
      expect(problems).toContain("gist index on clinics(location) is missing");
    });
  });

  it("detects a mistyped column and a wrong delete rule", async () => {
    await withScratchSchema(async (client, schema) => {
      await migrate(client);
      await client.query(`ALTER TABLE pets ALTER COLUMN age_months TYPE text`);
      await client.query(
        `ALTER TABLE pets DROP CONSTRAINT pets_user_id_fkey, ADD CONSTRAINT pets_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL`,
      );
      const problems = await findDrift(client, schema);
      expect(problems).toContain("column pets.age_months is text, schema says integer");
      expect(problems).toContain("foreign key pets.user_id deletes with SetNull, schema says Cascade");
    });
  });

  it("refuses a migration edited after it was applied", async () => {
    await withScratchSchema(async (client) => {
      await migrate(client);
      const { readMigrations } = await import("./migrate");
      const edited = (await readMigrations()).map((m, i) => (i === 0 ? { ...m, checksum: "0".repeat(64) } : m));
      await expect(migrate(client, edited)).rejects.toThrow(/was changed after it was applied/);
    });
  });
});
