import { z } from "zod";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { getServerEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/locale";
import { isLocale } from "@/lib/i18n/locale";
import { pushConfig } from "@/lib/messaging/config";
import { isPushServiceEndpoint } from "./endpoint";

// Web Push subscriptions: a staff member's device for its clinic's alerts, or
// an owner's phone for one request's answers. A subscription is only ever used
// while its owner still holds it: a staff member still linked to that clinic,
// a request that still exists (the foreign keys delete it with its owner).

/** base64url, as the browser's PushSubscription.toJSON() gives the keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Push.errors.badKey")
    .min(min, "Push.errors.badKey")
    .max(max, "Push.errors.badKey");

/** The browser's subscription, as PushSubscription.toJSON() gives it, and the language of the page that asked. */
export const subscribeSchema = z.object({
  endpoint: z
    .string()
    .max(2048, "Push.errors.badEndpoint")
    .refine((value) => isPushServiceEndpoint(value, getServerEnv()), "Push.errors.badEndpoint"),
  // p256dh: an uncompressed P-256 point (65 bytes, 87 characters); auth: 16 bytes (22 characters).
  keys: z.object({ p256dh: base64url(80, 100), auth: base64url(16, 32) }),
  language: z
    .string()
    .optional()
    .transform((value): Locale => (isLocale(value) ? value : "en")),
});

export const unsubscribeSchema = z.object({ endpoint: z.string().min(1, "Push.errors.badEndpoint").max(2048, "Push.errors.badEndpoint") });

export type SubscribeInput = z.output<typeof subscribeSchema>;

export type SubscriptionOwner = { userId: string; clinicId: string } | { emergencyRequestId: string };

const NO_OWNER = { userId: null, clinicId: null, emergencyRequestId: null };

/**
 * Saves the browser's subscription for this owner. One endpoint is one
 * browser: subscribing it again (another account on the same device, another
 * request) moves it to the new owner.
 */
export async function saveSubscription(owner: SubscriptionOwner, input: SubscribeInput) {
  const data = { ...NO_OWNER, ...owner, p256dh: input.keys.p256dh, auth: input.keys.auth, language: input.language };
  await db.pushSubscription.upsert({ where: { endpoint: input.endpoint }, create: { endpoint: input.endpoint, ...data }, update: data });
}

/** Deletes this owner's subscription for the endpoint; whether there was one. */
export async function deleteSubscription(owner: SubscriptionOwner, endpoint: string): Promise<boolean> {
  const { count } = await db.pushSubscription.deleteMany({ where: { endpoint, ...owner } });
  return count > 0;
}

/** A subscription the push channel may send to. */
export type PushTarget = { id: string; endpoint: string; p256dh: string; auth: string; language: Locale };

const TARGET_SELECT = { id: true, endpoint: true, p256dh: true, auth: true, language: true } as const;
const asTarget = (row: { id: string; endpoint: string; p256dh: string; auth: string; language: string }): PushTarget => ({
  ...row,
  language: isLocale(row.language) ? row.language : "en",
});

/** The devices of staff still linked to the clinic (a subscription left by someone since unlinked is deleted, never used). */
export async function clinicTargets(clinicId: string): Promise<PushTarget[]> {
  await db.pushSubscription.deleteMany({
    where: { clinicId, OR: [{ user: { clinicId: null } }, { user: { clinicId: { not: clinicId } } }] },
  });
  const rows = await db.pushSubscription.findMany({ where: { clinicId, user: { clinicId } }, select: TARGET_SELECT });
  return rows.map(asTarget);
}

/** The owner's devices for this request. */
export async function requestTargets(emergencyRequestId: string): Promise<PushTarget[]> {
  const rows = await db.pushSubscription.findMany({ where: { emergencyRequestId }, select: TARGET_SELECT });
  return rows.map(asTarget);
}

/** The push service said this subscription is gone (404 / 410). */
export async function forgetSubscription(id: string) {
  await db.pushSubscription.deleteMany({ where: { id } });
}

/** Devices one request may have subscribed at once: an owner's phone or two, never a list someone fills. */
export const MAX_REQUEST_DEVICES = 5;

/** The request a public subscribe / unsubscribe names, by its id (the request's capability, like its other public endpoints); 404 unknown. */
export async function requestOwner(requestId: string): Promise<{ emergencyRequestId: string }> {
  const request = await db.emergencyRequest.findUnique({ where: { id: requestId }, select: { id: true } });
  if (!request) throw notFound("Emergency request");
  return { emergencyRequestId: request.id };
}

/** Saves an owner's device for the request, within MAX_REQUEST_DEVICES (429 past it; a device already subscribed always may renew). */
export async function saveRequestSubscription(owner: { emergencyRequestId: string }, input: SubscribeInput) {
  const others = await db.pushSubscription.count({ where: { ...owner, endpoint: { not: input.endpoint } } });
  if (others >= MAX_REQUEST_DEVICES)
    throw new AppError("rate_limited", "Too many devices for this request", { endpoint: "Push.errors.tooMany" });
  await saveSubscription(owner, input);
}

/** Push must be configured to subscribe: otherwise nothing would ever arrive (the buttons say so before anyone taps). */
export function requirePushConfigured() {
  if (!pushConfig(getServerEnv())) throw new AppError("unavailable", "Push is not configured");
}

/** The VAPID public key the browser subscribes with; null while push is off. */
export function pushPublicKey(): string | null {
  return pushConfig(getServerEnv())?.publicKey ?? null;
}
