// Scrubs secrets from error-monitoring events before they leave the process
// (SPEC §7): any field whose name contains one of SENSITIVE_PARTS, in request
// headers, cookies, query string, data, extra, contexts and breadcrumbs, is
// replaced by "[REDACTED]", to depth 5.
//
// Depth: the keys of each of those containers are depth 1 (event.extra.password),
// their children's keys depth 2, and so on. Anything nested deeper than depth 5
// is not inspected and therefore not sent either: an object or array found at
// depth 5 is replaced by "[Truncated]", so a secret can never travel through
// deep nesting. (Sentry's own normalisation cuts events at depth 3 by default.)
// Pure: no Sentry import, so it is unit-tested on plain objects.

export const REDACTED = "[REDACTED]";
export const TRUNCATED = "[Truncated]";
export const MAX_DEPTH = 5;

const SENSITIVE_PARTS = ["password", "token", "api_key", "apikey", "secret", "authorization", "cookie", "sessionid", "auth"];

export function isSensitiveKey(key: string): boolean {
  const lower = key.toLowerCase();
  return SENSITIVE_PARTS.some((part) => lower.includes(part));
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  return (
    typeof value === "object" &&
    value !== null &&
    (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)
  );
}

/** `a=1&token=x` → `a=1&token=[REDACTED]` (keeps the text's shape; a leading "?" stays). */
export function redactQueryString(query: string): string {
  const prefix = query.startsWith("?") ? "?" : "";
  const body = prefix ? query.slice(1) : query;
  if (!body.includes("=")) return query;
  return (
    prefix +
    body
      .split("&")
      .map((pair) => {
        const eq = pair.indexOf("=");
        if (eq < 0) return pair;
        let name = pair.slice(0, eq);
        try {
          name = decodeURIComponent(name.replace(/\+/g, " "));
        } catch {}
        return isSensitiveKey(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
      })
      .join("&")
  );
}

/** A URL's query string redacted (the rest of the URL unchanged). */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const hash = url.indexOf("#", q);
  const query = hash < 0 ? url.slice(q + 1) : url.slice(q + 1, hash);
  return url.slice(0, q + 1) + redactQueryString(query) + (hash < 0 ? "" : url.slice(hash));
}

/**
 * Redacts sensitive keys in `value`, whose own keys are at `depth`. Returns a
 * copy; the input is not modified.
 */
export function redactDeep(value: unknown, depth = 1): unknown {
  if (!isPlainContainer(value)) return value;
  if (depth > MAX_DEPTH) return TRUNCATED;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? REDACTED : redactDeep(child, depth + 1);
  }
  return out;
}

/** Request bodies arrive as objects, JSON text or form-encoded text. */
function redactData(data: unknown): unknown {
  if (typeof data !== "string") return redactDeep(data);
  const text = data.trim();
  if (text.startsWith("{") || text.startsWith("[")) {
    try {
      return JSON.stringify(redactDeep(JSON.parse(text)));
    } catch {
      return data;
    }
  }
  return redactQueryString(data);
}

/** Sentry may send a query string as [name, value] pairs. */
function redactPair(pair: unknown): unknown {
  if (Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string") return isSensitiveKey(pair[0]) ? [pair[0], REDACTED] : pair;
  return redactDeep(pair, 2);
}

type Breadcrumb = { data?: unknown; [key: string]: unknown };

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
  extra?: unknown;
  contexts?: unknown;
  breadcrumbs?: Breadcrumb[] | { values?: Breadcrumb[] };
  [key: string]: unknown;
};

function redactBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  if (!crumb || typeof crumb !== "object") return crumb;
  const data = redactDeep(crumb.data) as Record<string, unknown> | undefined;
  if (data && typeof data === "object" && !Array.isArray(data)) {
    for (const field of ["url", "to", "from"]) {
      if (typeof data[field] === "string") data[field] = redactUrl(data[field] as string);
    }
  }
  return { ...crumb, ...(crumb.data !== undefined ? { data } : {}) };
}

/** A copy of the event with sensitive fields replaced; used as Sentry's beforeSend / beforeSendTransaction. */
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
  if (event.extra !== undefined) out.extra = redactDeep(event.extra);
  if (event.contexts !== undefined) out.contexts = redactDeep(event.contexts);
  if (Array.isArray(event.breadcrumbs)) out.breadcrumbs = event.breadcrumbs.map(redactBreadcrumb);
  else if (event.breadcrumbs && Array.isArray(event.breadcrumbs.values)) {
    out.breadcrumbs = { ...event.breadcrumbs, values: event.breadcrumbs.values.map(redactBreadcrumb) };
  }
  return out as E;
}
