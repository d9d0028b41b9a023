import { log } from "@/lib/log";

export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `task` now and then every `intervalMs`, one run at a time (the next is
 * scheduled only when the last has finished). A failed run is logged, never
 * thrown, and the schedule goes on. The timer does not keep the process alive.
 */
export function startPeriodicJob(name: string, intervalMs: number, task: () => Promise<unknown>): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = (async () => {
      try {
        await task();
      } catch (error) {
        log.error(`${name}.failed`, { error });
      }
      if (stopped) return;
      timer = setTimeout(run, intervalMs);
      timer.unref();
    })();
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
