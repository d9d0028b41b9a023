// Structured logs, one JSON line each. Personal data never reaches a log in
// clear: e-mail addresses, phone numbers and secrets are masked here, so no
// call site has to remember to.

import { getLogLevel, type LogLevel as Level } from "@/lib/env";

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// 8+ digits, optionally with +, spaces or dashes: HK and international numbers.
// Not inside a longer token, so ids (UUIDs, hashes) stay readable in logs.
const PHONE = /(?<![\w-])\+?\d[\d\s-]{6,}\d(?![\w-])/g;
const SECRET_KEY = /pass(word)?|token|secret|authorization|cookie|api_?key|sig(nature)?/i;

// A credential inside free text: "Bearer abc", "token=abc", "sig: abc" (error messages, URLs).
const BEARER = /\b(bearer\s+)(?!\[)[^\s&"',;]+/gi;
const SECRET_IN_TEXT =
  /\b((?:access_?token|refresh_?token|token|secret|pass(?:word)?|api_?key|sig(?:nature)?|authorization)\s*[=:]\s*)(?!\[)[^\s&"',;]+/gi;

export function maskText(text: string): string {
  return text
    .replace(BEARER, "$1[REDACTED]")
    .replace(SECRET_IN_TEXT, "$1[REDACTED]")
    .replace(EMAIL, "[email]")
    .replace(PHONE, (m) => (m.replace(/\D/g, "").length >= 8 ? "[phone]" : m));
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return "[…]";
  if (typeof value === "string") return maskText(value);
  if (value instanceof Error) return { name: value.name, message: maskText(value.message) };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, SECRET_KEY.test(k) ? "[REDACTED]" : redact(v, depth + 1)]),
    );
  }
  return value;
}

function threshold(): number {
  return ORDER[getLogLevel()];
}

function write(level: Level, event: string, fields?: Record<string, unknown>) {
  if (ORDER[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...(redact(fields ?? {}) as object) });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
