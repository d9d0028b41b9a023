import "server-only";
import { listArrivalNotices } from "@/lib/arrivals/queries";
import { currentTime } from "@/lib/clock";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { numberOrNull } from "@/lib/db/decimal";
import { messageErrorCode } from "@/lib/messaging/error-codes";
import { ALERT_MESSAGE_TYPES, CLINIC_PUSH_MESSAGE_TYPES, channelOf, clinicPushKindOf } from "@/lib/messaging/message-types";
import { getServerEnv } from "@/lib/env";
import { answersOf, hospitalState, hospitalStates, silenceOf, summarizeRequest } from "./derive";
import type { AlertFact, PushFact, RequestFacts } from "./facts";
import type { HospitalClinic, RequestStateDto } from "./view";

// Reads the stored facts of one or several requests and returns each request's
// hospitals' states and summary (./derive.ts), with what a screen shows of each
// hospital (name, phone, where it is). The results and status pages, their
// poll (GET /api/emergency-requests/{id}/state), the clinic dashboard and the
// demo inbox all read this.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The facts of each request, by id (a request without any is absent). `forAdmin` keeps the providers' raw errors. */
export async function loadRequestFacts(requestIds: readonly string[], { forAdmin = false } = {}): Promise<Map<string, RequestFacts>> {
  const ids = [...new Set(requestIds)];
  const facts = new Map<string, RequestFacts>();
  if (!ids.length) return facts;
  const [messages, arrivals, taps] = await Promise.all([
    db.message.findMany({
      // The alerts, and the pushes to the hospitals' devices (listed beside them, never counted).
      where: { emergencyRequestId: { in: ids }, messageType: { in: [...ALERT_MESSAGE_TYPES, ...CLINIC_PUSH_MESSAGE_TYPES] } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        emergencyRequestId: true,
        clinicId: true,
        messageType: true,
        recipient: true,
        status: true,
        retryCount: true,
        createdAt: true,
        sentAt: true,
        deliveredAt: true,
        readAt: true,
        failedAt: true,
        errorCode: true,
        errorMessage: true,
        clinicResponse: true,
        clinicResponseAt: true,
      },
    }),
    listArrivalNotices(ids),
    db.clinicContactTap.findMany({ where: { emergencyRequestId: { in: ids } }, select: { emergencyRequestId: true, clinicId: true } }),
  ]);
  const of = (id: string) => {
    const known = facts.get(id);
    if (known) return known;
    const fresh: RequestFacts = { alerts: [], arrivals: [], taps: [], pushes: [] };
    facts.set(id, fresh);
    return fresh;
  };
  for (const m of messages) {
    if (!m.emergencyRequestId) continue;
    const delivery = {
      id: m.id,
      clinicId: m.clinicId,
      status: m.status,
      retryCount: m.retryCount,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
      failedAt: iso(m.failedAt),
      errorCode: messageErrorCode(m),
      ...(forAdmin ? { errorDetail: m.errorMessage } : {}),
    };
    const kind = clinicPushKindOf(m.messageType);
    if (kind) {
      const push: PushFact = { ...delivery, kind };
      of(m.emergencyRequestId).pushes.push(push);
      continue;
    }
    const channel = channelOf(m.messageType);
    if (!channel) continue;
    const alert: AlertFact = {
      ...delivery,
      channel,
      recipient: m.recipient,
      deliveredAt: iso(m.deliveredAt),
      readAt: iso(m.readAt),
      response: m.clinicResponse,
      responseAt: iso(m.clinicResponseAt),
    };
    of(m.emergencyRequestId).alerts.push(alert);
  }
  for (const notice of arrivals) of(notice.emergencyRequestId).arrivals.push(notice);
  for (const tap of taps) of(tap.emergencyRequestId).taps.push({ clinicId: tap.clinicId });
  return facts;
}

/** The columns of a clinic a screen shows beside its state (and the messages list beside each message). */
export const HOSPITAL_CLINIC_SELECT = {
  name: true,
  nameZh: true,
  phone: true,
  address: true,
  addressZh: true,
  latitude: true,
  longitude: true,
  coordPrecision: true,
} as const;

type ClinicRow = Prisma.ClinicGetPayload<{ select: typeof HOSPITAL_CLINIC_SELECT }>;

export function hospitalClinic(c: ClinicRow): HospitalClinic {
  return {
    name: c.name,
    nameZh: c.nameZh,
    phone: c.phone,
    place: {
      address: c.address,
      addressZh: c.addressZh,
      latitude: numberOrNull(c.latitude),
      longitude: numberOrNull(c.longitude),
      coordPrecision: c.coordPrecision,
    },
  };
}

async function clinicsOf(clinicIds: readonly string[]): Promise<Map<string, HospitalClinic>> {
  if (!clinicIds.length) return new Map();
  const rows = await db.clinic.findMany({
    where: { id: { in: [...new Set(clinicIds)] } },
    select: { id: true, ...HOSPITAL_CLINIC_SELECT },
  });
  return new Map(rows.map((c) => [c.id, hospitalClinic(c)]));
}

/** Each request's hospitals and summary, by id; a request with no facts has no hospitals and zero counts. */
export async function loadRequestStates(requestIds: readonly string[], { forAdmin = false } = {}): Promise<Map<string, RequestStateDto>> {
  const [facts, now] = await Promise.all([loadRequestFacts(requestIds, { forAdmin }), currentTime()]);
  const states = new Map([...facts].map(([id, f]) => [id, hospitalStates(f)] as const));
  const clinics = await clinicsOf([...states.values()].flatMap((list) => list.map((h) => h.clinicId)));
  return new Map(
    requestIds.map((id) => {
      const hospitals = states.get(id) ?? [];
      return [
        id,
        {
          hospitals: hospitals.map((h) => ({ ...h, clinic: clinics.get(h.clinicId) ?? null })),
          summary: summarizeRequest(hospitals),
          now: now.toISOString(),
          silence: silenceOf(hospitals, now, getServerEnv().SILENCE_MINUTES),
        },
      ];
    }),
  );
}

/** One request's hospitals and summary. */
export async function loadRequestState(requestId: string, options: { forAdmin?: boolean } = {}): Promise<RequestStateDto> {
  return (await loadRequestStates([requestId], options)).get(requestId)!;
}

/** The hospitals' latest Accept / Decline of a request, for the one ranking rule (the quick broadcast leaves out a decliner). */
export async function loadAnswers(requestId: string) {
  const facts = (await loadRequestFacts([requestId])).get(requestId);
  return answersOf(facts ? hospitalStates(facts) : []);
}

/**
 * One hospital's state for a request ("not asked" when no fact names it): what
 * a rule about that hospital reads, e.g. mayTellComing() for "I'm coming".
 */
export async function loadHospitalState(requestId: string, clinicId: string) {
  const facts = (await loadRequestFacts([requestId])).get(requestId) ?? { alerts: [], arrivals: [], taps: [], pushes: [] };
  return hospitalState(facts, clinicId);
}
