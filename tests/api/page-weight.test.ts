import { distDir } from "@/lib/build-fingerprint";
import { FIRST_VISIT_JS_GUARD_KB, RESULTS_PAGE } from "@/scripts/bench-budgets";
import { firstVisitJs } from "@/scripts/page-weight";
import { api, BASE_URL } from "@/tests/utils/http";

// The page-weight guard: the JavaScript a first visit downloads (the served
// HTML's scripts, read from this production build and gzipped, as the
// benchmark measures it) stays within FIRST_VISIT_JS_GUARD_KB. Not a timing
// test: the same build always gives the same bytes.

let requestId: string;

beforeAll(async () => {
  const res = await api("/api/emergency-requests", {
    method: "POST",
    headers: { "x-forwarded-for": "198.51.102.1" },
    json: {
      symptom: "Seizure",
      symptomKeys: ["seizure"],
      petSpecies: "dog",
      locationLatitude: 22.3193,
      locationLongitude: 114.1694,
      contactName: "Weight Guard",
      contactPhone: "+85291234567",
    },
  });
  requestId = ((await res.json()) as { id: string }).id;
});

describe("first-visit JavaScript per page", () => {
  for (const [page, budgetKb] of Object.entries(FIRST_VISIT_JS_GUARD_KB)) {
    it(`${page} ≤ ${budgetKb} KB gzip`, async () => {
      const path = page.replace(RESULTS_PAGE, `/emergency-results/${requestId}`);
      const { gzip, files } = await firstVisitJs(BASE_URL, path, distDir());
      const kb = Math.round(gzip / 100) / 10;
      if (kb > budgetKb) console.error(`${page}: ${kb} KB\n${files.map((f) => `  ${(f.gzip / 1000).toFixed(1)} KB ${f.path}`).join("\n")}`);
      expect(kb).toBeLessThanOrEqual(budgetKb);
    });
  }
});
