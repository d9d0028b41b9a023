import "server-only";
import { db } from "@/lib/db";
import { messageErrorCode } from "@/lib/messaging/error-codes";
import { ARRIVAL_MESSAGE_TYPES } from "@/lib/messaging/message-types";
import type { OwnerLocation } from "@/lib/messaging/owner-location";
import type { ArrivalDelivery, ArrivalNoticeDto, ArrivalState } from "./notice";

// Read side of "Tell them I'm coming": what the owner's card shows
// (the notice and the truth about its message, from the outbox row) and the
// staff dashboard's "Coming in" list.

const DELIVERY = new Set<string>(["queued", "sent", "delivered", "failed"]);

/** The request's notices (or several requests'), each with its follow-up message's state. */
export async function listArrivalNotices(requestIds: string | readonly string[]): Promise<ArrivalNoticeDto[]> {
  const ids = typeof requestIds === "string" ? [requestIds] : [...requestIds];
  if (!ids.length) return [];
  const [notices, messages] = await Promise.all([
    db.arrivalNotice.findMany({
      where: { emergencyRequestId: { in: ids } },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        emergencyRequestId: true,
        clinicId: true,
        etaMinutes: true,
        expectedAt: true,
        state: true,
        createdAt: true,
        closedAt: true,
        acknowledgedAt: true,
      },
    }),
    db.message.findMany({
      where: { emergencyRequestId: { in: ids }, messageType: { in: ARRIVAL_MESSAGE_TYPES } },
      select: { emergencyRequestId: true, clinicId: true, status: true, errorCode: true, errorMessage: true },
    }),
  ]);
  const byClinic = new Map(messages.map((m) => [`${m.emergencyRequestId}:${m.clinicId}`, m]));
  return notices.map((n) => {
    const message = byClinic.get(`${n.emergencyRequestId}:${n.clinicId}`);
    const delivery: ArrivalDelivery = message ? (DELIVERY.has(message.status) ? (message.status as ArrivalDelivery) : "queued") : "none";
    return {
      ...n,
      expectedAt: n.expectedAt.toISOString(),
      createdAt: n.createdAt.toISOString(),
      closedAt: n.closedAt?.toISOString() ?? null,
      acknowledgedAt: n.acknowledgedAt?.toISOString() ?? null,
      state: n.state as ArrivalState,
      delivery,
      errorCode: delivery === "failed" && message ? messageErrorCode(message) : null,
    };
  });
}

export type ComingInItem = OwnerLocation & {
  id: string;
  requestId: string;
  etaMinutes: number;
  expectedAt: Date;
  /** When its staff told the owner they are expecting them; null until then. */
  acknowledgedAt: Date | null;
  /** When the owner's alert was made. */
  alertedAt: Date;
  symptom: string;
  petSpecies: string | null;
  petSpeciesOther: string | null;
  petAgeMonths: number | null;
  petName: string | null;
  contactName: string;
  contactPhone: string;
};

/** A notice nobody closed drops off the list this long after its expected time. */
const STALE_AFTER_MS = 12 * 60 * 60 * 1000;

/** The clinic's "Coming in" list: open notices, soonest expected first. */
export async function listComingIn(clinicId: string, now: Date): Promise<ComingInItem[]> {
  const rows = await db.arrivalNotice.findMany({
    where: { clinicId, state: "coming", expectedAt: { gt: new Date(now.getTime() - STALE_AFTER_MS) } },
    orderBy: [{ expectedAt: "asc" }, { id: "asc" }],
    take: 50,
    select: {
      id: true,
      etaMinutes: true,
      expectedAt: true,
      acknowledgedAt: true,
      emergencyRequest: {
        select: {
          id: true,
          createdAt: true,
          symptom: true,
          petSpecies: true,
          petSpeciesOther: true,
          petAgeMonths: true,
          contactName: true,
          contactPhone: true,
          manualLocation: true,
          locationLatitude: true,
          locationLongitude: true,
          locationPrecision: true,
          pet: { select: { name: true } },
        },
      },
    },
  });
  return rows.map(({ emergencyRequest: r, ...n }) => ({
    ...n,
    requestId: r.id,
    alertedAt: r.createdAt,
    symptom: r.symptom,
    petSpecies: r.petSpecies,
    petSpeciesOther: r.petSpeciesOther,
    petAgeMonths: r.petAgeMonths,
    petName: r.pet?.name ?? null,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    manualLocation: r.manualLocation,
    locationLatitude: r.locationLatitude,
    locationLongitude: r.locationLongitude,
    locationPrecision: r.locationPrecision,
  }));
}
