import nodemailer from "nodemailer";
import type { EmailConfig } from "../config";
import { buildEmail } from "../email-content";
import { arrivalEmail } from "../arrival-text";
import { checkRecipient } from "./recipient";
import { ChannelError, unconfiguredChannel, type Channel } from "./types";

export const EMAIL_NOT_CONFIGURED = "email channel not configured";

/** SMTP reply codes 5xx are permanent (bad mailbox, refused); the rest may pass on retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** Email over SMTP (nodemailer); one pooled transport per worker. */
export function createEmailChannel(config: EmailConfig | undefined): Channel {
  if (!config) return unconfiguredChannel(EMAIL_NOT_CONFIGURED);
  const transport = nodemailer.createTransport(config.smtpUrl, {
    // A hung SMTP server must not hold a message past the worker's claim timeout.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      checkRecipient("email", message.recipient);
      const email = message.arrival ? arrivalEmail(message) : buildEmail(message, config.appUrl, config.linkSecret);
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.recipient,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { "X-PawAlert-Message-Id": message.id },
        });
        if (info.rejected?.length) throw new ChannelError(`recipient refused: ${info.response ?? ""}`.trim(), true, "recipient_refused");
        return { providerMessageId: info.messageId };
      } catch (error) {
        if (error instanceof ChannelError) throw error;
        const permanent = isPermanent(error);
        // A 5xx answer to RCPT TO is the mailbox refusing; other 5xx are the mail server's.
        const refused = permanent && (error as { command?: string }).command === "RCPT TO";
        throw new ChannelError(`SMTP: ${(error as Error).message}`, permanent, refused ? "recipient_refused" : undefined);
      }
    },
    close() {
      transport.close();
    },
  };
}
