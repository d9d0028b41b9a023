import "server-only";
import { isUniqueViolation } from "@/lib/errors";
import { db } from "@/lib/db";
import { currentTime } from "@/lib/clock";
import { getServerEnv, type ServerEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { messagingConfig } from "@/lib/messaging/config";
import { LINK_TTL_HOURS, profileLinkUrl, type Answer } from "@/lib/messaging/links";
import { bilingual, translator } from "@/lib/i18n/translator";
import { hongKongDay } from "@/lib/time/hong-kong";

// Availability kept fresh by replies. Once a Hong Kong day, from
// AVAILABILITY_ASK_TIME (default 18:00), each partner hospital with a channel
// is asked "Are you accepting emergencies tonight?". The ask is a row here
// (one per clinic per day, a unique key) and a message in the outbox, sent by
// the worker like any alert, so its retries and the "never send without a
// configured channel" rule hold. A Yes / No sets the clinic's availability
// with source "clinic_reply" (lib/clinics/availability.ts shows it for 24 h).

/** How long a clinic may stay silent before admins see it. */
export const NO_REPLY_DAYS = 3;

/** "18:00" → 1080. */
export function askMinutes(askTime: string): number {
  const [hours, minutes] = askTime.split(":").map(Number);
  return hours * 60 + minutes;
}

type Reachable = { whatsapp: string | null; email: string | null };
type Usable = { whatsapp: boolean; email: boolean };

/** WhatsApp when the clinic has a number and the channel works, else email; null = no way to ask. */
export function askChannel(clinic: Reachable, usable: Usable): "whatsapp" | "email" | null {
  if (clinic.whatsapp && usable.whatsapp) return "whatsapp";
  if (clinic.email && usable.email) return "email";
  return null;
}

/** The channels an ask may use: the configured ones, or both in demo mode with the demo inbox. */
export function usableChannels(env: ServerEnv): Usable {
  const config = messagingConfig(env);
  return { whatsapp: config.demoInbox || Boolean(config.whatsapp), email: config.demoInbox || Boolean(config.email) };
}

/**
 * The stored text of an ask (both languages: clinics have no language of their
 * own); the month's first ask adds the signed link to the clinic's profile editor.
 */
export function askContent(profileUrl: string | null = null): string {
  const [en, zh] = [translator("en", "Messaging"), translator("zh-HK", "Messaging")];
  const link = profileUrl ? ["", en("askProfileLink", { url: profileUrl }), zh("askProfileLink", { url: profileUrl })] : [];
  return [bilingual("Messaging", (t) => t("askQuestion")), en("askExplain"), zh("askExplain"), ...link].join("\n");
}

/** The first day of an ask day's Hong Kong month ("2026-12-17" → 2026-12-01). */
export function monthStart(askDate: Date): Date {
  return new Date(`${askDate.toISOString().slice(0, 7)}-01T00:00:00Z`);
}

/**
 * Asks every partner hospital that has not been asked today, once the ask
 * time has passed in Hong Kong. Returns how many were asked. Safe to run
 * often and from several workers: the (clinic, day) key lets one ask through.
 */
export async function askForAvailability(at?: Date): Promise<number> {
  const now = at ?? (await currentTime());
  const env = getServerEnv();
  const { date, minutes } = hongKongDay(now);
  if (minutes < askMinutes(env.AVAILABILITY_ASK_TIME)) return 0;
  const usable = usableChannels(env);
  if (!usable.whatsapp && !usable.email) return 0;
  const askDate = new Date(`${date}T00:00:00Z`);
  const clinics = await db.clinic.findMany({
    where: {
      status: "active",
      isSupportHospital: true,
      OR: [{ whatsapp: { not: null } }, { email: { not: null } }],
      availabilityAsks: { none: { askDate } },
    },
    select: { id: true, whatsapp: true, email: true },
    orderBy: { name: "asc" },
  });
  const { appUrl, linkSecret } = messagingConfig(env);
  let asked = 0;
  for (const clinic of clinics) {
    const messageType = askChannel(clinic, usable);
    if (!messageType) continue;
    const recipient = (messageType === "whatsapp" ? clinic.whatsapp : clinic.email) as string;
    try {
      await db.$transaction(async (tx) => {
        // Once a month, read from the asks themselves: this month's first ask carries the profile link.
        const linked = await tx.availabilityAsk.findFirst({
          where: { clinicId: clinic.id, profileLink: true, askDate: { gte: monthStart(askDate) } },
          select: { id: true },
        });
        const profileUrl = !linked && linkSecret ? profileLinkUrl(appUrl, linkSecret, clinic.id, now.getTime()) : null;
        const ask = await tx.availabilityAsk.create({
          data: { clinicId: clinic.id, askDate, askedAt: now, profileLink: profileUrl !== null },
          select: { id: true },
        });
        const content = askContent(profileUrl);
        await tx.message.create({ data: { clinicId: clinic.id, availabilityAskId: ask.id, messageType, recipient, content } });
      });
      asked++;
    } catch (error) {
      // Another worker asked this clinic first today.
      if (isUniqueViolation(error)) continue;
      throw error;
    }
  }
  if (asked) log.info("availability.asked", { clinics: asked, day: date });
  return asked;
}

/**
 * A clinic's Yes / No to its ask: recorded on the ask, and (when the ask is
 * less than a day old) the clinic's availability is set with source
 * "clinic_reply" at the current time. Returns whether availability changed.
 */
export async function applyAvailabilityReply(askId: string, answer: Answer): Promise<"applied" | "late" | null> {
  const now = await currentTime();
  const ask = await db.availabilityAsk.findUnique({ where: { id: askId }, select: { id: true, clinicId: true, askedAt: true } });
  if (!ask) return null;
  const isAccepting = answer === "accept";
  const late = now.getTime() - ask.askedAt.getTime() >= LINK_TTL_HOURS * 3_600_000;
  await db.$transaction(async (tx) => {
    await tx.availabilityAsk.update({ where: { id: ask.id }, data: { answer: isAccepting ? "accepted" : "declined", answeredAt: now } });
    if (late) return;
    await tx.clinic.update({
      where: { id: ask.clinicId },
      data: { isAvailable: isAccepting, availabilityUpdatedAt: now, availabilityUpdatedBy: null, availabilitySource: "clinic_reply" },
    });
    await tx.auditLog.create({
      data: {
        entityType: "clinic",
        entityId: ask.clinicId,
        action: "availability_reply",
        changes: { isAvailable: isAccepting, askId: ask.id },
      },
    });
  });
  log.info("availability.reply", { clinicId: ask.clinicId, answer, late });
  return late ? "late" : "applied";
}

/**
 * Partner clinics (among `clinicIds`) that were asked but have not confirmed
 * for NO_REPLY_DAYS: no reply to any ask and no toggle of their own since.
 */
export async function findSilentPartnerClinics(clinicIds: string[], at?: Date): Promise<Set<string>> {
  if (!clinicIds.length) return new Set();
  const now = at ?? (await currentTime());
  const since = new Date(now.getTime() - NO_REPLY_DAYS * 24 * 3_600_000);
  const rows = await db.clinic.findMany({
    where: {
      id: { in: clinicIds },
      isSupportHospital: true,
      // Asked at least NO_REPLY_DAYS ago (a clinic asked only yesterday has not been silent for 3 days).
      availabilityAsks: { some: { askedAt: { lte: since } } },
      NOT: { availabilityAsks: { some: { answeredAt: { gte: since } } } },
      OR: [
        { availabilityUpdatedAt: null },
        { availabilityUpdatedAt: { lt: since } },
        { availabilitySource: { notIn: ["clinic", "clinic_reply"] } },
      ],
    },
    select: { id: true },
  });
  return new Set(rows.map((r) => r.id));
}
