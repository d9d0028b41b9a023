import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { db } from "@/lib/db";
import { seed } from "@/lib/seed/seed";
import { resetData } from "@/tests/utils/db";
import { importClinics, readCsvCandidates, readJsonCandidates } from "./import";

const CSV = [
  "name,nameZh,address,phone,whatsapp,email,region,is24Hour,latitude,longitude",
  'Harbour Pet Hospital,海港寵物醫院,"G/F, 1 Nathan Road, Tsim Sha Tsui, KLN.",2111 2222,9111 2222,desk@harbour.example,KLN,Y,22.2976,114.1722',
  "Broken Row Clinic,,,2333 4444,,not-an-email,XYZ,maybe,,",
  '"Lamma ""Island"" Vet",,"64 Main Street,\nYung Shue Wan, Lamma Island, N.T.",2982 0000,,,NT,N,,',
].join("\n");

function runImport(file: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(process.cwd(), "node_modules/.bin/tsx"),
      ["--conditions=react-server", "scripts/import-clinics.ts", file],
      { env: process.env },
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("exit", (code) => resolve({ code: code ?? 1, out }));
  });
}

describe("clinic import", () => {
  beforeEach(async () => {
    await resetData();
    await seed(db, { demo: false });
  });

  it("npm run clinics:import imports the good rows of a CSV and reports the bad one by line", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "import-"));
    const file = path.join(dir, "clinics.csv");
    writeFileSync(file, CSV);
    const before = await db.clinic.count();

    const { code, out } = await runImport(file);
    expect(code).toBe(1);
    expect(out).toContain("Imported 2 new and updated 0 existing clinic(s) from 3 row(s).");
    expect(out).toMatch(/line 3: .*address: Validation\.addressRequired/);
    expect(out).toMatch(/line 3: .*region: Validation\.unknownRegion/);
    expect(await db.clinic.count()).toBe(before + 2);

    const harbour = await db.clinic.findFirstOrThrow({ where: { name: "Harbour Pet Hospital" } });
    expect(harbour).toMatchObject({ phone: "+85221112222", whatsapp: "+85291112222", is24Hour: true, coordPrecision: "building" });
    // A quoted multi-line address, and no coordinates: placed at the gazetteer area, flagged approximate.
    const lamma = await db.clinic.findFirstOrThrow({ where: { name: 'Lamma "Island" Vet' } });
    expect(lamma.address).toBe("64 Main Street,\nYung Shue Wan, Lamma Island, N.T.");
    expect(lamma.coordPrecision).toBe("area");
  }, 60_000);

  it("updates a clinic with the same name and address instead of duplicating it", async () => {
    await importClinics(readCsvCandidates(CSV));
    const changed = CSV.replace("2111 2222", "2111 9999");
    const report = await importClinics(readCsvCandidates(changed));
    expect(report).toMatchObject({ created: 0, updated: 2 });
    expect(await db.clinic.count({ where: { name: "Harbour Pet Hospital" } })).toBe(1);
    expect((await db.clinic.findFirstOrThrow({ where: { name: "Harbour Pet Hospital" } })).phone).toBe("+85221119999");
  });

  it("rejects a row repeated within one file", async () => {
    const rows = CSV.split("\n");
    const report = await importClinics(readCsvCandidates([...rows, rows[1]].join("\n")));
    expect(report.rejected).toContainEqual({ line: 6, reasons: ["duplicate of line 2 (same name and address)"] });
  });

  it("reads JSON files too, reporting positions", async () => {
    const report = await importClinics(
      readJsonCandidates(
        JSON.stringify([
          { name: "JSON Vet", address: "1 Queen's Road Central, Central, HK", phone: "21234567", region: "HKI" },
          { name: "No phone", address: "x", region: "HKI" },
        ]),
      ),
    );
    expect(report.created).toBe(1);
    expect(report.rejected).toEqual([{ line: 2, reasons: ["phone: Validation.phoneRequired"] }]);
  });

  it("imports nothing when the database fails mid-batch", async () => {
    await db.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION refuse_lamma() RETURNS trigger AS $$
      BEGIN IF NEW.name LIKE 'Lamma%' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.$executeRawUnsafe(`CREATE TRIGGER refuse_lamma BEFORE INSERT ON clinics FOR EACH ROW EXECUTE FUNCTION refuse_lamma()`);
    try {
      const before = await db.clinic.count();
      await expect(importClinics(readCsvCandidates(CSV))).rejects.toThrow(/simulated failure/);
      expect(await db.clinic.count()).toBe(before);
      expect(await db.clinic.count({ where: { name: "Harbour Pet Hospital" } })).toBe(0);
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS refuse_lamma ON clinics`);
      await db.$executeRawUnsafe(`DROP FUNCTION IF EXISTS refuse_lamma()`);
    }
  });
});
