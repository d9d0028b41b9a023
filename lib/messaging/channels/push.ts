import webpush from "web-push";
import { db } from "@/lib/db";
import { log } from "@/lib/log";
import { clinicTargets, forgetSubscription, requestTargets, type PushTarget } from "@/lib/push/subscriptions";
import type { PushConfig } from "../config";
import { ALERT_MESSAGE_TYPES, isOwnerPush, pushKindOf } from "../message-types";
import { clinicPayload, ownerPayload, type PushPayload } from "../push-content";
import { ChannelError, unconfiguredChannel, type Channel, type OutgoingMessage } from "./types";

// Web Push (RFC 8030, payload encrypted per RFC 8291 aes128gcm, VAPID per
// RFC 8292) to every device subscribed for the row: a clinic's staff devices,
// or the owner's for a request. web-push builds the encrypted request; it is
// sent here with fetch so the timeout and the outcome are ours. Per device:
// 201 delivered; 404 / 410 the subscription is gone (deleted); 429, 5xx or no
// answer retried like SMTP; anything else refused. Nothing here ever writes an
// endpoint or key into an error or log line.

export const PUSH_NOT_CONFIGURED = "Push channel not configured";

/** How long the push service keeps a notification for a device that is offline: an emergency is stale after an hour. */
const TTL_SECONDS = 3600;

type Outcome = "delivered" | "gone" | "retry" | "refused";

async function deliver(target: PushTarget, payload: PushPayload, config: PushConfig, timeoutMs: number): Promise<Outcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
      TTL: TTL_SECONDS,
      urgency: "high",
      contentEncoding: "aes128gcm",
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== "content-length")
      .map(([name, value]) => [name, String(value)]),
  );
  let status: number;
  try {
    const response = await fetch(details.endpoint, {
      method: "POST",
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    status = response.status;
  } catch {
    return "retry";
  }
  if (status >= 200 && status < 300) return "delivered";
  if (status === 404 || status === 410) {
    await forgetSubscription(target.id);
    return "gone";
  }
  return status === 429 || status >= 500 ? "retry" : "refused";
}

/** The clinic's alert message a notification's Accept / Decline answer on (the one the dashboard would). */
async function alertIdFor(requestId: string, clinicId: string): Promise<string | null> {
  const alert = await db.message.findFirst({
    where: { emergencyRequestId: requestId, clinicId, messageType: { in: ALERT_MESSAGE_TYPES } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return alert?.id ?? null;
}

async function payloadsFor(message: OutgoingMessage, config: PushConfig): Promise<{ target: PushTarget; payload: PushPayload }[]> {
  const kind = pushKindOf(message.messageType);
  const request = message.request;
  if (!kind || !request || !message.clinicId) throw new ChannelError(`Push: unknown row ${message.messageType}`, true, "unknown");
  const facts = { message, kind, queuedAt: message.queuedAt ?? new Date() };
  if (isOwnerPush(kind)) {
    const clinic = await db.clinic.findUnique({ where: { id: message.clinicId }, select: { name: true, nameZh: true } });
    const name = (request.language === "zh-HK" && clinic?.nameZh) || clinic?.name || "";
    const payload = ownerPayload(facts, name);
    return (await requestTargets(request.id)).map((target) => ({ target, payload }));
  }
  const alertId = kind === "arrival" ? null : await alertIdFor(request.id, message.clinicId);
  return (await clinicTargets(message.clinicId)).map((target) => ({
    target,
    payload: clinicPayload(facts, target.language, config, alertId),
  }));
}

export function createPushChannel(config: PushConfig | undefined, { timeoutMs = 20_000 } = {}): Channel {
  if (!config) return unconfiguredChannel(PUSH_NOT_CONFIGURED);
  return {
    async send(message) {
      const sends = await payloadsFor(message, config);
      if (!sends.length) throw new ChannelError("Push: no subscribed device", true, "not_delivered");
      const outcomes = await Promise.all(sends.map(({ target, payload }) => deliver(target, payload, config, timeoutMs)));
      const count = (outcome: Outcome) => outcomes.filter((o) => o === outcome).length;
      const summary = `${count("delivered")} delivered, ${count("gone")} gone, ${count("retry")} unreachable, ${count("refused")} refused`;
      if (count("gone") || count("refused")) log.info("messaging.push_devices", { messageId: message.id, summary });
      if (count("delivered")) return { providerMessageId: `push:${count("delivered")}/${sends.length}` };
      if (count("retry")) throw new ChannelError(`Push: ${summary}`, false);
      throw new ChannelError(`Push: ${summary}`, true, count("gone") ? "recipient_refused" : "provider_error");
    },
  };
}
