import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { StartedPeer } from "./index";

// A real SMTP server on loopback (the `smtp-server` package). It keeps every
// mail it receives, decoded (subject, text, html, Message-ID), for tests: in
// process through `mails`, over HTTP at SMTP_PEER_URL (GET /mails, DELETE /mails).
// Recipients starting with "bounce" are refused with 550 (a permanent failure).
// Fault tests: `port` restarts a stopped peer on the same address; `setTempFailure`
// makes it answer every message with a 4xx (server up, nothing accepted).

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
};

export type SmtpPeer = StartedPeer & {
  mails: ReceivedMail[];
  port: number;
  httpUrl: string;
  clear: () => void;
  /** While set, every message is refused after DATA with this temporary (4xx) reply; null accepts again. */
  setTempFailure: (reply: { code: number; message: string } | null) => void;
};

function decodeWords(value: string): string {
  // Adjacent encoded words are joined before decoding (a character may span two).
  const words = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  const collapsed = value.replace(/\?=\s+=\?/g, "?==?");
  let out = "";
  let last = 0;
  let pending: Buffer[] = [];
  const flush = () => {
    if (pending.length) out += Buffer.concat(pending).toString("utf8");
    pending = [];
  };
  for (const m of collapsed.matchAll(words)) {
    if (m.index! > last) {
      flush();
      out += collapsed.slice(last, m.index);
    }
    pending.push(
      m[2].toUpperCase() === "B"
        ? Buffer.from(m[3], "base64")
        : Buffer.from(
            m[3].replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_s, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ),
    );
    last = m.index! + m[0].length;
  }
  flush();
  return out + collapsed.slice(last);
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? "7bit").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const soft = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i], "utf8"));
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

/** Minimal MIME walk: collects the text/plain and text/html parts. */
function parseMime(raw: string, into: { text: string; html: string }, depth = 0): Record<string, string> {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(split >= 0 ? raw.slice(0, split) : raw);
  const body = split >= 0 ? raw.slice(split + 4) : "";
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary && depth < 5) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      parseMime(part.replace(/^\r\n/, ""), into, depth + 1);
    }
  } else if (/^text\/html/i.test(type)) into.html += decodeBody(body, headers["content-transfer-encoding"]);
  else if (/^text\/plain/i.test(type)) into.text += decodeBody(body, headers["content-transfer-encoding"]);
  return headers;
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const parts = { text: "", html: "" };
  const headers = parseMime(raw, parts);
  return {
    from,
    to,
    subject: decodeWords(headers["subject"] ?? ""),
    messageId: headers["message-id"] ?? "",
    headers,
    text: parts.text.replace(/\r\n/g, "\n"),
    html: parts.html.replace(/\r\n/g, "\n"),
    raw,
  };
}

export async function startSmtpPeer(options: { port?: number } = {}): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  let tempFailure: { code: number; message: string } | null = null;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith("bounce")) {
        const error = Object.assign(new Error("5.1.1 Mailbox does not exist"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (tempFailure) return callback(Object.assign(new Error(tempFailure.message), { responseCode: tempFailure.code }));
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString("utf8"),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    // A taken port (a restart on the same address) rejects instead of throwing unhandled.
    smtp.once("error", reject);
    smtp.listen(options.port ?? 0, "127.0.0.1", () => {
      smtp.off("error", reject);
      resolve();
    });
  });
  const port = (smtp.server.address() as AddressInfo).port;

  const http: HttpServer = createHttpServer((req, res) => {
    if (req.url === "/mails" && req.method === "DELETE") {
      mails.length = 0;
      res.writeHead(204).end();
    } else if (req.url === "/mails") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(mails.map(({ raw: _raw, ...m }) => m)));
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const httpUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  return {
    mails,
    port,
    httpUrl,
    clear: () => {
      mails.length = 0;
    },
    setTempFailure: (reply) => {
      tempFailure = reply;
    },
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: "PawAlert <alerts@pawalert.test>", SMTP_PEER_URL: httpUrl },
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
