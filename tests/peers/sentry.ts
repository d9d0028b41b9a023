import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";
import { listenOnLoopback, readBytes, send } from "./http";

// An error-monitoring (Sentry) ingest stand-in on loopback, started by the api
// tests that need one: it takes what the SDK sends to a DSN's project,
// POST /api/<project>/envelope/ (gzip or plain), an envelope being
// newline-delimited JSON: its header, then each item's header and payload
// (error events, and the spans the SDK streams). It answers 200 as Sentry
// does and keeps every item, decompressed, for the test to read.

export type SentryItem = { type: string; payload: unknown };
export type SentryPeer = { dsn: string; items: SentryItem[]; received: () => string; stop: () => Promise<void> };

const PROJECT = "1";

function parseEnvelope(text: string): SentryItem[] {
  const lines = text.split("\n").filter((line) => line.trim());
  const items: SentryItem[] = [];
  // lines[0] is the envelope's header (event id, DSN, sent at).
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]) as { type?: string };
    let payload: unknown = lines[i + 1];
    try {
      payload = JSON.parse(lines[i + 1]);
    } catch {}
    items.push({ type: header.type ?? "unknown", payload });
  }
  return items;
}

export async function startSentryPeer(): Promise<SentryPeer> {
  const items: SentryItem[] = [];
  const bodies: string[] = [];
  const server = createServer(async (req, res) => {
    if (req.method !== "POST" || req.url?.split("?")[0] !== `/api/${PROJECT}/envelope/`) return send(res, 404, { detail: "not found" });
    let raw = await readBytes(req);
    if (raw[0] === 0x1f && raw[1] === 0x8b) raw = gunzipSync(raw);
    const text = raw.toString("utf8");
    bodies.push(text);
    try {
      items.push(...parseEnvelope(text));
    } catch {
      return send(res, 400, { detail: "invalid envelope" });
    }
    send(res, 200, {});
  });
  const { origin, stop } = await listenOnLoopback(server);
  const { host } = new URL(origin);
  return { dsn: `http://publickey@${host}/${PROJECT}`, items, received: () => bodies.join("\n"), stop };
}
