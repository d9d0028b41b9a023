import type { Channel } from "./types";

/**
 * The demo inbox's channel: accepts every message and sends nothing anywhere.
 * The message row itself is what the demo inbox page shows, exactly as the
 * clinic would receive it; nothing leaves this machine.
 */
export function createDemoChannel(): Channel {
  return {
    async send(message) {
      return { providerMessageId: `demo-${message.id}` };
    },
  };
}
