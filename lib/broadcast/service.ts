import "server-only";
import { db } from "@/lib/db";
import { AppError, notFound } from "@/lib/errors";
import { getServerEnv } from "@/lib/env";
import { validationError } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";
import type { BroadcastRequest } from "@/lib/emergency/schemas";
import { buildBroadcastMessage, type BroadcastContentInput } from "./content";
import { broadcastTranslator } from "./translator";
import { numberOrNull } from "@/lib/db/decimal";

const HOUR = 60 * 60;
const CONTACTABLE = { OR: [{ whatsapp: { not: null } }, { email: { not: null } }] };

/** SPEC §7 quick broadcast: every active, partner, 24-hour, available clinic with WhatsApp or email. */
export const QUICK_BROADCAST_WHERE = {
  status: "active",
  isSupportHospital: true,
  is24Hour: true,
  isAvailable: true,
  ...CONTACTABLE,
};

export function countQuickBroadcastClinics() {
  return db.clinic.count({ where: QUICK_BROADCAST_WHERE });
}

async function loadContentInput(requestId: string) {
  const request = await db.emergencyRequest.findUnique({
    where: { id: requestId },
    select: {
      symptom: true,
      voiceTranscript: true,
      aiAnalyzedSymptoms: true,
      petSpecies: true,
      petBreed: true,
      petAge: true,
      manualLocation: true,
      locationLatitude: true,
      locationLongitude: true,
      contactName: true,
      contactPhone: true,
      contactEmail: true,
      language: true,
      pet: { select: { name: true, weight: true, medicalNotes: true } },
    },
  });
  if (!request) throw notFound("Emergency request");
  const { pet, manualLocation, locationLatitude, locationLongitude, language, ...rest } = request;
  const content: BroadcastContentInput = {
    ...rest,
    pet: pet ? { ...pet, weight: pet.weight?.toString() ?? null } : null,
    locationText: manualLocation,
    latitude: numberOrNull(locationLatitude),
    longitude: numberOrNull(locationLongitude),
  };
  return { content, language };
}

/**
 * Queues one message per chosen clinic and channel (the `messages` table is the
 * outbox the worker drains). A clinic with a message that is queued, sent or
 * delivered is skipped, never messaged twice; one whose messages all failed is
 * queued again. Abuse limits answer 429. `count` is clinics queued, not alerted.
 */
export async function broadcastToClinics(requestId: string, input: BroadcastRequest, ip: string) {
  const { content, language } = await loadContentInput(requestId);
  const env = getServerEnv();
  await consumeLimit("broadcastRequest", requestId, { points: env.BROADCAST_MAX_PER_REQUEST, durationSeconds: HOUR });
  await consumeLimit("broadcastIp", ip, { points: env.BROADCAST_MAX_PER_IP, durationSeconds: HOUR });

  const clinics = await db.clinic.findMany({
    where: input.quick ? QUICK_BROADCAST_WHERE : { id: { in: input.clinicIds }, status: "active", ...CONTACTABLE },
    select: { id: true, whatsapp: true, email: true },
  });
  if (!clinics.length) {
    throw validationError({ clinicIds: input.quick ? "Results.errors.noSupportHospitals" : "Results.errors.noRecipients" });
  }

  const text = buildBroadcastMessage(content, broadcastTranslator(language));
  const wanted = clinics.flatMap((c) => [
    ...(c.whatsapp ? [{ clinicId: c.id, messageType: "whatsapp", recipient: c.whatsapp }] : []),
    ...(c.email ? [{ clinicId: c.id, messageType: "email", recipient: c.email }] : []),
  ]);
  return db.$transaction(async (tx) => {
    const existing = await tx.message.findMany({
      where: { emergencyRequestId: requestId, clinicId: { in: clinics.map((c) => c.id) } },
      select: { id: true, clinicId: true, messageType: true, status: true },
    });
    const byKey = new Map(existing.map((m) => [`${m.clinicId}:${m.messageType}`, m]));
    // A clinic counts as alerted once any of its messages is queued, sent or
    // delivered: it is never messaged again for this request. A clinic whose
    // every message failed may be tried again (the same rows, re-queued).
    const alerted = new Set(existing.filter((m) => m.status !== "failed").map((m) => m.clinicId));
    const todo = wanted.filter((m) => !alerted.has(m.clinicId));
    const fresh = todo.filter((m) => !byKey.has(`${m.clinicId}:${m.messageType}`));
    const retry = todo.filter((m) => byKey.get(`${m.clinicId}:${m.messageType}`)?.status === "failed");
    if (!fresh.length && !retry.length) {
      throw new AppError("conflict", "Every chosen clinic was already alerted for this request", {
        clinicIds: "Results.errors.alreadyAlerted",
      });
    }
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
    const clinicCount = new Set([...fresh, ...retry].map((m) => m.clinicId)).size;
    return { count: clinicCount, messages: created.count + requeued, skipped: clinics.length - clinicCount };
  });
}
