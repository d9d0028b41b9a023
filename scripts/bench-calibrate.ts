// Calibrated Lighthouse: Lighthouse's mobile preset slows the host's
// CPU by a fixed 4x, so the simulated phone is as fast as the machine allows
// and a score moves with the machine. Instead, each run first measures the
// host's benchmarkIndex (Lighthouse's own micro-benchmark, run in the same
// Chromium) and slows it by benchmarkIndex / 500: every machine then simulates
// the same phone. 500 sits between Chrome DevTools' two CPU calibration presets
// (low-tier 264, a Moto G Power 2022; mid-tier 1000, a Pixel 5): roughly a
// two-to-three-year-old mid-range Android.
import { spawn, type ChildProcess } from "node:child_process";
import os from "node:os";
import { median } from "./bench-stats";

export const TARGET_BENCHMARK_INDEX = 500;
/** Samples of the micro-benchmark per calibration (about a second each); the median is used. */
const SAMPLES = 3;

/** The multiplier that makes a host with this benchmarkIndex run like the target phone (never faster than the host). */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / TARGET_BENCHMARK_INDEX) * 100) / 100);
}

/**
 * The machine's speed held still around a trace: the before, in-run and after
 * indexes within 25 % of each other. A run outside that was traced while the
 * load changed, so no one multiplier describes it; it is taken again.
 */
export const STEADY_SPREAD = 1.25;
export function steadyIndexes(samples: number[]): boolean {
  return Math.max(...samples) <= STEADY_SPREAD * Math.min(...samples);
}

/** Lighthouse's computeBenchmarkIndex, the function it runs in the page before each audit. */
async function benchmarkSource(): Promise<string> {
  const { pageFunctions } = (await import("lighthouse/core/lib/page-functions.js")) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  return `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
}

/** The host's benchmarkIndex now: the median of SAMPLES runs of Lighthouse's micro-benchmark in headless Chromium. */
export async function measureBenchmarkIndex(executablePath: string): Promise<{ index: number; samples: number[] }> {
  const source = await benchmarkSource();
  const { chromium } = await import("@playwright/test"); // loaded when measuring, not by the budgets' unit test
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(Math.round(await page.evaluate(source)));
    return { index: median(samples), samples };
  } finally {
    await browser.close();
  }
}

/**
 * A slower machine on demand (`npm run bench -- --cpu-load=N`): N processes
 * that spin on a core each, to show that calibrated scores do not follow the
 * host's speed. Returns the function that stops them.
 *
 * Each spinner is started in a session of its own (`detached`), as Chromium is
 * (its launchers start it so): Linux's scheduler shares the CPU between
 * sessions first (autogroups), so spinners in the bench's own session took
 * CPU only from the bench, and Chromium's benchmarkIndex hardly moved (2,828
 * without them, 2,698 with two). In sessions of their own, four took it to 898.
 * A Ctrl+C no longer reaches them, and a bench that exits early never stops
 * them, so each checks about ten times a second that the bench is still its
 * parent and exits when it is not.
 */
const SPINNER = "const parent = process.ppid; for (let i = 1; ; i++) if (i % 1e8 === 0 && process.ppid !== parent) process.exit();";

export function spinCores(count: number): () => void {
  const children: ChildProcess[] = [];
  for (let i = 0; i < Math.min(count, os.cpus().length * 2); i++) {
    children.push(spawn(process.execPath, ["-e", SPINNER], { stdio: "ignore", detached: true }));
  }
  return () => children.forEach((c) => c.kill("SIGKILL"));
}
