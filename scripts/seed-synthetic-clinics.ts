// npm run clinics:synthetic -- <count>: inserts <count> synthetic clinics (benchmarks only).
import { insertSyntheticClinics } from "@/lib/clinics/synthetic";
import { disconnectDb } from "@/lib/db";

async function main() {
  const count = Number(process.argv[2] ?? "10000");
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    console.error("Usage: npm run clinics:synthetic -- <count 1..1000000>");
    process.exitCode = 2;
    return;
  }
  const started = performance.now();
  const inserted = await insertSyntheticClinics(count);
  console.log(`Inserted ${inserted} synthetic clinic(s) in ${Math.round(performance.now() - started)} ms.`);
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
