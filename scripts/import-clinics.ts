// npm run clinics:import -- <file.csv|file.json>
import { readFile } from "node:fs/promises";
import { disconnectDb } from "@/lib/db";
import { importClinics, readCsvCandidates, readJsonCandidates } from "@/lib/clinics/import";

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run clinics:import -- <file.csv|file.json>");
    process.exitCode = 2;
    return;
  }
  const text = await readFile(file, "utf8");
  const candidates = file.toLowerCase().endsWith(".json") ? readJsonCandidates(text) : readCsvCandidates(text);
  const report = await importClinics(candidates);
  console.log(`Imported ${report.created} new and updated ${report.updated} existing clinic(s) from ${candidates.length} row(s).`);
  if (report.rejected.length) {
    console.log(`Rejected ${report.rejected.length} row(s):`);
    for (const r of report.rejected) console.log(`  line ${r.line}: ${r.reasons.join("; ")}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error: Error) => {
    console.error(`Import failed, nothing was imported: ${error.message}`);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
