import { createECDH, randomBytes } from "node:crypto";
import { decrypt } from "http_ece";

// A browser's side of a push subscription, for tests: its own P-256 key pair
// and auth secret (what PushManager.subscribe makes), sent to the server as
// the subscription's keys, and the decryption the browser does on a push.

export type TestSubscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The received aes128gcm body, decrypted with this subscription's keys, as JSON. */
  open: (body: Buffer) => unknown;
};

export function testSubscription(endpoint: string): TestSubscription {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16).toString("base64url");
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
    open: (body) => JSON.parse(decrypt(body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8")),
  };
}

/**
 * The pushes the stand-in push service (tests/peers/push.ts, at `peerUrl`) received for this device,
 * decrypted with its keys, oldest first; waits until there are `count`.
 */
export async function receivedPushes(peerUrl: string, sub: TestSubscription, count = 1): Promise<unknown[]> {
  const path = new URL(sub.endpoint).pathname;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const all = (await (await fetch(`${peerUrl}/__peer/received`)).json()) as { path: string; body: string }[];
    const mine = all.filter((r) => r.path === path).map((r) => sub.open(Buffer.from(r.body, "base64")));
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} push(es)`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
