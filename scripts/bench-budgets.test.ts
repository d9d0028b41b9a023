import {
  BUDGETS,
  checkBudgets,
  EMERGENCY_POST,
  FIRST_VISIT_JS_GUARD_KB,
  HEALTH_GET,
  NEAREST_GET,
  RESULTS_PAGE,
  type BenchResults,
} from "./bench-budgets";

// `npm run bench:check` must never pass a budget it has no figure for, and the
// load budgets must read the figures the way the issue states them.

const load = (p95: number, p99: number, failed = 0) => ({
  path: "/x",
  method: "GET",
  connections: 50,
  seconds: 10,
  requests: 1000,
  requestsPerSecond: 100,
  p50: 1,
  p95,
  p99,
  errors: 0,
  non2xx: failed,
});

const verdict = (r: Partial<BenchResults>, label: string) => checkBudgets(r as BenchResults).find((v) => v.label.startsWith(label))!;

describe("bench budgets", () => {
  it("fails every budget whose figure is missing", () => {
    const verdicts = checkBudgets({} as BenchResults);
    expect(verdicts.length).toBeGreaterThan(10);
    expect(verdicts.every((v) => !v.pass && v.figure === undefined)).toBe(true);
  });

  it("reads the load budgets: no failures, POST and nearest-200 req/s as shares of /api/health's in the same run, nearest-200 growth", () => {
    const rps = (requestsPerSecond: number, p95 = 20, failed = 0) => ({ ...load(p95, p95, failed), requestsPerSecond });
    const results = {
      load: {
        small: { clinics: 300, endpoints: { [HEALTH_GET]: rps(400), [EMERGENCY_POST]: rps(200), [NEAREST_GET]: rps(220, 20) } },
        large: { clinics: 100_000, endpoints: { [EMERGENCY_POST]: rps(200, 30, 2), [NEAREST_GET]: rps(200, 50) } },
      },
    };
    expect(verdict(results, "Load: error")).toMatchObject({ figure: 2, pass: false });
    expect(verdict(results, "Load: POST")).toMatchObject({ figure: 0.5, pass: false });
    expect(verdict(results, "Load: nearest-200 req/s")).toMatchObject({ figure: 0.55, pass: true });
    expect(verdict(results, "Load: nearest-200 p95")).toMatchObject({ figure: 2.5, pass: false });

    results.load.small.endpoints[EMERGENCY_POST] = rps(240);
    results.load.small.endpoints[NEAREST_GET] = rps(190, 20);
    results.load.large.endpoints[EMERGENCY_POST] = rps(200, 30);
    results.load.large.endpoints[NEAREST_GET] = rps(200, 36);
    expect(verdict(results, "Load: error")).toMatchObject({ figure: 0, pass: true });
    expect(verdict(results, "Load: POST")).toMatchObject({ figure: 0.6, pass: true });
    expect(verdict(results, "Load: nearest-200 req/s")).toMatchObject({ figure: 0.48, pass: false });
    expect(verdict(results, "Load: nearest-200 p95")).toMatchObject({ figure: 1.8, pass: true });
  });

  it("has no ratio without /api/health in the same run", () => {
    const results = {
      load: { small: { clinics: 300, endpoints: { [EMERGENCY_POST]: load(1, 1) } }, large: { clinics: 1, endpoints: {} } },
    };
    expect(verdict(results as Partial<BenchResults>, "Load: POST")).toMatchObject({ figure: undefined, pass: false });
  });

  it("holds the issue's targets: page weight 145 / 145 / 175 / 185 KB, Lighthouse 90, and no guard above its page's target", () => {
    const limit = (label: string) => BUDGETS.find((b) => b.label === label)!.limit;
    expect([limit("JS gzip, /"), limit("JS gzip, /clinics"), limit("JS gzip, /emergency"), limit(`JS gzip, ${RESULTS_PAGE}`)]).toEqual([
      145, 145, 175, 185,
    ]);
    expect(BUDGETS.filter((b) => b.label.startsWith("Lighthouse")).map((b) => b.limit)).toEqual([90, 90, 90]);
    for (const page of ["/", "/clinics", "/emergency", RESULTS_PAGE] as const)
      expect(FIRST_VISIT_JS_GUARD_KB[page]).toBeLessThanOrEqual(limit(`JS gzip, ${page}`));
  });
});
