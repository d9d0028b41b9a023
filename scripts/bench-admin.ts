// npm run bench:admin: median time of the admin clinic list (GET /api/admin/clinics's
// query: filtered page + counts + stats) against DATABASE_URL. Tops the table up to
// 10,000 clinics with synthetic ones first (npm run clinics:synthetic).
import { listAdminClinics } from "@/lib/clinics/admin-list";
import { adminClinicListQuerySchema } from "@/lib/clinics/admin-schemas";
import { insertSyntheticClinics } from "@/lib/clinics/synthetic";
import { db, disconnectDb } from "@/lib/db";

const TARGET = 10_000;
const RUNS = 50;

const CASES: Record<string, Record<string, string>> = {
  "search + 24h + available, page 2": { q: "road", h24: "yes", available: "yes", page: "2" },
  "region + support": { region: "KLN", support: "yes" },
  "no filter, page 100": { page: "100" },
  "missing GPS": { gps: "missing" },
};

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main() {
  const existing = await db.clinic.count();
  if (existing < TARGET) {
    const added = await insertSyntheticClinics(TARGET - existing);
    console.log(`Added ${added} synthetic clinic(s) to reach ${TARGET}.`);
  }
  console.log(`Clinics: ${await db.clinic.count()}; ${RUNS} runs per case.`);
  for (const [label, params] of Object.entries(CASES)) {
    const query = adminClinicListQuerySchema.parse(params);
    await listAdminClinics(query); // warm-up
    const times: number[] = [];
    let filtered = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      filtered = (await listAdminClinics(query)).filtered;
      times.push(performance.now() - started);
    }
    console.log(`${label.padEnd(36)} median ${median(times).toFixed(1)} ms  (p90 ${[...times].sort((a, b) => a - b)[Math.floor(RUNS * 0.9)].toFixed(1)} ms, ${filtered} matching)`);
  }
}

main()
  .catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
