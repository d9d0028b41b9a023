import { checkBudgets, EMERGENCY_POST, NEAREST_GET, type BenchResults } from "./bench-budgets";

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

  it("reads the load budgets: no failures, POST p99 at 50 connections, nearest-200 growth from ~300 to 100,000 clinics", () => {
    const results = {
      load: {
        small: { clinics: 300, endpoints: { [EMERGENCY_POST]: load(30, 45), [NEAREST_GET]: load(20, 25) } },
        large: { clinics: 100_000, endpoints: { [EMERGENCY_POST]: load(30, 60, 2), [NEAREST_GET]: load(50, 60) } },
      },
    };
    expect(verdict(results, "Load: error")).toMatchObject({ figure: 2, pass: false });
    expect(verdict(results, "Load: POST")).toMatchObject({ figure: 45, pass: true });
    expect(verdict(results, "Load: nearest")).toMatchObject({ figure: 2.5, pass: false });

    results.load.large.endpoints[EMERGENCY_POST] = load(30, 60);
    results.load.large.endpoints[NEAREST_GET] = load(36, 40);
    expect(verdict(results, "Load: error")).toMatchObject({ figure: 0, pass: true });
    expect(verdict(results, "Load: nearest")).toMatchObject({ figure: 1.8, pass: true });
  });
});
