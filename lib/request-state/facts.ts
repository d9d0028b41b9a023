import type { ArrivalNoticeDto } from "@/lib/arrivals/notice";
import type { MessageErrorCode } from "@/lib/messaging/error-codes";
import type { ChannelName, ClinicPushKind } from "@/lib/messaging/message-types";

// The stored facts a hospital's state for one request is derived from:
// its alert messages (what each channel said, and the
// hospital's answer), the owner's "I'm coming" notice and the owner's taps on
// Call, Directions or the taxi card; beside them, listed and never counted,
// the Web Pushes to its staff's devices. Times are ISO strings. Client-safe.

/** One alert (a `messages` row of type whatsapp or email) as stored. */
export type AlertFact = {
  id: string;
  clinicId: string;
  channel: ChannelName;
  recipient: string;
  /** queued / sent / delivered / failed; any other value counts as still queued. */
  status: string;
  retryCount: number;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  /** Where the channel says (WhatsApp's "read" status). */
  readAt: string | null;
  failedAt: string | null;
  errorCode: MessageErrorCode | null;
  /** The provider's raw error text: in an admin's copy only. */
  errorDetail?: string | null;
  /** 'accepted' / 'declined' (the clinic's reply) or 'responded' (its staff marked the request responded). */
  response: string | null;
  responseAt: string | null;
};

/** The owner's "I'm coming" notice to one hospital, with its follow-up message's delivery. */
export type ArrivalFact = ArrivalNoticeDto;

/** The owner tapped Call, Directions or the taxi card for this hospital on the request's pages. */
export type TapFact = { clinicId: string };

/**
 * One push to a hospital's staff devices (a `messages` row of type push,
 * arrival_push or reminder_push) as stored: shown beside
 * the alerts, never one of them, so it changes no state, count or silence.
 */
export type PushFact = Pick<
  AlertFact,
  "id" | "clinicId" | "status" | "retryCount" | "createdAt" | "sentAt" | "failedAt" | "errorCode" | "errorDetail"
> & { kind: ClinicPushKind };

export type RequestFacts = { alerts: AlertFact[]; arrivals: ArrivalFact[]; taps: TapFact[]; pushes: PushFact[] };
