// npm run bench:admin: median time of the admin clinic list (GET /api/admin/clinics's
// query: filtered page + counts + stats) against DATABASE_URL. Tops the table up to
// 10,000 clinics with synthetic ones first (npm run clinics:synthetic). The same
// measurement is part of `npm run bench` (scripts/bench.ts).
import { db, disconnectDb } from "@/lib/db";
import { ADMIN_LIST_TARGET, measureAdminList, topUpClinics } from "./bench-admin-list";

const RUNS = 50;

async function main() {
  const added = await topUpClinics(ADMIN_LIST_TARGET);
  if (added) console.log(`Added ${added} synthetic clinic(s) to reach ${ADMIN_LIST_TARGET}.`);
  console.log(`Clinics: ${await db.clinic.count()}; ${RUNS} runs per case.`);
  for (const [label, t] of Object.entries(await measureAdminList(RUNS))) {
    console.log(`${label.padEnd(36)} median ${t.median.toFixed(1)} ms  (p90 ${t.p90.toFixed(1)} ms, ${t.matching} matching)`);
  }
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
