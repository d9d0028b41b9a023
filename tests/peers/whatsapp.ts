import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { listenOnLoopback, readBody, send } from "./http";
import type { StartedPeer } from "./index";

// A loopback stand-in for the WhatsApp Cloud API (Graph API) send endpoint:
// POST /{version}/{phone-number-id}/messages with a Bearer token, answering
// with the real success and error shapes. Programmable (in process, or over
// HTTP under /__peer for api-tier tests at WHATSAPP_PEER_URL):
//   failNext(n, "server_error" | "invalid_number" | "invalid_parameter")
//   invalidNumbers: numbers that always fail with 131026
//   delayMs: answer slowly (graceful-stop tests)
// and it records every request it receives.

export const WHATSAPP_PEER = {
  phoneNumberId: "109876543210987",
  token: "test-whatsapp-token",
  template: "pawalert_emergency_alert",
  verifyToken: "test-verify-token",
  appSecret: "test-whatsapp-app-secret",
} as const;

export type Failure = "server_error" | "invalid_number" | "invalid_parameter";
export type RecordedRequest = { method: string; path: string; authorization: string | undefined; body: unknown; at: number };
type SendBody = { messaging_product?: string; to?: string; type?: string; template?: { name?: string } };

export type WhatsAppPeer = StartedPeer & {
  baseUrl: string;
  requests: RecordedRequest[];
  failNext: (count: number, failure: Failure) => void;
  invalidNumbers: Set<string>;
  setDelay: (ms: number) => void;
  reset: () => void;
};

const fbtrace = () => randomBytes(8).toString("base64url");

function graphError(failure: Failure | "auth" | "bad_request", detail?: string) {
  switch (failure) {
    case "server_error":
      return {
        status: 500,
        body: {
          error: { message: "An unknown error has occurred.", type: "OAuthException", code: 1, error_subcode: 99, fbtrace_id: fbtrace() },
        },
      };
    case "invalid_number":
      return {
        status: 400,
        body: {
          error: {
            message: "(#131026) Message undeliverable",
            type: "OAuthException",
            code: 131026,
            error_data: { messaging_product: "whatsapp", details: "Unable to deliver message: the recipient is not a WhatsApp user" },
            error_subcode: 2494010,
            fbtrace_id: fbtrace(),
          },
        },
      };
    case "invalid_parameter":
      return {
        status: 400,
        body: {
          error: {
            message: `(#100) Invalid parameter${detail ? `: ${detail}` : ""}`,
            type: "OAuthException",
            code: 100,
            error_subcode: 2494010,
            fbtrace_id: fbtrace(),
          },
        },
      };
    case "auth":
      return {
        status: 401,
        body: {
          error: {
            message: "Invalid OAuth access token - Cannot parse access token",
            type: "OAuthException",
            code: 190,
            fbtrace_id: fbtrace(),
          },
        },
      };
    case "bad_request":
      return {
        status: 400,
        body: { error: { message: `(#100) ${detail ?? "Invalid parameter"}`, type: "OAuthException", code: 100, fbtrace_id: fbtrace() } },
      };
  }
}

export async function startWhatsAppPeer(): Promise<WhatsAppPeer> {
  const requests: RecordedRequest[] = [];
  const queue: Failure[] = [];
  const invalidNumbers = new Set<string>();
  let delayMs = 0;
  const reset = () => {
    requests.length = 0;
    queue.length = 0;
    invalidNumbers.clear();
    delayMs = 0;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://peer");
    const raw = await readBody(req);

    if (url.pathname.startsWith("/__peer/")) {
      const input = raw ? (JSON.parse(raw) as { count?: number; failure?: Failure; numbers?: string[]; delayMs?: number }) : {};
      if (url.pathname === "/__peer/requests") return send(res, 200, requests);
      if (url.pathname === "/__peer/reset") return (reset(), send(res, 200, { ok: true }));
      if (url.pathname === "/__peer/fail") {
        for (let i = 0; i < (input.count ?? 1); i++) queue.push(input.failure ?? "server_error");
        for (const n of input.numbers ?? []) invalidNumbers.add(n);
        if (input.delayMs !== undefined) delayMs = input.delayMs;
        return send(res, 200, { ok: true });
      }
      return send(res, 404, { error: "unknown peer control" });
    }

    let body: unknown = raw;
    try {
      body = JSON.parse(raw);
    } catch {}
    requests.push({ method: req.method ?? "", path: url.pathname, authorization: req.headers.authorization, body, at: Date.now() });
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));

    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(url.pathname);
    if (req.method !== "POST" || !match) {
      return send(res, 400, { error: { message: "Unsupported request", type: "GraphMethodException", code: 100, fbtrace_id: fbtrace() } });
    }
    if (req.headers.authorization !== `Bearer ${WHATSAPP_PEER.token}`) {
      const e = graphError("auth");
      return send(res, e.status, e.body);
    }
    if (match[1] !== WHATSAPP_PEER.phoneNumberId) {
      const e = graphError("bad_request", `Object with ID '${match[1]}' does not exist`);
      return send(res, e.status, e.body);
    }
    const message = (typeof body === "object" && body ? body : {}) as SendBody;
    if (message.messaging_product !== "whatsapp" || !message.to || !/^\d{8,15}$/.test(message.to)) {
      const e = graphError("invalid_parameter", "to");
      return send(res, e.status, e.body);
    }
    if (message.type === "template" && !message.template?.name) {
      const e = graphError("invalid_parameter", "template.name");
      return send(res, e.status, e.body);
    }
    const failure = queue.shift() ?? (invalidNumbers.has(message.to) ? "invalid_number" : undefined);
    if (failure) {
      const e = graphError(failure);
      return send(res, e.status, e.body);
    }
    send(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [
        { id: `wamid.${randomBytes(24).toString("base64url")}`, ...(message.type === "template" ? { message_status: "accepted" } : {}) },
      ],
    });
  });
  const { origin, stop } = await listenOnLoopback(server);
  const baseUrl = `${origin}/v21.0`;

  return {
    baseUrl,
    requests,
    invalidNumbers,
    failNext: (count, failure) => {
      for (let i = 0; i < count; i++) queue.push(failure);
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    reset,
    env: {
      WHATSAPP_API_BASE_URL: baseUrl,
      WHATSAPP_PHONE_NUMBER_ID: WHATSAPP_PEER.phoneNumberId,
      WHATSAPP_TOKEN: WHATSAPP_PEER.token,
      WHATSAPP_TEMPLATE: WHATSAPP_PEER.template,
      WHATSAPP_TEMPLATE_LANGUAGE: "en",
      WHATSAPP_VERIFY_TOKEN: WHATSAPP_PEER.verifyToken,
      WHATSAPP_APP_SECRET: WHATSAPP_PEER.appSecret,
      WHATSAPP_PEER_URL: origin,
    },
    stop,
  };
}
