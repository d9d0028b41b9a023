// Structured logs, one JSON line each. Personal data never reaches a log in
// clear: every field goes through the one redaction rule it shares with error
// monitoring (lib/security/redaction.ts: e-mail addresses, phone numbers and
// secrets masked, credential fields withheld), so no call site has to remember to.

import { getLogLevel, type LogLevel as Level } from "@/lib/env";
import { redactValue } from "@/lib/security/redaction";

const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** A log line's fields under the redaction rule, the fields' own keys at depth 1 (as a monitoring event's extra). */
export const redact = (value: unknown): unknown => redactValue(value);

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
