// The admin clinic list benchmark (GET /api/admin/clinics's query: filtered page +
// counts + stats) over 10,000 clinics, topped up with synthetic ones. Used by
// `npm run bench:admin` (scripts/bench-admin.ts) and `npm run bench` (scripts/bench.ts).
import { listAdminClinics } from "@/lib/clinics/admin-list";
import { adminClinicListQuerySchema } from "@/lib/clinics/admin-schemas";
import { insertSyntheticClinics } from "@/lib/clinics/synthetic";
import { db } from "@/lib/db";
import { timeCalls, type Timing } from "./bench-stats";

export const ADMIN_LIST_TARGET = 10_000;

/** The filtered pages measured; the first is the one the budget is about. */
export const ADMIN_LIST_CASES: Record<string, Record<string, string>> = {
  "search + 24h + available, page 2": { q: "road", h24: "yes", available: "yes", page: "2" },
  "region + support": { region: "KLN", support: "yes" },
  "no filter, page 100": { page: "100" },
  "missing GPS": { gps: "missing" },
};

/** Tops the clinics table up to `target` with synthetic clinics; returns how many were added. */
export async function topUpClinics(target = ADMIN_LIST_TARGET): Promise<number> {
  const existing = await db.clinic.count();
  return existing < target ? insertSyntheticClinics(target - existing) : 0;
}

/** Times listAdminClinics for each case, after one warm-up call. */
export async function measureAdminList(runs = 50): Promise<Record<string, Timing & { matching: number }>> {
  const out: Record<string, Timing & { matching: number }> = {};
  for (const [label, params] of Object.entries(ADMIN_LIST_CASES)) {
    const query = adminClinicListQuerySchema.parse(params);
    const measured = await timeCalls(runs, () => listAdminClinics(query));
    out[label] = { ...measured.timing, matching: measured.last.filtered };
  }
  return out;
}
