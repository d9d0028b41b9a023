import { startMessagingWorker, type WorkerOptions } from "@/lib/messaging/worker";
import { startRetentionJob } from "@/lib/retention";

// What runs beside the web pages: the messaging worker and the daily retention job
// (lib/retention.ts). They run together, inside the web server (lib/messaging/in-process.ts)
// or, with WORKER=off there, in `npm run worker` (scripts/worker.ts).

export type BackgroundJobs = { stop: () => Promise<void> };

export function startBackgroundJobs(workerOptions: WorkerOptions = {}): BackgroundJobs {
  const worker = startMessagingWorker(workerOptions);
  const retention = startRetentionJob();
  return {
    // Each finishes what it has in hand (the message being sent, a purge under way).
    stop: async () => {
      await Promise.all([worker.stop(), retention.stop()]);
    },
  };
}
