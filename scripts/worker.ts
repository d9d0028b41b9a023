// npm run worker: the messaging worker as its own process (production with
// WORKER=off on the web servers; run as many copies as needed, SKIP LOCKED
// keeps them apart), with the daily retention job (lib/retention.ts).
// SIGTERM / SIGINT: finish the message in hand, then exit.
import { disconnectDb } from "@/lib/db";
import { EnvError, getServerEnv } from "@/lib/env";
import { startBackgroundJobs } from "@/lib/background-jobs";

try {
  getServerEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

const jobs = startBackgroundJobs();
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void jobs
      .stop()
      .then(disconnectDb)
      .then(() => process.exit(0));
  });
}
