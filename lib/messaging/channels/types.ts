// The one interface every delivery channel implements (ARCHITECTURE §7).
import type { MessageErrorCode } from "../error-codes";

export type Locale = "en" | "zh-HK";

/** A queued message with what the channels may use from its emergency request. */
export type OutgoingMessage = {
  id: string;
  messageType: string;
  recipient: string;
  content: string;
  request: {
    id: string;
    language: Locale;
    symptom: string;
    petSpecies: string | null;
    petSpeciesOther?: string | null;
    manualLocation: string | null;
    contactPhone: string;
  };
};

export type SendResult = { providerMessageId: string };

export interface Channel {
  send(message: OutgoingMessage): Promise<SendResult>;
  /** Releases connections (SMTP pool); called when the worker stops. */
  close?(): void;
}

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
