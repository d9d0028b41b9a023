// npm run worker: the messaging worker as its own process (production with
// WORKER=off on the web servers; run as many copies as needed, SKIP LOCKED
// keeps them apart), with the daily retention job (lib/retention.ts).
// SIGTERM / SIGINT: finish the message in hand, then exit.
import { disconnectDb } from "@/lib/db";
import { EnvError, getServerEnv } from "@/lib/env";
import { startBackgroundJobs, type BackgroundJobs } from "@/lib/background-jobs";

try {
  getServerEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}

// The handlers come first: until one is installed, SIGTERM ends the process at once,
// and a supervisor may stop a worker that is still starting.
// Assigned once below, after the handlers that read it are installed.
// eslint-disable-next-line prefer-const -- assigned after the signal handlers that read it are installed
let jobs: BackgroundJobs | undefined;
let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.resolve(jobs?.stop())
      .then(disconnectDb)
      .then(() => process.exit(0));
  });
}
jobs = startBackgroundJobs();
