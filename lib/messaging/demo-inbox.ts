import "server-only";
import { ALERT_CLINIC_SELECT, ALERT_REQUEST_SELECT } from "@/lib/messaging/channels/types";
import { locationParameter, templateLocale } from "@/lib/messaging/channels/whatsapp";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { demoInboxEnabled, messagingConfig } from "./config";
import { buildEmail, whereBlock, type WhereBlock } from "./email-content";
import { profileLinkUrl, respondUrl } from "./links";
import { ownerPlace } from "./owner-place";
import { speciesLabel } from "./texts";
import { arrivalEmail, arrivalLine, arrivalTemplateValues } from "./arrival-text";
import { channelOf, isArrivalMessage } from "./message-types";
import { translator } from "@/lib/i18n/translator";
import { toLocale, type Locale } from "@/lib/i18n/locale";
import { CLIENT_CHAIN_HEADER, isLoopbackClient, parseChain } from "@/lib/security/client-address";
import { isOwnHostHere } from "@/lib/security/host";

// The demo inbox: in demo mode without a real channel, the
// messages a broadcast queued are shown here exactly as each clinic would get
// them, with the clinic's Accept / Decline working (the same signed links as
// the email; WhatsApp's quick replies become the same links here).

export type DemoInboxMessage = {
  id: string;
  /** Null for an availability ask. */
  requestId: string | null;
  clinicId: string;
  clinicName: string;
  clinicNameZh: string | null;
  messageType: string;
  recipient: string;
  status: string;
  clinicResponse: string | null;
  createdAt: string;
  acceptUrl: string;
  declineUrl: string;
  email?: { subject: string; intro: [string, string]; where: WhereBlock; content: string };
  /**
   * The template's variables as sent, in its language (`locale`, WHATSAPP_TEMPLATE_LANGUAGE): `location` is
   * {{3}} (place · distance · map link). The card shows them with that language's labels, as the clinic reads them.
   */
  whatsapp?: { locale: Locale; pet: string; symptom: string; location: string; mapUrl: string | null; phone: string };
  /** The daily availability ask: its question, in both languages, and the month's link to the profile editor. */
  ask?: { question: [string, string]; profileUrl: string | null };
  /**
   * The follow-up "the owner is on the way": the email's subject and
   * its two lines, or the WhatsApp template's variables (pet, symptoms, when, phone).
   */
  arrival?: { email?: { subject: string; lines: [string, string] }; whatsapp?: [string, string, string, string]; locale?: Locale };
};

/**
 * The inbox shows every invitation, verification and reply link, owners'
 * emails and pets' notes: it is served only to this machine, by the
 * socket's address and to a Host that is this site's (a DNS-rebinding page
 * reaches a loopback socket too). `next dev` has no app server recording the
 * socket, so there only Next's own X-Forwarded-For stands in.
 */
export function isDemoInboxShownTo(headers: Pick<Headers, "get">): boolean {
  const env = getServerEnv();
  if (!demoInboxEnabled(env)) return false;
  const recorded = headers.get(CLIENT_CHAIN_HEADER) ?? (env.NODE_ENV === "development" ? headers.get("x-forwarded-for") : null);
  return isLoopbackClient(parseChain(recorded), env.TRUSTED_PROXY_HOPS) && isOwnHostHere(headers.get("host"));
}

/** Newest first; one request's messages when `requestId` is given. */
export async function listDemoInbox(requestId?: string, limit = 50): Promise<DemoInboxMessage[]> {
  const { appUrl, linkSecret } = messagingConfig(getServerEnv());
  if (!linkSecret) return [];
  const rows = await db.message.findMany({
    where: requestId ? { emergencyRequestId: requestId } : {},
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: limit,
    include: {
      clinic: { select: { name: true, nameZh: true, ...ALERT_CLINIC_SELECT } },
      availabilityAsk: { select: { profileLink: true } },
      emergencyRequest: {
        select: ALERT_REQUEST_SELECT,
      },
    },
  });
  const arrivals = await arrivalsOf(rows.filter((r) => isArrivalMessage(r.messageType)));
  const en = translator("en", "Messaging");
  const zh = translator("zh-HK", "Messaging");
  const waLocale = templateLocale(getServerEnv().WHATSAPP_TEMPLATE_LANGUAGE);
  return rows.map((row) => {
    const base = {
      id: row.id,
      requestId: row.emergencyRequestId,
      clinicId: row.clinicId,
      clinicName: row.clinic.name,
      clinicNameZh: row.clinic.nameZh,
      messageType: row.messageType,
      recipient: row.recipient,
      status: row.status,
      clinicResponse: row.clinicResponse,
      createdAt: row.createdAt.toISOString(),
      acceptUrl: respondUrl(appUrl, linkSecret, row.id, "accept"),
      declineUrl: respondUrl(appUrl, linkSecret, row.id, "decline"),
    };
    if (!row.emergencyRequest) {
      const profileUrl = row.availabilityAsk?.profileLink ? profileLinkUrl(appUrl, linkSecret, row.clinicId) : null;
      return { ...base, ask: { question: [en("askQuestion"), zh("askQuestion")] as [string, string], profileUrl } };
    }
    const request = { ...row.emergencyRequest, language: toLocale(row.emergencyRequest.language) };
    const outgoing = {
      id: row.id,
      messageType: row.messageType,
      recipient: row.recipient,
      content: row.content,
      request,
      clinic: row.clinic,
    };
    if (isArrivalMessage(row.messageType)) {
      const arrival = { ...outgoing, arrival: arrivals.get(`${row.emergencyRequestId}:${row.clinicId}`) };
      if (!arrival.arrival) return { ...base, arrival: {} };
      if (channelOf(row.messageType) === "whatsapp")
        return { ...base, arrival: { whatsapp: arrivalTemplateValues(arrival, waLocale), locale: waLocale } };
      const email = arrivalEmail(arrival);
      return {
        ...base,
        arrival: {
          email: { subject: email.subject, lines: [arrivalLine(arrival, "en"), arrivalLine(arrival, "zh-HK")] as [string, string] },
        },
      };
    }
    if (row.messageType === "email") {
      const email = buildEmail(outgoing, appUrl, linkSecret);
      return {
        ...base,
        email: {
          subject: email.subject,
          intro: [en("emailIntro"), zh("emailIntro")] as [string, string],
          where: whereBlock(outgoing),
          content: row.content,
        },
      };
    }
    return {
      ...base,
      whatsapp: {
        locale: waLocale,
        pet: speciesLabel(translator(waLocale, "Messaging"), request.petSpecies, request.petSpeciesOther),
        symptom: request.symptom,
        location: locationParameter(outgoing, waLocale),
        mapUrl: ownerPlace(request, null, waLocale).mapUrl,
        phone: request.contactPhone,
      },
    };
  });
}

/** The arrival notices behind follow-up rows, by "request:clinic". */
async function arrivalsOf(rows: { emergencyRequestId: string | null; clinicId: string }[]) {
  const pairs = rows.flatMap((r) => (r.emergencyRequestId ? [{ emergencyRequestId: r.emergencyRequestId, clinicId: r.clinicId }] : []));
  const notices = pairs.length
    ? await db.arrivalNotice.findMany({
        where: { OR: pairs },
        select: { emergencyRequestId: true, clinicId: true, etaMinutes: true, expectedAt: true },
      })
    : [];
  return new Map(notices.map((n) => [`${n.emergencyRequestId}:${n.clinicId}`, { etaMinutes: n.etaMinutes, expectedAt: n.expectedAt }]));
}
