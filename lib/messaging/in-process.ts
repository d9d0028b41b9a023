import { getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { startRetentionJob, type RetentionJob } from "@/lib/retention";
import { startMessagingWorker, type MessagingWorker } from "./worker";

// The worker inside the web server (embedded default and `next start`), unless
// WORKER=off, in which case `npm run worker` runs it as its own process. The
// daily retention job (lib/retention.ts) runs wherever the worker runs.

const globalForWorker = globalThis as unknown as { __pawalertWorker?: MessagingWorker; __pawalertRetention?: RetentionJob };

export function startInProcessWorker() {
  if (getServerEnv().WORKER === "off") {
    log.info("messaging.worker_off", { hint: "run `npm run worker`" });
    return;
  }
  if (globalForWorker.__pawalertWorker) return;
  const worker = startMessagingWorker({ name: `web-${process.pid}` });
  const retention = startRetentionJob();
  globalForWorker.__pawalertWorker = worker;
  globalForWorker.__pawalertRetention = retention;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void Promise.all([worker.stop(), retention.stop()]).then(() => {
        // Next.js normally exits on its own handler; exit ourselves if nobody else will.
        if (process.listenerCount(signal) === 0) process.exit(signal === "SIGTERM" ? 143 : 130);
      });
    });
  }
}
