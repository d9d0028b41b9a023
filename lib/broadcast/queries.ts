import "server-only";
import { db } from "@/lib/db";
import { messageErrorCode, type MessageErrorCode } from "@/lib/messaging/error-codes";
import { buildBroadcastMessage } from "./content";
import { loadBroadcastContent, withoutAccountData } from "./content-input";
import { translator } from "@/lib/i18n/translator";
import type { Placeable } from "@/lib/clinics/contact-links";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";
import { HOSPITAL_CLINIC_SELECT, hospitalClinic } from "@/lib/request-state/queries";

export type BroadcastMessageDto = {
  id: string;
  clinicId: string;
  clinicName: string | null;
  clinicNameZh: string | null;
  /** E.164, for the Call button beside a clinic that could not be reached. */
  clinicPhone: string | null;
  /** Where the clinic is, for Directions beside a clinic that said yes. */
  clinicPlace: Placeable | null;
  messageType: string;
  recipient: string;
  content: string;
  status: string;
  retryCount: number;
  /** Why it failed, as a code the page translates; the raw provider text is for admins only. */
  errorCode: MessageErrorCode | null;
  /** The provider's raw error text: only in an admin's copy of the list. */
  errorDetail?: string | null;
  /** 'accepted' or 'declined' (the clinic's reply), or 'responded' (its staff marked the request responded). */
  clinicResponse: string | null;
  clinicResponseAt: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  /** When the clinic opened it, where the channel says (WhatsApp). */
  readAt: string | null;
  failedAt: string | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The text a viewer of the request's link may read: the clinic's copy, or for
 * anyone but the signed-in owner who made the request, the same text without
 * what came from their account. null: show the stored copy.
 */
async function publicTextFor(requestId: string, viewerId: string | null | undefined): Promise<string | null> {
  const source = await loadBroadcastContent(requestId);
  if (!source || source.ownerId === null || source.ownerId === viewerId) return null;
  return buildBroadcastMessage(withoutAccountData(source.content), translator(source.language, "BroadcastMessage"));
}

/**
 * The broadcast status page's list, newest first; `forAdmin`
 * adds the raw provider errors; `viewerId` is who is looking (see publicTextFor).
 */
export async function listBroadcastMessages(
  requestId: string,
  { forAdmin = false, viewerId }: { forAdmin?: boolean; viewerId?: string | null } = {},
): Promise<BroadcastMessageDto[]> {
  const rows = await db.message.findMany({
    // The alerts; "the owner is coming" has its own line on the clinic's card.
    where: { emergencyRequestId: requestId, messageType: { in: ALERT_MESSAGE_TYPES } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      clinicId: true,
      clinic: { select: HOSPITAL_CLINIC_SELECT },
      messageType: true,
      recipient: true,
      content: true,
      status: true,
      retryCount: true,
      errorMessage: true,
      errorCode: true,
      clinicResponse: true,
      clinicResponseAt: true,
      createdAt: true,
      sentAt: true,
      deliveredAt: true,
      readAt: true,
      failedAt: true,
    },
  });
  const publicText = rows.length ? await publicTextFor(requestId, viewerId) : null;
  return rows.map(({ clinic: row, errorMessage, errorCode, ...m }) => {
    const clinic = row && hospitalClinic(row);
    return {
      ...m,
      content: publicText ?? m.content,
      errorCode: messageErrorCode({ errorCode, errorMessage }),
      ...(forAdmin ? { errorDetail: errorMessage } : {}),
      clinicName: clinic?.name ?? null,
      clinicNameZh: clinic?.nameZh ?? null,
      clinicPhone: clinic?.phone ?? null,
      clinicPlace: clinic?.place ?? null,
      clinicResponseAt: iso(m.clinicResponseAt),
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
      deliveredAt: iso(m.deliveredAt),
      readAt: iso(m.readAt),
      failedAt: iso(m.failedAt),
    };
  });
}

/**
 * The alert's text as this viewer may read it (see publicTextFor): every alert
 * of a request carries the same text, so the status page shows it once. null
 * before any alert was queued.
 */
export async function loadAlertText(requestId: string, viewerId: string | null | undefined): Promise<string | null> {
  const latest = await db.message.findFirst({
    where: { emergencyRequestId: requestId, messageType: { in: ALERT_MESSAGE_TYPES } },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: { content: true },
  });
  if (!latest) return null;
  return (await publicTextFor(requestId, viewerId)) ?? latest.content;
}
