import type { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { pushConfig } from "./config";
import { PUSH_MESSAGE_TYPE } from "./message-types";

// Pushes go through the outbox like every other message: one row per clinic
// (all its staff's devices) or, for a hospital's answer, per request and
// hospital (the owner's devices), written in the caller's transaction so the
// push exists exactly when the alert, notice or answer does. Only while push
// is configured and someone is subscribed: otherwise there is nothing to send.

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

/** Queues the owner's push for a hospital's Accept or Decline (a later answer replaces a pending one). */
export async function queueOwnerPush(client: Client, requestId: string, clinicId: string, answer: "accepted" | "declined") {
  if (!pushConfig(getServerEnv())) return;
  if (!(await client.pushSubscription.count({ where: { emergencyRequestId: requestId } }))) return;
  const messageType = PUSH_MESSAGE_TYPE.answer;
  await client.message.upsert({
    where: { emergencyRequestId_clinicId_messageType: { emergencyRequestId: requestId, clinicId, messageType } },
    create: { emergencyRequestId: requestId, clinicId, messageType, recipient: "owner", content: answer },
    update: { ...FRESH, content: answer, nextAttemptAt: new Date() },
  });
}
