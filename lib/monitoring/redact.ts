import { isSensitiveKey, maskText, REDACTED, redactValue } from "@/lib/security/redaction";

// Scrubs error-monitoring events and spans before they leave the process
// with the redaction rule the logs use (lib/security/redaction.ts):
// a field whose name is sensitive is replaced by "[REDACTED]", and every other
// text has its e-mail addresses, phone numbers and credentials masked, in the
// request (URL, headers, cookies, query string, body), the message and
// exception values, user, tags, extra, contexts and breadcrumbs of an event,
// and the name and attributes of every span (URLs with their query, request
// headers, the client's address), to depth 5.
//
// Depth: the keys of each of those containers are depth 1 (event.extra.password),
// their children's keys depth 2, and so on. Anything nested deeper than depth 5
// is not inspected and therefore not sent either: an object or array found at
// depth 5 is replaced by "[Truncated]", so a secret can never travel through
// deep nesting. (Sentry's own normalisation cuts events at depth 3 by default.)
// Pure: no Sentry import, so it is unit-tested on plain objects.

export { MAX_DEPTH, TRUNCATED } from "@/lib/security/redaction";

/** A `name=value&…` query: a sensitive name's value withheld, every other value masked (a leading "?" stays). */
export function redactQueryString(query: string): string {
  const prefix = query.startsWith("?") ? "?" : "";
  const body = prefix ? query.slice(1) : query;
  if (!body.includes("=")) return maskText(query);
  return (
    prefix +
    body
      .split("&")
      .map((pair) => {
        const eq = pair.indexOf("=");
        if (eq < 0) return maskText(pair);
        let name = pair.slice(0, eq);
        try {
          name = decodeURIComponent(name.replace(/\+/g, " "));
        } catch {}
        return `${pair.slice(0, eq)}=${isSensitiveKey(name) ? REDACTED : maskText(pair.slice(eq + 1))}`;
      })
      .join("&")
  );
}

/** A URL with its path masked and its query redacted (the fragment kept as it is). */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return maskText(url);
  const hash = url.indexOf("#", q);
  const query = hash < 0 ? url.slice(q + 1) : url.slice(q + 1, hash);
  return maskText(url.slice(0, q)) + "?" + redactQueryString(query) + (hash < 0 ? "" : url.slice(hash));
}

/**
 * `value` under the redaction rule, its own keys at `depth`: sensitive fields
 * withheld, texts masked, containers beyond MAX_DEPTH truncated. A copy; the input is not modified.
 */
export const redactDeep = redactValue;

/** Request bodies arrive as objects, JSON text or form-encoded text. */
function redactData(data: unknown): unknown {
  if (typeof data !== "string") return redactDeep(data);
  const text = data.trim();
  if (text.startsWith("{") || text.startsWith("[")) {
    try {
      return JSON.stringify(redactDeep(JSON.parse(text)));
    } catch {
      return maskText(data);
    }
  }
  return redactQueryString(data);
}

/** Sentry may send a query string as [name, value] pairs. */
function redactPair(pair: unknown): unknown {
  if (Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string") {
    return [pair[0], isSensitiveKey(pair[0]) ? REDACTED : redactDeep(pair[1], 2)];
  }
  return redactDeep(pair, 2);
}

type Breadcrumb = { data?: unknown; message?: unknown; [key: string]: unknown };
type ExceptionValue = { value?: unknown; stacktrace?: { frames?: { vars?: unknown; [key: string]: unknown }[] }; [key: string]: unknown };

/** The parts of a Sentry event (or any object shaped like one) that we scrub. */
export type MonitoringEvent = {
  request?: {
    url?: string;
    headers?: unknown;
    cookies?: unknown;
    query_string?: unknown;
    data?: unknown;
    [key: string]: unknown;
  };
  message?: unknown;
  logentry?: unknown;
  exception?: { values?: ExceptionValue[]; [key: string]: unknown };
  user?: unknown;
  tags?: unknown;
  extra?: unknown;
  contexts?: unknown;
  breadcrumbs?: Breadcrumb[] | { values?: Breadcrumb[] };
  [key: string]: unknown;
};

/** A span as the SDK sends it (streamed: name and attributes; static: description and data). */
export type MonitoringSpan = { name?: unknown; description?: unknown; attributes?: unknown; data?: unknown; [key: string]: unknown };

const maskIfText = (value: unknown) => (typeof value === "string" ? maskText(value) : value);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function redactBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  if (!isRecord(crumb)) return crumb;
  const out: Breadcrumb = { ...crumb };
  if (crumb.data !== undefined) {
    const data = redactDeep(crumb.data);
    // Navigation and fetch breadcrumbs carry URLs: their query parameters are judged by name too.
    if (isRecord(data) && isRecord(crumb.data)) {
      for (const field of ["url", "to", "from"]) {
        const raw = crumb.data[field];
        if (typeof raw === "string") data[field] = redactUrl(raw);
      }
    }
    out.data = data;
  }
  if (crumb.message !== undefined) out.message = maskIfText(crumb.message);
  return out;
}

function redactException(exception: NonNullable<MonitoringEvent["exception"]>): MonitoringEvent["exception"] {
  if (!Array.isArray(exception.values)) return exception;
  return {
    ...exception,
    values: exception.values.map((v) => ({
      ...v,
      ...(v.value !== undefined ? { value: maskIfText(v.value) } : {}),
      ...(v.stacktrace?.frames
        ? {
            stacktrace: {
              ...v.stacktrace,
              frames: v.stacktrace.frames.map((f) => (f.vars === undefined ? f : { ...f, vars: redactDeep(f.vars) })),
            },
          }
        : {}),
    })),
  };
}

/** A copy of the event with sensitive fields withheld and personal data masked; Sentry's beforeSend. */
export function redactEvent<E extends MonitoringEvent>(event: E): E {
  const out: MonitoringEvent = { ...event };
  if (event.request) {
    const request = { ...event.request };
    if (typeof request.url === "string") request.url = redactUrl(request.url);
    if (request.headers !== undefined) request.headers = redactDeep(request.headers);
    if (request.cookies !== undefined) request.cookies = REDACTED;
    if (typeof request.query_string === "string") request.query_string = redactQueryString(request.query_string);
    else if (Array.isArray(request.query_string)) request.query_string = request.query_string.map(redactPair);
    else if (request.query_string !== undefined) request.query_string = redactDeep(request.query_string);
    if (request.data !== undefined) request.data = redactData(request.data);
    out.request = request;
  }
  if (event.message !== undefined) out.message = typeof event.message === "string" ? maskText(event.message) : redactDeep(event.message);
  for (const key of ["logentry", "user", "tags", "extra", "contexts"] as const) {
    if (event[key] !== undefined) out[key] = redactDeep(event[key]);
  }
  if (event.exception) out.exception = redactException(event.exception);
  if (Array.isArray(event.breadcrumbs)) out.breadcrumbs = event.breadcrumbs.map(redactBreadcrumb);
  else if (event.breadcrumbs && Array.isArray(event.breadcrumbs.values)) {
    out.breadcrumbs = { ...event.breadcrumbs, values: event.breadcrumbs.values.map(redactBreadcrumb) };
  }
  return out as E;
}

/**
 * A copy of the span with its name and attributes (URLs and their queries,
 * request headers, the client's address) under the rule; Sentry's beforeSendSpan,
 * which every span passes through (it streams them, so they never meet beforeSend).
 */
export function redactSpan<S extends MonitoringSpan>(span: S): S {
  const out: MonitoringSpan = { ...span };
  if (span.name !== undefined) out.name = maskIfText(span.name);
  if (span.description !== undefined) out.description = maskIfText(span.description);
  if (span.attributes !== undefined) out.attributes = redactDeep(span.attributes);
  if (span.data !== undefined) out.data = redactDeep(span.data);
  return out as S;
}
