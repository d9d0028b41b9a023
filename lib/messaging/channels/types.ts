// The one interface every delivery channel implements.
import type { Locale } from "@/lib/i18n/locale";
import type { MessageErrorCode } from "../error-codes";
import type { ClinicPoint, OwnerLocation } from "../owner-location";

/** The columns of an alert's emergency request the channels read (AlertRequest), one select for the worker and the demo inbox. */
export const ALERT_REQUEST_SELECT = {
  id: true,
  language: true,
  symptom: true,
  petSpecies: true,
  petSpeciesOther: true,
  manualLocation: true,
  locationLatitude: true,
  locationLongitude: true,
  locationPrecision: true,
  contactPhone: true,
} as const;

/** The clinic's point, for the owner's distance from it. */
export const ALERT_CLINIC_SELECT = { latitude: true, longitude: true } as const;

/** What the channels may use from an alert's emergency request. */
export type AlertRequest = OwnerLocation & {
  id: string;
  language: Locale;
  symptom: string;
  petSpecies: string | null;
  petSpeciesOther?: string | null;
  contactPhone: string;
};

/**
 * A queued message: an alert with its emergency request, or (request null)
 * the daily availability ask (lib/clinics/availability-asks.ts).
 */
export type OutgoingMessage = {
  id: string;
  messageType: string;
  recipient: string;
  content: string;
  request: AlertRequest | null;
  /** The receiving clinic's point (null when unknown): the owner's distance is from it. */
  clinic?: ClinicPoint;
  /** Set for the follow-up "the owner is on the way": what the owner told the clinic. */
  arrival?: ArrivalInfo;
  /** The receiving clinic (push: whose staff devices; an owner's push: the hospital that answered). */
  clinicId?: string;
  /** When the row was queued (push: the notification's time). */
  queuedAt?: Date;
};

/** What the owner told the clinic (the arrival notice), for the message. */
export type ArrivalInfo = { etaMinutes: number; expectedAt: Date };

export type SendResult = { providerMessageId: string };

export interface Channel {
  send(message: OutgoingMessage): Promise<SendResult>;
  /** Releases connections (SMTP pool); called when the worker stops. */
  close?(): void;
}

/** The channels a worker sends on, by the message's channel (push: optional). */
export type Channels = { email: Channel; whatsapp: Channel; push?: Channel };

/**
 * A failed send. `permanent` failures (bad address, channel not configured)
 * are not retried; the others are retried with backoff. `code` is what the
 * owner is told (translated); the message is kept for admins.
 */
export class ChannelError extends Error {
  readonly code: MessageErrorCode;
  constructor(
    message: string,
    public readonly permanent: boolean,
    code?: MessageErrorCode,
  ) {
    super(message);
    this.name = "ChannelError";
    this.code = code ?? (permanent ? "provider_error" : "unreachable");
  }
}

/** A channel with no settings: every message fails at once with this reason. */
export function unconfiguredChannel(reason: string): Channel {
  return {
    async send() {
      throw new ChannelError(reason, true, "not_configured");
    },
  };
}
