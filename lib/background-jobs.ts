import { askForAvailability } from "@/lib/clinics/availability-asks";
import { getServerEnv } from "@/lib/env";
import { refreshHolidays } from "@/lib/feeds/holidays";
import { pollWarnings } from "@/lib/feeds/weather";
import { startPeriodicJob } from "@/lib/jobs/periodic";
import { log } from "@/lib/log";
import { messagingConfig } from "@/lib/messaging/config";
import { createDemoChannel } from "@/lib/messaging/channels/demo";
import { createEmailChannel } from "@/lib/messaging/channels/email";
import { createPushChannel } from "@/lib/messaging/channels/push";
import type { Channels } from "@/lib/messaging/channels/types";
import { createWhatsAppChannel } from "@/lib/messaging/channels/whatsapp";
import { startMessagingWorker, type WorkerOptions } from "@/lib/messaging/worker";
import { queuePushReminders } from "@/lib/messaging/push-queue";
import { startRetentionJob } from "@/lib/retention";

// What runs beside the web pages: the messaging worker, its push reminders, the daily retention job
// (lib/retention.ts), the daily availability ask (lib/clinics/availability-asks.ts), and the outside feeds (lib/feeds: the Observatory's
// warnings every 5 minutes, the holiday calendar daily). They run together, inside the web server (lib/server-start.ts)
// or, with WORKER=off there, in `npm run worker` (scripts/worker.ts).

export type BackgroundJobs = { stop: () => Promise<void> };

/** The channels the environment configures (the demo inbox's when demo mode has no real one). */
function channelsFromEnv(): Channels {
  const config = messagingConfig(getServerEnv());
  if (config.demoInbox) {
    log.info("messaging.demo_inbox", { note: "demo mode without a real channel: messages go to /demo/inbox only" });
    // Push goes to the browsers that subscribed on this machine: the demo may use it when keys are set.
    return { email: createDemoChannel(), whatsapp: createDemoChannel(), push: createPushChannel(config.push) };
  }
  return {
    email: createEmailChannel(config.email),
    whatsapp: createWhatsAppChannel(config.whatsapp),
    push: createPushChannel(config.push),
  };
}

export function startBackgroundJobs(workerOptions: Omit<WorkerOptions, "channels"> = {}): BackgroundJobs {
  const env = getServerEnv();
  const worker = startMessagingWorker({ ...workerOptions, channels: channelsFromEnv() });
  const jobs = [
    startRetentionJob(),
    // The daily "Are you accepting emergencies tonight?": checked often, asked once a day per clinic.
    startPeriodicJob("availability-asks", env.AVAILABILITY_ASK_POLL_MS, () => askForAvailability()),
    // One reminder to the devices of a clinic that has left a pushed alert unread and unanswered for 2 minutes.
    startPeriodicJob("push-reminders", 30_000, () => queuePushReminders()),
    ...(env.HOLIDAYS_FEED_URL ? [startPeriodicJob("holidays", env.HOLIDAYS_REFRESH_MS, () => refreshHolidays())] : []),
    ...(env.HKO_WARNSUM_URL ? [startPeriodicJob("weather", env.HKO_POLL_MS, () => pollWarnings())] : []),
  ];
  return {
    // Each finishes what it has in hand (the message being sent, a purge under way).
    stop: async () => {
      await Promise.all([worker.stop(), ...jobs.map((job) => job.stop())]);
    },
  };
}
