import { createHmac, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { parseReplyPayload } from "./channels/whatsapp";
import { recordClinicResponse } from "./respond";
import { ARRIVAL_MESSAGE_TYPE } from "./message-types";

// WhatsApp Cloud API webhooks: delivery statuses and the clinics' quick replies.
// Shapes: https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components

/** X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret. */
export function verifyWebhookSignature(rawBody: string, header: string | null, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex"));
  const given = Buffer.from(header.slice("sha256=".length).toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type StatusUpdate = {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
};
type InboundMessage = {
  id?: string;
  from?: string;
  type?: string;
  context?: { id?: string };
  button?: { payload?: string; text?: string };
  interactive?: { type?: string; button_reply?: { id?: string; title?: string } };
};
export type WebhookPayload = {
  object?: string;
  entry?: { id?: string; changes?: { field?: string; value?: { statuses?: StatusUpdate[]; messages?: InboundMessage[] } }[] }[];
};

function providerError(update: StatusUpdate): string {
  const e = update.errors?.[0];
  if (!e) return "WhatsApp: delivery failed";
  const text = [e.title, e.message && e.message !== e.title ? e.message : undefined, e.error_data?.details].filter(Boolean).join(": ");
  return `WhatsApp: ${text || "delivery failed"}${e.code !== undefined ? ` (code ${e.code})` : ""}`;
}

function eventTime(timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

async function applyStatus(update: StatusUpdate) {
  if (typeof update.id !== "string" || !update.id) return;
  // The alert and the follow-up "owner is coming" get the same delivery truth.
  const where = { providerMessageId: update.id, messageType: { in: ["whatsapp", ARRIVAL_MESSAGE_TYPE.whatsapp] } };
  if (update.status === "delivered" || update.status === "read") {
    const at = eventTime(update.timestamp);
    // Only forward: a late 'delivered' never overwrites 'failed'; a 'read' that arrives first also delivers.
    await db.message.updateMany({ where: { ...where, status: "sent" }, data: { status: "delivered", deliveredAt: at } });
    // "Read" is a fact of its own (the clinic opened it), kept once: the first time WhatsApp says so.
    if (update.status === "read")
      await db.message.updateMany({ where: { ...where, status: "delivered", readAt: null }, data: { readAt: at } });
  } else if (update.status === "failed") {
    await db.message.updateMany({
      where: { ...where, status: { in: ["sent", "delivered"] } },
      data: { status: "failed", failedAt: eventTime(update.timestamp), errorMessage: providerError(update), errorCode: "not_delivered" },
    });
  }
}

async function applyReply(message: InboundMessage) {
  const payload =
    message.type === "button"
      ? message.button?.payload
      : message.type === "interactive"
        ? message.interactive?.button_reply?.id
        : undefined;
  const reply = parseReplyPayload(typeof payload === "string" ? payload : null);
  if (!reply) return;
  // The payload names our message; it must be the one WhatsApp says was answered.
  if (message.context?.id) {
    const row = await db.message.findFirst({ where: { id: reply.messageId }, select: { providerMessageId: true } });
    if (row?.providerMessageId && row.providerMessageId !== message.context.id) {
      log.warn("messaging.reply_mismatch", { messageId: reply.messageId });
      return;
    }
  }
  await recordClinicResponse(reply.messageId, reply.answer, "whatsapp");
}

/** The objects of a list, or none: a signed body of an unexpected shape is skipped, never a 500. */
function objects<T>(value: unknown): T[] {
  return Array.isArray(value) ? value.filter((v): v is T => typeof v === "object" && v !== null && !Array.isArray(v)) : [];
}

/** Applies a verified webhook body; unknown parts are ignored (WhatsApp retries non-2xx answers). */
export async function handleWhatsAppWebhook(payload: WebhookPayload) {
  if (typeof payload !== "object" || payload === null) return;
  for (const entry of objects<NonNullable<WebhookPayload["entry"]>[number]>(payload.entry)) {
    for (const change of objects<NonNullable<typeof entry.changes>[number]>(entry.changes)) {
      const value = typeof change.value === "object" && change.value !== null ? change.value : {};
      for (const update of objects<StatusUpdate>(value.statuses)) await applyStatus(update);
      for (const message of objects<InboundMessage>(value.messages)) await applyReply(message);
    }
  }
}
