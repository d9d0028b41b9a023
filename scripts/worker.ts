// npm run worker: the messaging worker as its own process (production with
// WORKER=off on the web servers; run as many copies as needed, SKIP LOCKED
// keeps them apart), with the daily retention job (lib/retention.ts).
// SIGTERM / SIGINT: finish the message in hand, then exit.
import { disconnectDb } from "@/lib/db";
import { EnvError, getServerEnv } from "@/lib/env";
import { startMessagingWorker } from "@/lib/messaging/worker";
import { startRetentionJob } from "@/lib/retention";

try {
  getServerEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const worker = startMessagingWorker();
const retention = startRetentionJob();
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([worker.stop(), retention.stop()])
      .then(disconnectDb)
      .then(() => process.exit(0));
  });
}
