import { purgeExpiredSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { startPeriodicJob, type PeriodicJob } from "@/lib/jobs/periodic";
import { log } from "@/lib/log";
import { purgeExpiredLimits } from "@/lib/rate-limit";

// Data retention: emergency requests are kept 12 months, then deleted
// with the messages sent about them. Pet profiles, accounts and clinics stay until
// their owner deletes them. Expired sign-in sessions are deleted by the same
// job (a session row holds who was signed in, long after it stopped working). The job runs where the messaging worker runs (inside
// the web server, or `npm run worker` when WORKER=off): at start-up, then daily.
// Operators can run it by hand with `npm run retention`.

export const RETENTION_MONTHS = 12;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type PurgeResult = { cutoff: Date; requests: number; messages: number; sessions: number; limits: number };

/** The oldest creation time kept: `now` less 12 calendar months (UTC). */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return cutoff;
}

/**
 * Deletes every emergency request created before `now` less 12 months, with its
 * messages, in one transaction; then every sign-in session and rate-limit window expired by `now`. Idempotent: a second run finds nothing. The log
 * line carries counts and the cutoff only, no personal data.
 */
export async function purgeExpiredRequests({ now = new Date() }: { now?: Date } = {}): Promise<PurgeResult> {
  const cutoff = retentionCutoff(now);
  const expired = { createdAt: { lt: cutoff } };
  const { requests, messages } = await db.$transaction(async (tx) => {
    // Messages first, explicitly (the foreign key cascades too), so the count is exact.
    const deletedMessages = await tx.message.deleteMany({ where: { emergencyRequest: expired } });
    const deletedRequests = await tx.emergencyRequest.deleteMany({ where: expired });
    return { requests: deletedRequests.count, messages: deletedMessages.count };
  });
  const sessions = await purgeExpiredSessions(now);
  // Rate-limit windows expired by now: a row only waits there to be restarted (lib/rate-limit.ts).
  const limits = await purgeExpiredLimits(now);
  log.info("retention.purged", { cutoff: cutoff.toISOString(), requests, messages, sessions, limits });
  return { cutoff, requests, messages, sessions, limits };
}

export type RetentionJob = PeriodicJob;

/** The purge now and then every `intervalMs` (lib/jobs/periodic.ts: one run at a time, failures logged). */
export function startRetentionJob(
  options: { intervalMs?: number; now?: () => Date; purge?: (args: { now: Date }) => Promise<unknown> } = {},
): RetentionJob {
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  const now = options.now ?? (() => new Date());
  const purge = options.purge ?? purgeExpiredRequests;
  log.info("retention.scheduled", { everyHours: intervalMs / 3_600_000, keepMonths: RETENTION_MONTHS });
  return startPeriodicJob("retention", intervalMs, () => purge({ now: now() }));
}
