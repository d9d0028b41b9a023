// Loopback stand-ins for the outside world, started by scripts/test.ts for the
// api and e2e tiers: each peer returns the environment variables that point the
// app at it (passed to the server) and that tests use to inspect it.
// Allowed stand-ins (README): third-party internet APIs only, speaking their
// real request and response shapes; real protocol servers (SMTP) otherwise.

import { startAlsPeer } from "./als";
import { startHkoPeer } from "./hko";
import { startHolidaysPeer } from "./holidays";
import { startSmtpPeer } from "./smtp";
import { startWhatsAppPeer } from "./whatsapp";
import { startPushPeer } from "./push";
import { posthogPeer } from "./posthog";

export { startSmtpPeer, type SmtpPeer, type ReceivedMail } from "./smtp";
export { startWhatsAppPeer, WHATSAPP_PEER, type WhatsAppPeer } from "./whatsapp";
export { startPushPeer, type PushPeer } from "./push";

export type StartedPeer = { env: Record<string, string>; stop: () => Promise<void> };
export type Peer = { name: string; start: () => Promise<StartedPeer> };

const PEERS: Peer[] = [
  { name: "smtp", start: () => startSmtpPeer() },
  { name: "whatsapp", start: () => startWhatsAppPeer() },
  { name: "push", start: () => startPushPeer() },
  { name: "als", start: () => startAlsPeer() },
  { name: "holidays", start: () => startHolidaysPeer() },
  { name: "hko", start: () => startHkoPeer() },
  // Browser analytics: its key and host are inlined into the build (NEXT_PUBLIC_*).
  posthogPeer,
];

export async function startPeers(): Promise<StartedPeer> {
  const started: StartedPeer[] = [];
  for (const peer of PEERS) {
    started.push(await peer.start());
  }
  return {
    env: Object.assign({}, ...started.map((p) => p.env)),
    stop: async () => {
      for (const p of started.reverse()) await p.stop();
    },
  };
}
