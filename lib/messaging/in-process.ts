import { getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { startMessagingWorker, type MessagingWorker } from "./worker";

// The worker inside the web server (embedded default and `next start`), unless
// WORKER=off, in which case `npm run worker` runs it as its own process.

const globalForWorker = globalThis as unknown as { __pawalertWorker?: MessagingWorker };

export function startInProcessWorker() {
  if (getServerEnv().WORKER === "off") {
    log.info("messaging.worker_off", { hint: "run `npm run worker`" });
    return;
  }
  if (globalForWorker.__pawalertWorker) return;
  const worker = startMessagingWorker({ name: `web-${process.pid}` });
  globalForWorker.__pawalertWorker = worker;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void worker.stop().then(() => {
        // Next.js normally exits on its own handler; exit ourselves if nobody else will.
        if (process.listenerCount(signal) === 0) process.exit(signal === "SIGTERM" ? 143 : 130);
      });
    });
  }
}
