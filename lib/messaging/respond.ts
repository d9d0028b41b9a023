import { applyAvailabilityReply } from "@/lib/clinics/availability-asks";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { escapeHtml } from "@/lib/text/html";
import type { Answer, LinkCheck } from "./links";
import { translator } from "@/lib/i18n/translator";
import { queueOwnerPush } from "./push-queue";

// A clinic's answer to an alert or to the daily availability ask, from an
// email link or a WhatsApp quick reply.

export const CLINIC_RESPONSE = { accept: "accepted", decline: "declined" } as const;

type Client = Pick<typeof db, "message" | "pushSubscription">;

/**
 * Records the clinic's answer on its message (a later answer replaces an
 * earlier one: a clinic may change its mind); the answer to an availability
 * ask also sets the clinic's availability, the answer to an alert queues the
 * owner's push (when they asked for one) in the same transaction. Returns null
 * for an unknown id. `client`: a transaction, for the clinic dashboard's
 * answer and its audit entry (an alert's answer only: an availability ask is
 * not answered there).
 */
export async function recordClinicResponse(
  messageId: string,
  answer: Answer,
  via: "email" | "whatsapp" | "dashboard",
  client: Client | typeof db = db,
) {
  const recorded = await (client === db ? db.$transaction((tx) => recordIn(tx, messageId, answer)) : recordIn(client, messageId, answer));
  if (!recorded) return null;
  log.info("messaging.clinic_response", { messageId, answer, via });
  const availability = recorded.availabilityAskId ? await applyAvailabilityReply(recorded.availabilityAskId, answer) : null;
  return { ...recorded, availability };
}

async function recordIn(client: Client, messageId: string, answer: Answer) {
  const { count } = await client.message.updateMany({
    where: { id: messageId },
    data: { clinicResponse: CLINIC_RESPONSE[answer], clinicResponseAt: new Date() },
  });
  if (count === 0) return null;
  const message = await client.message.findUnique({
    where: { id: messageId },
    select: {
      id: true,
      clinicId: true,
      emergencyRequestId: true,
      clinicResponse: true,
      availabilityAskId: true,
      emergencyRequest: { select: { contactPhone: true } },
    },
  });
  if (message?.emergencyRequestId) await queueOwnerPush(client, message.emergencyRequestId, message.clinicId, CLINIC_RESPONSE[answer]);
  return message;
}

type PageOutcome =
  | { kind: "recorded"; answer: Answer; phone: string }
  | { kind: "availability"; answer: Answer; late: boolean }
  | { kind: "refused"; reason: Exclude<LinkCheck, { ok: true }>["reason"] | "not_found" }
  /** A monthly profile link that does not check out: the dashboard is the way in. */
  | { kind: "profileLink"; reason: "invalid" | "expired" };

/** The small bilingual page a clinic sees after clicking a reply link. */
export function respondPage(outcome: PageOutcome): string {
  const en = translator("en", "Messaging");
  const zh = translator("zh-HK", "Messaging");
  let lines: [string, string][];
  if (outcome.kind === "availability") {
    const key = outcome.late ? "respondAskLate" : outcome.answer === "accept" ? "respondAskYes" : "respondAskNo";
    lines = [[en(key), zh(key)]];
  } else if (outcome.kind === "recorded") {
    const key = outcome.answer === "accept" ? "respondAccepted" : "respondDeclined";
    lines = [[en(key), zh(key)]];
    if (outcome.answer === "accept") {
      lines.push([en("respondCallOwner", { phone: outcome.phone }), zh("respondCallOwner", { phone: outcome.phone })]);
    }
  } else if (outcome.kind === "profileLink") {
    const key = outcome.reason === "expired" ? "respondExpired" : "respondInvalid";
    lines = [
      [en(key), zh(key)],
      [en("profileLinkInstead"), zh("profileLinkInstead")],
    ];
  } else {
    const key = outcome.reason === "expired" ? "respondExpired" : outcome.reason === "not_found" ? "respondNotFound" : "respondInvalid";
    lines = [
      [en(key), zh(key)],
      [en("respondCallInstead"), zh("respondCallInstead")],
    ];
  }
  const body = lines.map(([a, b]) => `<p>${escapeHtml(a)}</p><p lang="zh-HK">${escapeHtml(b)}</p>`).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(en("respondTitle"))} · ${escapeHtml(zh("respondTitle"))}</title></head>
<body style="margin:0;padding:24px;font-family:-apple-system,'PingFang HK','Noto Sans TC','Microsoft JhengHei',Arial,sans-serif;font-size:18px;line-height:1.5;color:#111827;max-width:36rem">
<h1 style="font-size:22px">${escapeHtml(en("respondTitle"))} · ${escapeHtml(zh("respondTitle"))}</h1>
${body}
</body></html>`;
}
