import "server-only";
import { db } from "@/lib/db";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";

/** The newest alert a clinic received, and how many requests alerted it after `since`. */
export type LatestAlert = { latestAt: string | null; newSince: number };

/** The count stops here (the banner then says 99): one bounded read however long the dashboard was closed. */
export const NEW_ALERTS_COUNTED = 99;

/**
 * What the staff dashboard polls every few seconds, in the foreground or not:
 * the time of the clinic's newest alert (an alert message row of an emergency
 * request, written when the request is broadcast, before any channel sends it)
 * and the number of requests alerted after `since`. Two reads on the messages'
 * clinic index, no request data: the dashboard reloads its list when the time moves.
 */
export async function latestAlert(clinicId: string, since?: Date): Promise<LatestAlert> {
  const alerts = { clinicId, messageType: { in: ALERT_MESSAGE_TYPES }, emergencyRequestId: { not: null } };
  const [latest, newer] = await Promise.all([
    db.message.findFirst({ where: alerts, orderBy: { createdAt: "desc" }, select: { createdAt: true } }),
    since
      ? db.message.findMany({
          where: { ...alerts, createdAt: { gt: since } },
          distinct: ["emergencyRequestId"],
          select: { emergencyRequestId: true },
          take: NEW_ALERTS_COUNTED,
        })
      : [],
  ]);
  return { latestAt: latest?.createdAt.toISOString() ?? null, newSince: newer.length };
}
