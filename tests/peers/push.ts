import { createPublicKey, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import webpush from "web-push";
import { listenOnLoopback, readBytes, send } from "./http";
import type { StartedPeer } from "./index";

// A loopback stand-in for a browser's push service (RFC 8030): a subscription's
// endpoint is {origin}/push/{any id}; a POST there with a VAPID Authorization
// (RFC 8292: "vapid t=<ES256 JWT for this origin>, k=<the app's public key>")
// and an aes128gcm body (RFC 8291) is recorded and answered 201 with a
// Location, as FCM and Mozilla's autopush do. A bad or missing VAPID header
// gets 403. Programmable (in process, or over HTTP under /__peer for
// api-tier tests at PUSH_PEER_URL): fail(count, status) answers the next
// `count` pushes with `status` (404 / 410: the subscription is gone; 500).

export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer; at: number };

export type PushPeer = StartedPeer & {
  origin: string;
  received: ReceivedPush[];
  /** A fresh endpoint on this service. */
  endpoint: () => string;
  fail: (count: number, status: number) => void;
  reset: () => void;
};

const fromBase64url = (text: string) => Buffer.from(text, "base64url");

/** Whether `authorization` is a VAPID header signed by `publicKey` (raw P-256 point, base64url) for `audience`, unexpired. */
export function validVapid(authorization: string | undefined, publicKey: string, audience: string): boolean {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match || match[2] !== publicKey) return false;
  const [header, claims, signature] = match[1].split(".");
  if (!header || !claims || !signature) return false;
  const point = fromBase64url(publicKey);
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, fromBase64url(signature));
  const body = JSON.parse(fromBase64url(claims).toString("utf8")) as { aud?: string; exp?: number; sub?: string };
  return signed && body.aud === audience && typeof body.exp === "number" && body.exp * 1000 > Date.now() && Boolean(body.sub);
}

export async function startPushPeer(): Promise<PushPeer> {
  const keys = webpush.generateVAPIDKeys();
  const received: ReceivedPush[] = [];
  const failures: number[] = [];
  const reset = () => {
    received.length = 0;
    failures.length = 0;
  };
  let origin = "";

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://peer");
    const body = await readBytes(req);
    if (url.pathname.startsWith("/__peer/")) {
      if (url.pathname === "/__peer/received") {
        return send(
          res,
          200,
          received.map((r) => ({ ...r, body: r.body.toString("base64") })),
        );
      }
      if (url.pathname === "/__peer/reset") return (reset(), send(res, 200, { ok: true }));
      if (url.pathname === "/__peer/fail") {
        const input = JSON.parse(body.toString("utf8") || "{}") as { count?: number; status?: number };
        for (let i = 0; i < (input.count ?? 1); i++) failures.push(input.status ?? 500);
        return send(res, 200, { ok: true });
      }
      return send(res, 404, { error: "unknown peer control" });
    }
    if (req.method !== "POST" || !url.pathname.startsWith("/push/")) return send(res, 404, { reason: "not a subscription" });
    if (!validVapid(req.headers.authorization, keys.publicKey, origin)) return send(res, 403, { reason: "bad VAPID" });
    if (req.headers["content-encoding"] !== "aes128gcm" || !req.headers.ttl) return send(res, 400, { reason: "bad request" });
    received.push({ path: url.pathname, headers: req.headers, body, at: Date.now() });
    const failure = failures.shift();
    if (failure) return send(res, failure, { reason: `stand-in answered ${failure}` });
    res.writeHead(201, { Location: `${origin}/message/${randomUUID()}` }).end();
  });
  const listening = await listenOnLoopback(server);
  origin = listening.origin;

  return {
    origin,
    received,
    endpoint: () => `${origin}/push/${randomUUID()}`,
    fail: (count, status) => {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    reset,
    env: {
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:push-test@pawalert.test",
      PUSH_SERVICE_ORIGINS: origin,
      PUSH_PEER_URL: origin,
    },
    stop: listening.stop,
  };
}
