import { channelOf } from "../message-types";
import { checkRecipient } from "./recipient";
import { ChannelError, type Channel } from "./types";

/**
 * The demo inbox's channel: sends nothing anywhere. The message row itself is
 * what the demo inbox page shows, exactly as the clinic would receive it;
 * nothing leaves this machine. An address the real channel would refuse is
 * refused here too (checkRecipient), so the demo shows that failure as it would happen.
 */
export function createDemoChannel(): Channel {
  return {
    async send(message) {
      const channel = channelOf(message.messageType);
      if (!channel) throw new ChannelError(`unknown message type ${message.messageType}`, true, "not_configured");
      checkRecipient(channel, message.recipient);
      return { providerMessageId: `demo-${message.id}` };
    },
  };
}
