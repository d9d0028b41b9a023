import type { MessageErrorCode } from "@/lib/messaging/error-codes";

// What the owner's card, the dashboards and the request's state receive of an
// "I'm coming" notice (./queries.ts reads it). Client-safe.

export const ARRIVAL_STATES = ["coming", "arrived", "no_show"] as const;
export type ArrivalState = (typeof ARRIVAL_STATES)[number];

/** The follow-up's delivery, in the broadcast strip's words; "none" when the clinic has no channel to send it on. */
export type ArrivalDelivery = "queued" | "sent" | "delivered" | "failed" | "none";

export type ArrivalNoticeDto = {
  id: string;
  /** The request it belongs to (a dashboard or the demo inbox reads several at once). */
  emergencyRequestId: string;
  clinicId: string;
  etaMinutes: number;
  expectedAt: string;
  /** When the owner told the clinic; `closedAt` when its staff marked them arrived or not come. */
  createdAt: string;
  closedAt: string | null;
  /** When its staff told the owner "We're expecting them" (the first time). */
  acknowledgedAt: string | null;
  state: ArrivalState;
  delivery: ArrivalDelivery;
  /** Why it could not be delivered (StatusErrors.<code>). */
  errorCode: MessageErrorCode | null;
};
