import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { writeAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import type { Answer } from "@/lib/messaging/links";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";
import { recordClinicResponse } from "@/lib/messaging/respond";

// The clinic dashboard's Accept / Decline: the same answer, recorded the same
// way (recordClinicResponse, on one of the clinic's alert messages) as the
// signed reply link or WhatsApp quick reply, by staff of that clinic only, and
// audited with who answered.

/**
 * Which alert of the request the caller's clinic answers on: the one it
 * answered before (a change of mind replaces it), else its first. 404 for an
 * unknown request, 403 for anyone not staff of a clinic the request alerted.
 * Checked before the body is read.
 */
export async function authorizeClinicAnswer(requestId: string, user: CurrentUser) {
  const request = await db.emergencyRequest.findUnique({ where: { id: requestId }, select: { id: true } });
  if (!request) throw notFound("Emergency request");
  const alerts = user.clinicId
    ? await db.message.findMany({
        where: { emergencyRequestId: request.id, clinicId: user.clinicId, messageType: { in: ALERT_MESSAGE_TYPES } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, clinicResponse: true, clinicResponseAt: true },
      })
    : [];
  if (!alerts.length) throw forbidden("Only staff of a clinic this request alerted can answer it");
  const answered = alerts
    .filter((m) => m.clinicResponseAt)
    .sort((a, b) => b.clinicResponseAt!.getTime() - a.clinicResponseAt!.getTime())[0];
  return { requestId: request.id, message: answered ?? alerts[0] };
}

export async function answerAsClinic(
  answer: Answer,
  user: CurrentUser,
  headers: Headers,
  { requestId, message }: Awaited<ReturnType<typeof authorizeClinicAnswer>>,
) {
  return db.$transaction(async (tx) => {
    const recorded = await recordClinicResponse(message.id, answer, "dashboard", tx);
    if (!recorded) throw notFound("Message");
    await writeAudit(
      {
        entityType: "emergency_request",
        entityId: requestId,
        action: "clinic_answer",
        userId: user.id,
        changes: { clinicResponse: { from: message.clinicResponse, to: recorded.clinicResponse } },
        headers,
      },
      tx,
    );
    return { requestId, clinicId: user.clinicId, answer: recorded.clinicResponse };
  });
}
