import type { ClinicAnswer } from "@/lib/clinics/answer";
import type { MessageErrorCode } from "@/lib/messaging/error-codes";
import type { AlertFact, ArrivalFact, PushFact, RequestFacts } from "./facts";

// One state per hospital per request (docs/PRODUCT.md, "One state per
// hospital per request"), derived here and
// nowhere else from the stored facts (./facts.ts); every screen (the owner's
// results and status pages, the clinic dashboard, the demo inbox) renders what
// this returns, and every count is of hospitals, never of messages. Pure and
// client-safe: the results page's poll derives nothing itself either, it
// renders the server's answer (GET /api/emergency-requests/{id}/state).

/** Every state a hospital can be in for one request; each has its label in messages' "HospitalState". */
export const HOSPITAL_STATES = [
  "not_asked",
  "queued",
  "sent",
  "delivered",
  "read",
  "failed",
  "accepted",
  "declined",
  "responded",
  "coming",
  "expected",
  "arrived",
  "no_show",
] as const;
export type HospitalStateName = (typeof HOSPITAL_STATES)[number];

/** How far the alert got on its best channel, whatever the answer. */
export type Delivery = "queued" | "sent" | "delivered" | "read" | "failed";

/** The hospital's latest answer: Accept, Decline, or its staff marked the request responded. */
export type Answer = { response: "accepted" | "declined" | "responded"; at: string };

export type HospitalState = {
  clinicId: string;
  state: HospitalStateName;
  /** When the state began (ISO); null for "not asked". */
  at: string | null;
  /** null: never alerted. */
  delivery: Delivery | null;
  deliveryAt: string | null;
  /** A channel confirmed it (delivered or read), or the hospital answered, which proves it arrived. */
  received: boolean;
  answer: Answer | null;
  arrival: ArrivalFact | null;
  /** The owner tapped Call, Directions or the taxi card for it. */
  called: boolean;
  /** Why it could not be reached (every channel failed). */
  errorCode: MessageErrorCode | null;
  /** Its alerts, oldest first: the status page's detail. */
  alerts: AlertFact[];
  /** The pushes to its staff's devices, oldest first: listed beside the alerts, never in the state or a count. */
  pushes: PushFact[];
};

/** A request's numbers, all of hospitals (a hospital alerted by e-mail and WhatsApp counts once). */
export type RequestSummary = {
  /** Hospitals alerted (at least one alert message). */
  asked: number;
  /** Alerted, no channel has taken it yet and no answer. */
  sending: number;
  /** A channel took it (sent, delivered or read), or the hospital answered. */
  sent: number;
  /** A channel confirmed it arrived, or the hospital answered. */
  received: number;
  /** Every channel failed and no answer came. */
  failed: number;
  /** Latest answer Accept (or its staff responded). */
  yes: number;
  /** Latest answer Decline. */
  no: number;
  /** The owner is on the way to it (told, whether or not its staff acknowledged it yet). */
  coming: number;
  arrived: number;
  noShow: number;
};

const RESPONSES = new Set(["accepted", "declined", "responded"]);
const earliest = (times: (string | null)[]) => times.filter((t): t is string => t !== null).sort()[0] ?? null;
const latest = (times: (string | null)[]) =>
  times
    .filter((t): t is string => t !== null)
    .sort()
    .at(-1) ?? null;

/** The furthest any channel got: read > delivered > sent > queued; failed only when every one failed. */
function deliveryOf(alerts: readonly AlertFact[]): { delivery: Delivery; at: string | null; errorCode: MessageErrorCode | null } | null {
  if (!alerts.length) return null;
  const read = earliest(alerts.map((a) => a.readAt));
  if (read) return { delivery: "read", at: read, errorCode: null };
  const delivered = alerts.filter((a) => a.status === "delivered");
  // "Delivered" is the channel's word (WhatsApp's webhook), with its own time; never the time we sent it.
  if (delivered.length) return { delivery: "delivered", at: earliest(delivered.map((a) => a.deliveredAt)), errorCode: null };
  const sent = alerts.filter((a) => a.status === "sent");
  if (sent.length) return { delivery: "sent", at: earliest(sent.map((a) => a.sentAt)), errorCode: null };
  const waiting = alerts.filter((a) => a.status !== "failed");
  if (waiting.length) return { delivery: "queued", at: earliest(waiting.map((a) => a.createdAt)), errorCode: null };
  return {
    delivery: "failed",
    at: latest(alerts.map((a) => a.failedAt)),
    errorCode: alerts.find((a) => a.errorCode)?.errorCode ?? "unknown",
  };
}

/** The latest answer on any of its alerts (a hospital may change its mind). */
function answerOf(alerts: readonly AlertFact[]): Answer | null {
  const answered = alerts
    .filter((a) => a.response !== null && RESPONSES.has(a.response) && a.responseAt !== null)
    .sort((a, b) => b.responseAt!.localeCompare(a.responseAt!))[0];
  return answered ? { response: answered.response as Answer["response"], at: answered.responseAt! } : null;
}

/**
 * The one state: a closed arrival (arrived, did not come); else the owner on
 * the way (unless the hospital declined after being told), "expected" once
 * its staff said they are expecting them; else its answer; else how far the
 * alert got; else not asked.
 */
function stateOf(
  delivery: ReturnType<typeof deliveryOf>,
  answer: Answer | null,
  arrival: ArrivalFact | null,
): [HospitalStateName, string | null] {
  if (arrival && arrival.state !== "coming") return [arrival.state, arrival.closedAt ?? arrival.createdAt];
  if (arrival && !(answer?.response === "declined" && answer.at > arrival.createdAt)) {
    return arrival.acknowledgedAt ? ["expected", arrival.acknowledgedAt] : ["coming", arrival.createdAt];
  }
  if (answer) return [answer.response, answer.at];
  if (delivery) return [delivery.delivery, delivery.at];
  return ["not_asked", null];
}

/** One hospital's state from its own facts (none: not asked). */
export function hospitalState(facts: RequestFacts, clinicId: string): HospitalState {
  const alerts = facts.alerts.filter((a) => a.clinicId === clinicId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const arrival = facts.arrivals.find((n) => n.clinicId === clinicId) ?? null;
  const delivery = deliveryOf(alerts);
  const answer = answerOf(alerts);
  const [state, at] = stateOf(delivery, answer, arrival);
  return {
    clinicId,
    state,
    at,
    delivery: delivery?.delivery ?? null,
    deliveryAt: delivery?.at ?? null,
    received: answer !== null || delivery?.delivery === "delivered" || delivery?.delivery === "read",
    answer,
    arrival,
    called: facts.taps.some((t) => t.clinicId === clinicId),
    errorCode: answer ? null : (delivery?.errorCode ?? null),
    alerts,
    pushes: facts.pushes.filter((p) => p.clinicId === clinicId).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
}

/** Every hospital the request's facts name: the alerted ones in the order they were alerted, then any other told or called. */
export function hospitalStates(facts: RequestFacts): HospitalState[] {
  const ids = [
    ...[...facts.alerts].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((a) => a.clinicId),
    ...facts.arrivals.map((n) => n.clinicId),
    ...facts.taps.map((t) => t.clinicId),
  ];
  return [...new Set(ids)].map((id) => hospitalState(facts, id));
}

/** The request's numbers from its hospitals' states: the one count every screen shows. */
export function summarizeRequest(hospitals: readonly HospitalState[]): RequestSummary {
  const asked = hospitals.filter((h) => h.delivery !== null);
  const reached = (h: HospitalState) => h.answer !== null || h.delivery === "sent" || h.delivery === "delivered" || h.delivery === "read";
  const count = (list: readonly HospitalState[], test: (h: HospitalState) => boolean) => list.filter(test).length;
  return {
    asked: asked.length,
    sending: count(asked, (h) => !reached(h) && h.delivery !== "failed"),
    sent: count(asked, reached),
    received: count(asked, (h) => h.received),
    failed: count(asked, couldNotReach),
    yes: count(hospitals, saidYes),
    no: count(hospitals, (h) => h.answer?.response === "declined"),
    coming: count(hospitals, (h) => h.state === "coming" || h.state === "expected"),
    arrived: count(hospitals, (h) => h.state === "arrived"),
    noShow: count(hospitals, (h) => h.state === "no_show"),
  };
}

/** Every channel failed and no answer came: the summary's "failed", and whom the results page offers to call or retry. */
export function couldNotReach(h: Pick<HospitalState, "answer" | "delivery">): boolean {
  return h.answer === null && h.delivery === "failed";
}

/** Its latest answer is yes: it accepted, or its staff marked the request responded. */
export function saidYes(h: Pick<HospitalState, "answer">): boolean {
  return h.answer?.response === "accepted" || h.answer?.response === "responded";
}

/**
 * Whether the owner may tell this hospital they are coming: one that said yes,
 * or that the owner called (or asked directions to) from the request's pages;
 * never one that declined, and once only. The server's rule for "I'm coming"
 * (POST /api/emergency-requests/{id}/arrival) and the cards' offer are this one.
 */
export function mayTellComing(h: Pick<HospitalState, "answer" | "called" | "arrival">): boolean {
  if (h.arrival !== null || h.answer?.response === "declined") return false;
  return h.answer !== null || h.called;
}

/** Each hospital's latest Accept or Decline, for the one ranking rule (lib/clinics/ranking.ts): an acceptor first, a decliner last. */
export function answersOf(hospitals: readonly HospitalState[]): Map<string, ClinicAnswer> {
  const answers = new Map<string, ClinicAnswer>();
  for (const h of hospitals) {
    if (h.answer && h.answer.response !== "responded") answers.set(h.clinicId, { response: h.answer.response, at: h.answer.at });
  }
  return answers;
}

/** The status page's order: the hospitals that said yes first, decliners last, the rest as alerted. */
export function yesFirst<T extends Pick<HospitalState, "answer">>(hospitals: readonly T[]): T[] {
  const rank = (h: T) => (saidYes(h) ? 0 : h.answer?.response === "declined" ? 2 : 1);
  return hospitals
    .map((h, i) => ({ h, i }))
    .sort((a, b) => rank(a.h) - rank(b.h) || a.i - b.i)
    .map(({ h }) => h);
}

/** The request's first alert went out `minutes` (SILENCE_MINUTES) or more ago and no hospital has said yes. */
export type Silence = { since: string; minutes: number };

/**
 * Whether the owner has waited on silence: the first alert went out at least
 * `minutes` before `now` (the app's clock) and no hospital said yes. A
 * Decline does not end it (no one is taking the pet); the owner telling a
 * hospital they are coming does, since the owner has already acted.
 */
export function silenceOf(hospitals: readonly HospitalState[], now: Date, minutes: number): Silence | null {
  if (hospitals.some((h) => saidYes(h) || h.arrival !== null)) return null;
  const since = earliest(hospitals.flatMap((h) => h.alerts.map((a) => a.createdAt)));
  if (!since || now.getTime() - Date.parse(since) < minutes * 60_000) return null;
  return { since, minutes };
}
