import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback, readBytes, send } from "./http";
import { gunzipSync } from "node:zlib";
import type { Peer } from "./index";

// A PostHog stand-in on loopback speaking posthog-js's real endpoints: capture
// (/e/, /i/v0/e/, /batch/: JSON, base64 form or gzip bodies), feature flags
// (/flags/, /decide/) and remote config (/array/<key>/config). Received events
// are listed at GET /__events and cleared by DELETE /__events.
// The browser key and host are inlined at build time, so the port is stable per
// checkout and build directory (a cached build keeps pointing at it).

export type CapturedEvent = { event: string; properties?: Record<string, unknown> };

export const POSTHOG_TEST_KEY = "phc_pawalert_test";

function stablePort(): number {
  const seed = `${process.cwd()}:${process.env.NEXT_DIST_DIR || ".next"}`;
  // Below Linux's ephemeral range (32768–60999): an outgoing connection's local port in
  // TIME_WAIT (e.g. to PostgreSQL) must never hold the stand-in's port.
  return 20_000 + (createHash("sha256").update(seed).digest().readUInt32BE(0) % 12_000);
}

/**
 * The build-time settings pointing the browser at this stand-in, known before it
 * starts: every tier builds with them, so one test build serves them all.
 */
export function posthogBuildEnv(): Record<"NEXT_PUBLIC_POSTHOG_KEY" | "NEXT_PUBLIC_POSTHOG_HOST", string> {
  return { NEXT_PUBLIC_POSTHOG_KEY: POSTHOG_TEST_KEY, NEXT_PUBLIC_POSTHOG_HOST: `http://127.0.0.1:${stablePort()}` };
}

function decode(raw: Buffer, contentType: string | undefined): unknown[] {
  let text: string;
  if (raw[0] === 0x1f && raw[1] === 0x8b) text = gunzipSync(raw).toString("utf8");
  else text = raw.toString("utf8");
  if (contentType?.includes("application/x-www-form-urlencoded") || text.startsWith("data=")) {
    const data = new URLSearchParams(text).get("data") ?? "";
    text = Buffer.from(data, "base64").toString("utf8");
  }
  if (!text.trim()) return [];
  const body = JSON.parse(text) as unknown;
  if (Array.isArray(body)) return body;
  if (body && typeof body === "object" && Array.isArray((body as { batch?: unknown[] }).batch)) return (body as { batch: unknown[] }).batch;
  return [body];
}

function cors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Access-Control-Allow-Origin", req.headers.origin ?? "*");
  res.setHeader("Access-Control-Allow-Credentials", "true");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "content-type");
}

export const posthogPeer: Peer = {
  name: "posthog",
  async start() {
    const events: CapturedEvent[] = [];
    const server = createServer(async (req, res) => {
      cors(req, res);
      const url = new URL(req.url ?? "/", "http://stub");
      if (req.method === "OPTIONS") return void res.writeHead(204).end();
      if (url.pathname === "/__events") {
        if (req.method === "DELETE") events.length = 0;
        return send(res, 200, events);
      }
      const body = await readBytes(req);
      const path = url.pathname.replace(/\/+$/, "");
      if (/^\/array\/[^/]+\/config$/.test(path)) return send(res, 200, {});
      if (path === "/flags" || path === "/decide") {
        return send(res, 200, { featureFlags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false, flags: {} });
      }
      if (["/e", "/i/v0/e", "/batch", "/capture", "/track", "/engage"].includes(path)) {
        try {
          for (const item of decode(body, req.headers["content-type"])) {
            const { event, properties } = item as CapturedEvent;
            if (typeof event === "string") events.push({ event, properties });
          }
          return send(res, 200, { status: 1 });
        } catch {
          return send(res, 400, { type: "validation_error", code: "invalid_payload" });
        }
      }
      send(res, 404, { type: "invalid_request", code: "not_found" });
    });
    const { origin: host, stop } = await listenOnLoopback(server, stablePort());
    return { env: { ...posthogBuildEnv(), POSTHOG_STUB_URL: host }, stop };
  },
};
