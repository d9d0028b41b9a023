// Summary statistics shared by the benchmark scripts.

export type Timing = { median: number; p90: number; runs: number };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median and 90th percentile in ms to 0.1, with the number of runs. */
export function timing(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { median: round(median(times)), p90: round(sorted[Math.floor(sorted.length * 0.9)]), runs: times.length };
}

/** Calls `fn` once to warm up, then `runs` times timed; the timing and the last result. */
export async function timeCalls<T>(runs: number, fn: () => Promise<T>): Promise<{ timing: Timing; last: T }> {
  let last = await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await fn();
    times.push(performance.now() - started);
  }
  return { timing: timing(times), last };
}
