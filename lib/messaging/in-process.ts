import { startBackgroundJobs, type BackgroundJobs } from "@/lib/background-jobs";
import { getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";

// The worker and the retention job inside the web server (embedded default and
// `next start`), unless WORKER=off, in which case `npm run worker` runs them as
// their own process.

const globalForJobs = globalThis as unknown as { __pawalertJobs?: BackgroundJobs };

export function startInProcessWorker() {
  if (getServerEnv().WORKER === "off") {
    log.info("messaging.worker_off", { hint: "run `npm run worker`" });
    return;
  }
  if (globalForJobs.__pawalertJobs) return;
  const jobs = startBackgroundJobs({ name: `web-${process.pid}` });
  globalForJobs.__pawalertJobs = jobs;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void jobs.stop().then(() => {
        // Next.js normally exits on its own handler; exit ourselves if nobody else will.
        if (process.listenerCount(signal) === 0) process.exit(signal === "SIGTERM" ? 143 : 130);
      });
    });
  }
}
