import "server-only";
import type { CurrentUser } from "@/lib/auth/current-user";
import { writeAudit } from "@/lib/audit";
import { currentTime } from "@/lib/clock";
import { db } from "@/lib/db";
import { AppError, forbidden, isUniqueViolation, notFound } from "@/lib/errors";
import { toLocale } from "@/lib/i18n/locale";
import { arrivalLine } from "@/lib/messaging/arrival-text";
import { ALERT_REQUEST_SELECT } from "@/lib/messaging/channels/types";
import { ARRIVAL_MESSAGE_TYPE, type ChannelName } from "@/lib/messaging/message-types";
import { queueClinicPushes, queueOwnerPush } from "@/lib/messaging/push-queue";
import { consumeLimit, withRefusalFields } from "@/lib/rate-limit";
import { anonymousCapError, clinicsAtAnonymousCap } from "@/lib/broadcast/anonymous-cap";
import { mayTellComing } from "@/lib/request-state/derive";
import type { AlertFact } from "@/lib/request-state/facts";
import { loadHospitalState } from "@/lib/request-state/queries";
import { searchFinds } from "@/lib/clinics/search";
import { resultsSearch } from "@/lib/emergency/results-search";
import { getServerEnv } from "@/lib/env";
import { listArrivalNotices } from "./queries";
import type { ArrivalState } from "./notice";
import type { TellComingInput } from "./schemas";

// "Tell them I'm coming". The owner's link is the authority, as for the
// request's other pages. What keeps it from being a way to
// message clinics: the notice goes only to a clinic the request's results
// listed (or that it alerted), that said yes or that the owner called (or
// asked directions to) from the page, and that did not decline; once per
// request and clinic; a few per request and per address an hour; from an
// owner without an account, only with the human check and within the clinic's hourly cap of anonymous requests, which alerts count
// against too (lib/broadcast/anonymous-cap.ts). A tap is the client's word: it never
// authorizes a message on its own.

const HOUR_MS = 60 * 60 * 1000;

/** Records the owner's Call / Directions / taxi-card tap for a clinic (once per method). */
export async function recordContactTap(requestId: string, input: { clinicId: string; method: string }) {
  const [request, clinic] = await Promise.all([
    db.emergencyRequest.findUnique({ where: { id: requestId }, select: { id: true } }),
    db.clinic.findFirst({ where: { id: input.clinicId, status: "active" }, select: { id: true } }),
  ]);
  if (!request) throw notFound("Emergency request");
  if (!clinic) throw notFound("Clinic");
  await db.clinicContactTap.createMany({
    data: [{ emergencyRequestId: request.id, clinicId: clinic.id, method: input.method }],
    skipDuplicates: true,
  });
}

const alreadyTold = () => new AppError("conflict", "This clinic was already told you are coming", { clinicId: "Coming.errors.already" });
const refused = (message: string, key: string) => new AppError("forbidden", message, { clinicId: `Coming.errors.${key}` });

/** Who is telling: their address (lib/request-meta.ts clientIp) and the human check their request carries (lib/sign-in/human-check.ts). */
export type ComingCaller = { ip: string; humanCheck: () => Promise<void> };

/**
 * Stores the notice and queues its follow-up on the channel that reached the
 * clinic (else its WhatsApp, else its email; none: the notice is kept, the
 * owner is told to call). 403 for a clinic that declined, that the results
 * did not list, or that neither said yes nor was called; 409 for a second
 * notice; then the human check (403 challenge_required), so a refused notice
 * does not spend the owner's solution; 429 past a limit or the clinic's cap
 * of anonymous requests.
 */
export async function tellClinicComing(requestId: string, input: TellComingInput, caller: ComingCaller) {
  const [request, clinic, hospital] = await Promise.all([
    db.emergencyRequest.findUnique({ where: { id: requestId }, select: { ...ALERT_REQUEST_SELECT, id: true, userId: true } }),
    db.clinic.findFirst({ where: { id: input.clinicId, status: "active" }, select: { id: true, whatsapp: true, email: true } }),
    loadHospitalState(requestId, input.clinicId),
  ]);
  if (!request) throw notFound("Emergency request");
  if (!clinic) throw notFound("Clinic");
  if (hospital.arrival) throw alreadyTold();
  if (hospital.answer?.response === "declined") throw refused("This clinic declined this request: please try another", "declined");
  if (!hospital.alerts.length && !(await searchFinds(resultsSearch(request), clinic.id))) {
    throw refused("Only a clinic listed for this request can be told you are coming", "notListed");
  }
  // The one rule the cards' offer follows too (lib/request-state/derive.ts).
  if (!mayTellComing(hospital)) {
    throw refused("Only a clinic that accepted, or that you called from this page, can be told you are coming", "notAllowed");
  }
  await caller.humanCheck();
  const tooMany = { clinicId: "Coming.errors.tooMany" };
  await withRefusalFields(consumeLimit("arrivalRequest", request.id), tooMany);
  await withRefusalFields(consumeLimit("arrivalIp", caller.ip), tooMany);

  const now = await currentTime();
  const arrival = { etaMinutes: input.etaMinutes, expectedAt: new Date(now.getTime() + input.etaMinutes * 60_000) };
  const channel = channelFor(clinic, hospital.alerts);
  const outgoing = {
    id: "",
    messageType: "",
    recipient: "",
    content: "",
    request: { ...request, language: toLocale(request.language) },
    arrival,
  };
  const content = [arrivalLine(outgoing, "en"), arrivalLine(outgoing, "zh-HK")].join("\n\n");
  const cap = getServerEnv().CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR;
  try {
    await db.$transaction(async (tx) => {
      if (request.userId === null) {
        const busy = await clinicsAtAnonymousCap(tx, [clinic.id], {
          max: cap,
          requestId: request.id,
          noticesSince: new Date(now.getTime() - HOUR_MS),
        });
        if (busy.size) throw anonymousCapError({ clinicId: "Coming.errors.clinicBusy" });
      }
      await tx.arrivalNotice.create({ data: { emergencyRequestId: request.id, clinicId: clinic.id, ...arrival, createdAt: now } });
      await queueClinicPushes(tx, "arrival", request.id, [clinic.id]);
      if (channel) {
        await tx.message.create({
          data: {
            emergencyRequestId: request.id,
            clinicId: clinic.id,
            messageType: ARRIVAL_MESSAGE_TYPE[channel.name],
            recipient: channel.recipient,
            content,
          },
        });
      }
    });
  } catch (error) {
    // Two taps at once: the unique (request, clinic) key lets one through.
    if (isUniqueViolation(error)) throw alreadyTold();
    throw error;
  }
  return (await listArrivalNotices(request.id)).find((n) => n.clinicId === clinic.id)!;
}

/**
 * The channel that reached the clinic for this request (WhatsApp first), else
 * the first it has; its current address (an admin may have corrected it).
 */
function channelFor(
  clinic: { whatsapp: string | null; email: string | null },
  alerts: readonly Pick<AlertFact, "channel" | "status">[],
): { name: ChannelName; recipient: string } | null {
  const reached = (name: ChannelName) => alerts.some((m) => m.channel === name && (m.status === "sent" || m.status === "delivered"));
  const order: ChannelName[] = reached("whatsapp")
    ? ["whatsapp", "email"]
    : reached("email")
      ? ["email", "whatsapp"]
      : ["whatsapp", "email"];
  for (const name of order) {
    const recipient = clinic[name];
    if (recipient) return { name, recipient };
  }
  return null;
}

/**
 * The notice, when the caller is staff of its clinic; else 403, the same answer
 * whether it does not exist or is another clinic's (an id reveals nothing).
 * Checked before the body is read.
 */
export async function ownClinicArrival(noticeId: string | null, user: CurrentUser): Promise<{ id: string }> {
  const notice =
    noticeId && user.clinicId
      ? await db.arrivalNotice.findFirst({ where: { id: noticeId, clinicId: user.clinicId }, select: { id: true } })
      : null;
  if (!notice) throw forbidden("Only staff of the notice's clinic can answer it");
  return notice;
}

/** Staff of the notice's clinic close it (`notice` comes from ownClinicArrival()): the owner arrived, or did not come. Audited. */
export async function closeArrival(notice: { id: string }, state: Exclude<ArrivalState, "coming">, user: CurrentUser, headers: Headers) {
  const closedAt = await currentTime();
  return db.$transaction(async (tx) => {
    const { count } = await tx.arrivalNotice.updateMany({
      where: { id: notice.id, state: "coming" },
      data: { state, closedBy: user.id, closedAt },
    });
    if (count === 0) throw new AppError("conflict", "This arrival was already closed", { state: "Coming.errors.closed" });
    await writeAudit(
      {
        entityType: "arrival_notice",
        entityId: notice.id,
        action: "arrival_closed",
        userId: user.id,
        changes: { state: { from: "coming", to: state } },
        headers,
      },
      tx,
    );
    return { id: notice.id, state };
  });
}

/**
 * Staff of the notice's clinic tell the owner on the way "We're expecting
 * them" (`notice` comes from ownClinicArrival()): the first time is stamped,
 * with who, and the owner's push (when they asked for one) is queued in the
 * same transaction; audited. A second time changes nothing and answers with
 * the first time. 409 for a notice closed (arrived, did not come) before it.
 */
export async function acknowledgeArrival(notice: { id: string }, user: CurrentUser, headers: Headers) {
  const now = await currentTime();
  return db.$transaction(async (tx) => {
    const { count } = await tx.arrivalNotice.updateMany({
      where: { id: notice.id, state: "coming", acknowledgedAt: null },
      data: { acknowledgedAt: now, acknowledgedBy: user.id },
    });
    const row = await tx.arrivalNotice.findUniqueOrThrow({
      where: { id: notice.id },
      select: { id: true, emergencyRequestId: true, clinicId: true, acknowledgedAt: true },
    });
    if (!row.acknowledgedAt) throw new AppError("conflict", "This arrival was already closed", { notice: "Coming.errors.closed" });
    if (count > 0) {
      await queueOwnerPush(tx, row.emergencyRequestId, row.clinicId, "expected");
      await writeAudit(
        {
          entityType: "arrival_notice",
          entityId: notice.id,
          action: "arrival_acknowledged",
          userId: user.id,
          changes: { acknowledged: { from: false, to: true } },
          headers,
        },
        tx,
      );
    }
    return { id: row.id, acknowledgedAt: row.acknowledgedAt.toISOString() };
  });
}
