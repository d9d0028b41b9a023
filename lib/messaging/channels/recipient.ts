import { phoneDigits } from "@/lib/phone-format";
import type { ChannelName } from "../message-types";
import { ChannelError } from "./types";

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Refuses, before any attempt, an address its channel can never deliver to: a
 * permanent failure (never retried) the owner is told about. Every channel
 * checks the same way, the demo inbox's too, so a demo shows the failures a
 * real channel would have.
 */
export function checkRecipient(channel: ChannelName, recipient: string) {
  if (channel === "email" && !ADDRESS.test(recipient)) throw new ChannelError("invalid email address", true, "invalid_recipient");
  if (channel === "whatsapp") {
    const digits = phoneDigits(recipient);
    if (digits.length < 8 || digits.length > 15) throw new ChannelError("invalid WhatsApp number", true, "invalid_recipient");
  }
}
