import type { NextRequest } from "next/server";
import { getServerEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { json, MAX_BODY_BYTES, parseJsonText, route } from "@/lib/http";
import { handleWhatsAppWebhook, verifyWebhookSignature, type WebhookPayload } from "@/lib/messaging/whatsapp-webhook";

export const dynamic = "force-dynamic";

/** Meta's subscription handshake: echo hub.challenge when the verify token matches. */
export const GET = route(async (req: NextRequest) => {
  const q = req.nextUrl.searchParams;
  const token = getServerEnv().WHATSAPP_VERIFY_TOKEN;
  if (!token || q.get("hub.mode") !== "subscribe" || q.get("hub.verify_token") !== token) {
    throw new AppError("forbidden", "Verification failed");
  }
  return new Response(q.get("hub.challenge") ?? "", { headers: { "Content-Type": "text/plain; charset=utf-8" } });
});

/** Status updates and quick replies; the body must carry a valid X-Hub-Signature-256. */
export const POST = route(async (req: NextRequest) => {
  const secret = getServerEnv().WHATSAPP_APP_SECRET;
  if (!secret) {
    // The operator learns what is missing from the log; the caller learns nothing about the configuration.
    log.warn("whatsapp.webhook_unverifiable", { reason: "app secret not configured" });
    throw new AppError("unauthorized", "Bad webhook signature");
  }
  const raw = await req.text();
  if (Buffer.byteLength(raw) > 4 * MAX_BODY_BYTES) throw new AppError("payload_too_large", "Webhook body too large");
  if (!verifyWebhookSignature(raw, req.headers.get("x-hub-signature-256"), secret)) {
    throw new AppError("unauthorized", "Bad webhook signature");
  }
  await handleWhatsAppWebhook(parseJsonText(raw) as WebhookPayload);
  return json({ ok: true });
});
