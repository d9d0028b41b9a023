import { db } from "@/lib/db";
import { queryRows } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";
import { z } from "zod";
import { getServerEnv } from "@/lib/env";
import { isDatabaseUnavailable } from "@/lib/errors";
import { log } from "@/lib/log";
import { ALERT_CLINIC_SELECT, ALERT_REQUEST_SELECT } from "./channels/types";
import { ChannelError, type Channels, type OutgoingMessage } from "./channels/types";
import { toLocale } from "@/lib/i18n/locale";
import { channelOf, isArrivalMessage, pushKindOf } from "./message-types";

// The outbox worker (docs/ARCHITECTURE.md, "Requests, the outbox and the
// worker"). The messages table is the queue: a row
// is due when status = 'queued' and next_attempt_at <= now(). A worker claims
// a small batch with FOR UPDATE SKIP LOCKED (so concurrent workers never take
// the same row) and stamps claimed_at; it then owns the row until it records
// the outcome. A claim older than `claimTimeoutMs` (a worker that died) is
// taken again. Outcomes: sent (+ provider id), a retry with exponential
// backoff, or failed with the reason.

export type WorkerOptions = {
  /** What it sends on: the environment's (channelsFromEnv() in lib/background-jobs.ts) or a test's. */
  channels: Channels;
  batchSize?: number;
  pollMs?: number;
  /** First retry delay; each later retry doubles it. */
  backoffBaseMs?: number;
  maxRetries?: number;
  claimTimeoutMs?: number;
  name?: string;
};

export const DEFAULTS = {
  batchSize: 10,
  pollMs: 1000,
  backoffBaseMs: 30_000,
  maxRetries: 3,
  claimTimeoutMs: 3 * 60_000,
} as const;

const claimShape = z.object({ id: z.string(), claimedAt: z.date() });
type Claim = z.infer<typeof claimShape>;

/** Claims up to `limit` due messages for this worker. */
export async function claimDueMessages(limit: number, claimTimeoutMs: number = DEFAULTS.claimTimeoutMs): Promise<Claim[]> {
  // Timestamps are UTC "timestamp without time zone" (Prisma's convention), hence AT TIME ZONE 'UTC'.
  return queryRows(
    Prisma.sql`
    UPDATE messages SET claimed_at = now() AT TIME ZONE 'UTC'
    WHERE id IN (
      SELECT id FROM messages
      WHERE status = 'queued'
        AND next_attempt_at <= now() AT TIME ZONE 'UTC'
        AND (claimed_at IS NULL OR claimed_at < (now() AT TIME ZONE 'UTC') - make_interval(secs => ${claimTimeoutMs / 1000}::float8))
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, claimed_at AS "claimedAt"`,
    claimShape,
  );
}

/** Gives claimed rows back (graceful stop) so another worker takes them at once. */
export async function releaseClaims(claims: Claim[]) {
  for (const claim of claims) {
    await db.message.updateMany({ where: { id: claim.id, claimedAt: claim.claimedAt, status: "queued" }, data: { claimedAt: null } });
  }
}

export class MessagingWorker {
  readonly options: Required<Omit<WorkerOptions, "channels" | "name">> & { name: string };
  private readonly channels: Channels;
  private stopping = false;
  private databaseDown = false;
  private loop?: Promise<void>;
  private wake?: () => void;

  constructor(options: WorkerOptions) {
    this.channels = options.channels;
    this.options = {
      batchSize: options.batchSize ?? DEFAULTS.batchSize,
      pollMs: options.pollMs ?? DEFAULTS.pollMs,
      backoffBaseMs: options.backoffBaseMs ?? DEFAULTS.backoffBaseMs,
      maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
      claimTimeoutMs: options.claimTimeoutMs ?? DEFAULTS.claimTimeoutMs,
      name: options.name ?? `worker-${process.pid}`,
    };
  }

  /** Claims one batch and handles it; returns how many messages were claimed. */
  async runOnce(): Promise<number> {
    const claims = await claimDueMessages(this.options.batchSize, this.options.claimTimeoutMs);
    for (let i = 0; i < claims.length; i++) {
      if (this.stopping) {
        await releaseClaims(claims.slice(i));
        break;
      }
      await this.processClaim(claims[i]);
    }
    return claims.length;
  }

  /** Runs batches until nothing is due (tests and one-shot runs). */
  async drain(): Promise<void> {
    while ((await this.runOnce()) > 0 && !this.stopping) {}
  }

  start(): this {
    if (this.loop) return this;
    log.info("messaging.worker_started", { worker: this.options.name, pollMs: this.options.pollMs });
    this.loop = (async () => {
      while (!this.stopping) {
        let claimed = 0;
        try {
          claimed = await this.runOnce();
          if (this.databaseDown) log.info("messaging.database_back", { worker: this.options.name });
          this.databaseDown = false;
        } catch (error) {
          // A database outage is reported once (health answers 503 meanwhile); anything else every time.
          if (!isDatabaseUnavailable(error)) log.error("messaging.batch_failed", { worker: this.options.name, error });
          else if (!this.databaseDown) log.warn("messaging.database_unavailable", { worker: this.options.name, error });
          this.databaseDown = isDatabaseUnavailable(error);
        }
        // A full batch means more may be waiting: go again at once.
        if (claimed < this.options.batchSize && !this.stopping) await this.sleep(this.options.pollMs);
      }
    })();
    return this;
  }

  /** Graceful stop: finishes the message in hand, releases the rest of the batch. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.channels.email.close?.();
    this.channels.whatsapp.close?.();
    this.channels.push?.close?.();
    if (this.loop) log.info("messaging.worker_stopped", { worker: this.options.name });
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Sends one claimed message and records the outcome (only while the claim is still ours). */
  async processClaim(claim: Claim) {
    const row = await db.message.findUnique({
      where: { id: claim.id },
      include: {
        emergencyRequest: {
          select: ALERT_REQUEST_SELECT,
        },
        clinic: { select: ALERT_CLINIC_SELECT },
      },
    });
    // Gone, or already taken over by another worker after our claim expired.
    if (!row || row.status !== "queued" || row.claimedAt?.getTime() !== claim.claimedAt.getTime()) return;
    const owned = { id: claim.id, claimedAt: claim.claimedAt, status: "queued" };
    const message: OutgoingMessage = {
      id: row.id,
      messageType: row.messageType,
      recipient: row.recipient,
      content: row.content,
      request: row.emergencyRequest ? { ...row.emergencyRequest, language: toLocale(row.emergencyRequest.language) } : null,
      clinic: row.clinic,
      clinicId: row.clinicId,
      queuedAt: row.createdAt,
      arrival:
        (isArrivalMessage(row.messageType) || pushKindOf(row.messageType) === "arrival") && row.emergencyRequestId
          ? await arrivalFor(row.emergencyRequestId, row.clinicId)
          : undefined,
    };

    try {
      const name = pushKindOf(row.messageType) ? "push" : channelOf(row.messageType);
      const channel = name ? this.channels[name] : undefined;
      if (!channel) throw new ChannelError(`unknown message type ${row.messageType}`, true, "not_configured");
      // A follow-up whose notice is gone must never go out as an alert.
      if ((isArrivalMessage(row.messageType) || pushKindOf(row.messageType) === "arrival") && !message.arrival) {
        throw new ChannelError("arrival notice not found", true, "unknown");
      }
      const { providerMessageId } = await channel.send(message);
      const { count } = await db.message.updateMany({
        where: owned,
        data: { status: "sent", sentAt: new Date(), providerMessageId, errorMessage: null, errorCode: null, claimedAt: null },
      });
      if (count === 0) log.warn("messaging.claim_lost", { worker: this.options.name, messageId: row.id });
      else log.info("messaging.sent", { worker: this.options.name, messageId: row.id, channel: row.messageType });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof ChannelError && error.permanent;
      const errorCode = error instanceof ChannelError ? error.code : "unknown";
      if (permanent || row.retryCount >= this.options.maxRetries) {
        await db.message.updateMany({
          where: owned,
          data: { status: "failed", failedAt: new Date(), errorMessage: reason, errorCode, claimedAt: null },
        });
        log.warn("messaging.failed", { worker: this.options.name, messageId: row.id, channel: row.messageType, reason });
      } else {
        const delay = this.options.backoffBaseMs * 2 ** row.retryCount;
        await db.message.updateMany({
          where: owned,
          data: {
            retryCount: row.retryCount + 1,
            nextAttemptAt: new Date(Date.now() + delay),
            errorMessage: reason,
            errorCode,
            claimedAt: null,
          },
        });
        log.warn("messaging.retry", { worker: this.options.name, messageId: row.id, channel: row.messageType, delayMs: delay, reason });
      }
    }
  }
}

/** What the owner told the clinic, for its follow-up message; undefined once the notice is gone. */
async function arrivalFor(emergencyRequestId: string, clinicId: string) {
  const notice = await db.arrivalNotice.findUnique({
    where: { emergencyRequestId_clinicId: { emergencyRequestId, clinicId } },
    select: { etaMinutes: true, expectedAt: true },
  });
  return notice ?? undefined;
}

/** Starts a polling worker with the environment's settings. */
export function startMessagingWorker(options: WorkerOptions): MessagingWorker {
  return new MessagingWorker({ pollMs: getServerEnv().WORKER_POLL_MS, ...options }).start();
}
