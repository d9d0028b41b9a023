import "server-only";
import { db } from "@/lib/db";
import { AppError, notFound, validationError } from "@/lib/errors";
import { getServerEnv } from "@/lib/env";
import { consumeLimit, withRefusalFields } from "@/lib/rate-limit";
import type { BroadcastRequest } from "@/lib/emergency/schemas";
import { buildBroadcastMessage } from "./content";
import { loadBroadcastContent } from "./content-input";
import { numberOrNull } from "@/lib/db/decimal";
import type { Prisma } from "@/lib/generated/prisma/client";
import { haversineKm } from "@/lib/geo/distance";
import { loadAnswers } from "@/lib/request-state/queries";
import { translator } from "@/lib/i18n/translator";
import { currentTime } from "@/lib/clock";
import { ALERT_MESSAGE_TYPES } from "@/lib/messaging/message-types";
import { queueClinicPushes } from "@/lib/messaging/push-queue";
import { loadProfiles } from "@/lib/clinics/profile-queries";
import type { ClinicAnswer } from "@/lib/clinics/answer";
import { leftOutOfQuickBroadcast } from "@/lib/clinics/ranking";
import { anonymousCapError, clinicsAtAnonymousCap } from "./anonymous-cap";

const HOUR = 60 * 60;
const CONTACTABLE = { OR: [{ whatsapp: { not: null } }, { email: { not: null } }] };

/** The quick broadcast's candidates: every active, partner, 24-hour, available clinic with WhatsApp or email. */
export const QUICK_BROADCAST_WHERE = {
  status: "active",
  isSupportHospital: true,
  is24Hour: true,
  isAvailable: true,
  ...CONTACTABLE,
};

/**
 * The quick broadcast's clinics for this pet: QUICK_BROADCAST_WHERE
 * less those the one rule leaves out (lib/clinics/ranking.ts: asks to be
 * phoned first, states it does not see this species, declined this request).
 */
async function quickBroadcastClinics(species: string | null, answers: ReadonlyMap<string, ClinicAnswer> = new Map()) {
  const [clinics, now] = await Promise.all([
    db.clinic.findMany({
      where: QUICK_BROADCAST_WHERE,
      select: { id: true, whatsapp: true, email: true, latitude: true, longitude: true },
    }),
    currentTime(),
  ]);
  const profiles = await loadProfiles(clinics.map((c) => c.id));
  const ctx = { species, answers, now };
  return clinics.filter((c) => !leftOutOfQuickBroadcast({ id: c.id, profile: profiles.get(c.id) ?? null }, ctx));
}

export async function countQuickBroadcastClinics(species: string | null) {
  return (await quickBroadcastClinics(species)).length;
}

type Candidate = {
  id: string;
  whatsapp: string | null;
  email: string | null;
  latitude: Prisma.Decimal | null;
  longitude: Prisma.Decimal | null;
};

/** Nearest to the owner first (where the request has a point), so a capped quick broadcast alerts the closest. */
function nearestFirst(clinics: Candidate[], at: { latitude?: number | null; longitude?: number | null }): Candidate[] {
  if (at.latitude == null || at.longitude == null) return clinics;
  const from = { latitude: at.latitude, longitude: at.longitude };
  const km = (c: Candidate) => {
    const latitude = numberOrNull(c.latitude);
    const longitude = numberOrNull(c.longitude);
    return latitude === null || longitude === null ? Infinity : haversineKm(from, { latitude, longitude });
  };
  return clinics
    .map((c) => ({ c, d: km(c) }))
    .sort((a, b) => a.d - b.d)
    .map(({ c }) => c);
}

/** How many clinics one broadcast may alert: fewer for anonymous callers. */
export function broadcastClinicCap(signedIn: boolean): number {
  const env = getServerEnv();
  return signedIn ? env.BROADCAST_MAX_CLINICS_SIGNED_IN : env.BROADCAST_MAX_CLINICS_ANONYMOUS;
}

/** A spent broadcast limit's 429, with the field message that tells the owner to call instead. */
const callInstead = (limit: Promise<void>) => withRefusalFields(limit, { clinicIds: "Results.errors.broadcastLimited" });

/**
 * Queues one message per chosen clinic and channel (the `messages` table is the
 * outbox the worker drains). A clinic with a message that is queued, sent or
 * delivered is skipped, never messaged twice; one whose messages all failed is
 * queued again. Abuse limits answer 429. `count` is clinics queued, not alerted.
 */
export async function broadcastToClinics(requestedId: string, input: BroadcastRequest, caller: { ip: string; signedIn: boolean }) {
  const source = await loadBroadcastContent(requestedId);
  if (!source) throw notFound("Emergency request");
  // Everything below is keyed on the stored row's id, never on the id as the
  // caller spelled it: its letter case must not open a fresh limit.
  const { id: requestId, content, language } = source;
  const anonymous = source.ownerId === null;
  const env = getServerEnv();
  const cap = broadcastClinicCap(caller.signedIn);
  if (!input.quick && input.clinicIds.length > cap) throw validationError({ clinicIds: "Results.errors.tooManyClinics" });
  await callInstead(consumeLimit("broadcastRequest", requestId));
  await callInstead(consumeLimit("broadcastIp", caller.ip));

  const candidates = input.quick
    ? await quickBroadcastClinics(content.petSpecies ?? null, await loadAnswers(requestId))
    : await db.clinic.findMany({
        where: { id: { in: input.clinicIds }, status: "active", ...CONTACTABLE },
        select: { id: true, whatsapp: true, email: true, latitude: true, longitude: true },
      });
  const clinics = input.quick ? nearestFirst(candidates, content).slice(0, cap) : candidates;
  if (!clinics.length) {
    throw validationError({ clinicIds: input.quick ? "Results.errors.noSupportHospitals" : "Results.errors.noRecipients" });
  }

  const text = buildBroadcastMessage(content, translator(language, "BroadcastMessage"));
  const noticesSince = new Date((await currentTime()).getTime() - HOUR * 1000);
  return db.$transaction(async (tx) => {
    const existing = await tx.message.findMany({
      // Alerts only: a clinic told "the owner is coming" after a call was never alerted.
      where: { emergencyRequestId: requestId, clinicId: { in: clinics.map((c) => c.id) }, messageType: { in: ALERT_MESSAGE_TYPES } },
      select: { id: true, clinicId: true, messageType: true, status: true },
    });
    const byKey = new Map(existing.map((m) => [`${m.clinicId}:${m.messageType}`, m]));
    // A clinic counts as alerted once any of its messages is queued, sent or
    // delivered: it is never messaged again for this request. A clinic whose
    // every message failed may be tried again (the same rows, re-queued).
    const alerted = new Set(existing.filter((m) => m.status !== "failed").map((m) => m.clinicId));
    const pending = clinics.filter((c) => !alerted.has(c.id));
    if (!pending.length) {
      throw new AppError("conflict", "Every chosen clinic was already alerted for this request", {
        clinicIds: "Results.errors.alreadyAlerted",
      });
    }
    const busy = anonymous
      ? await clinicsAtAnonymousCap(
          tx,
          pending.map((c) => c.id),
          { max: env.CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR, requestId, noticesSince },
        )
      : new Set<string>();
    const todo = pending
      .filter((c) => !busy.has(c.id))
      .flatMap((c) => [
        ...(c.whatsapp ? [{ clinicId: c.id, messageType: "whatsapp", recipient: c.whatsapp }] : []),
        ...(c.email ? [{ clinicId: c.id, messageType: "email", recipient: c.email }] : []),
      ]);
    // Every chosen clinic had its share: the owner is told to call them (they are listed with Call buttons on the page).
    if (!todo.length) throw anonymousCapError({ clinicIds: "Results.errors.clinicsBusy" });
    const fresh = todo.filter((m) => !byKey.has(`${m.clinicId}:${m.messageType}`));
    const retry = todo.filter((m) => byKey.get(`${m.clinicId}:${m.messageType}`)?.status === "failed");
    // skipDuplicates: the unique (request, clinic, channel) key wins any race between two taps.
    const created = await tx.message.createMany({
      data: fresh.map((m) => ({ ...m, emergencyRequestId: requestId, content: text })),
      skipDuplicates: true,
    });
    // Again to the clinic's current address (an admin may have corrected it since).
    let requeued = 0;
    for (const m of retry) {
      const { count } = await tx.message.updateMany({
        where: { id: byKey.get(`${m.clinicId}:${m.messageType}`)!.id, status: "failed" },
        data: {
          status: "queued",
          recipient: m.recipient,
          content: text,
          retryCount: 0,
          nextAttemptAt: new Date(),
          claimedAt: null,
          failedAt: null,
          errorMessage: null,
          errorCode: null,
        },
      });
      requeued += count;
    }
    const alertedNow = [...new Set([...fresh, ...retry].map((m) => m.clinicId))];
    await queueClinicPushes(tx, "alert", requestId, alertedNow);
    const clinicCount = alertedNow.length;
    return { count: clinicCount, messages: created.count + requeued, skipped: clinics.length - clinicCount, busy: busy.size };
  });
}
