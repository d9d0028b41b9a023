import type { BackgroundJobs } from "@/lib/background-jobs";
import { EnvError, getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";

const globalForJobs = globalThis as unknown as { __pawalertJobs?: BackgroundJobs };

/**
 * Start-up work of the Node.js server process (instrumentation.ts): check the
 * configuration, then start the background jobs (lib/background-jobs.ts) inside
 * this process unless WORKER=off, in which case `npm run worker` runs them.
 */
export async function onServerStart() {
  try {
    // Configuration is validated once, at start-up, not on the first request.
    getServerEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (getServerEnv().WORKER === "off") {
    log.info("messaging.worker_off", { hint: "run `npm run worker`" });
    return;
  }
  // One set per process, even if the hook runs again.
  if (globalForJobs.__pawalertJobs) return;
  // Imported here, so that `next build` never loads the worker and its channels.
  const { startBackgroundJobs } = await import("@/lib/background-jobs");
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
