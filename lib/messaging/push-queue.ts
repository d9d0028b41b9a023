import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { pushConfig } from "./config";
import { ALERT_MESSAGE_TYPES, PUSH_MESSAGE_TYPE } from "./message-types";

// Pushes go through the outbox like every other message: one row per clinic
// (all its staff's devices) or, for a hospital's answer or its acknowledgement
// of "I'm coming", per request and hospital (the owner's devices), written in
// the caller's transaction so the push exists exactly when the alert, notice,
// answer or acknowledgement does. Only while push is configured and someone is
// subscribed: otherwise there is nothing to send. Nothing else is pushed to an owner.

type Client = Pick<typeof db, "message" | "pushSubscription">;

/** A row sent again from the start: to be claimed at once, with no trace of an earlier attempt. */
const FRESH = {
  status: "queued",
  retryCount: 0,
  claimedAt: null,
  failedAt: null,
  sentAt: null,
  errorMessage: null,
  errorCode: null,
  providerMessageId: null,
};

/** Queues a new alert's (or an "I'm coming"'s) push to each clinic that has a subscribed device of a still-linked staff member. */
export async function queueClinicPushes(client: Client, kind: "alert" | "arrival", requestId: string, clinicIds: readonly string[]) {
  if (!clinicIds.length || !pushConfig(getServerEnv())) return;
  const subscribed = await client.pushSubscription.findMany({
    where: { clinicId: { in: [...clinicIds] }, user: { clinicId: { in: [...clinicIds] } } },
    select: { clinicId: true },
    distinct: ["clinicId"],
  });
  const messageType = PUSH_MESSAGE_TYPE[kind];
  for (const { clinicId } of subscribed) {
    if (!clinicId) continue;
    await client.message.upsert({
      where: { emergencyRequestId_clinicId_messageType: { emergencyRequestId: requestId, clinicId, messageType } },
      create: { emergencyRequestId: requestId, clinicId, messageType, recipient: "devices", content: kind },
      // A clinic alerted again after every channel failed: its devices are told again.
      update: { ...FRESH, nextAttemptAt: new Date() },
    });
  }
}

/**
 * Queues the owner's push for a hospital's Accept or Decline (a later answer
 * replaces a pending one), or for its staff's "We're expecting them"
 * ("expected": once per request and hospital, as its notice is).
 */
export async function queueOwnerPush(client: Client, requestId: string, clinicId: string, news: "accepted" | "declined" | "expected") {
  if (!pushConfig(getServerEnv())) return;
  if (!(await client.pushSubscription.count({ where: { emergencyRequestId: requestId } }))) return;
  const messageType = news === "expected" ? PUSH_MESSAGE_TYPE.expected : PUSH_MESSAGE_TYPE.answer;
  await client.message.upsert({
    where: { emergencyRequestId_clinicId_messageType: { emergencyRequestId: requestId, clinicId, messageType } },
    create: { emergencyRequestId: requestId, clinicId, messageType, recipient: "owner", content: news },
    update: { ...FRESH, content: news, nextAttemptAt: new Date() },
  });
}

/** How long a clinic may leave a pushed alert unread and unanswered before its devices are reminded, once. */
export const REMINDER_AFTER_MS = 2 * 60_000;
/** An alert pushed longer ago than this is not reminded of (a server that was down does not wake a clinic for an old one). */
const REMINDER_WINDOW_MS = 60 * 60_000;

/**
 * Queues one reminder push for each alert push sent at least REMINDER_AFTER_MS
 * ago whose clinic has neither answered nor (WhatsApp's read receipt) read any
 * of the request's alerts. The unique (request, clinic, type) key makes it
 * once, whichever instance runs this. Returns how many were queued.
 */
export async function queuePushReminders(now = new Date()): Promise<number> {
  if (!pushConfig(getServerEnv())) return 0;
  const pushed = await db.message.findMany({
    where: {
      messageType: PUSH_MESSAGE_TYPE.alert,
      status: "sent",
      sentAt: { lte: new Date(now.getTime() - REMINDER_AFTER_MS), gt: new Date(now.getTime() - REMINDER_WINDOW_MS) },
    },
    select: { emergencyRequestId: true, clinicId: true },
  });
  if (!pushed.length) return 0;
  const seen = await db.message.findMany({
    where: {
      emergencyRequestId: { in: pushed.map((p) => p.emergencyRequestId!) },
      messageType: { in: ALERT_MESSAGE_TYPES },
      OR: [{ clinicResponse: { not: null } }, { readAt: { not: null } }],
    },
    select: { emergencyRequestId: true, clinicId: true },
  });
  const key = (m: { emergencyRequestId: string | null; clinicId: string }) => `${m.emergencyRequestId}:${m.clinicId}`;
  const seenKeys = new Set(seen.map(key));
  const { count } = await db.message.createMany({
    data: pushed
      .filter((p) => !seenKeys.has(key(p)))
      .map((p) => ({ ...p, messageType: PUSH_MESSAGE_TYPE.reminder, recipient: "devices", content: "reminder" })),
    skipDuplicates: true,
  });
  return count;
}
