// Cross-site refusal for the API, checked in proxy.ts before
// any route handler runs. Every state-changing API request, with or without a
// session cookie, must
//  - send its body as application/json (a cross-site HTML form or a "simple"
//    fetch can only send form, multipart or text/plain bodies without a
//    preflight), and
//  - come from a page of this site: an Origin equal to this site's origin
//    (scheme, host and port), or, from browsers that leave Origin out,
//    `Sec-Fetch-Site: same-origin`. A request with neither is refused;
//  - be addressed to a Host that is this site's (lib/security/host.ts).
// An anonymous emergency form that messages real clinics must not be
// submittable by another site's visitors' browsers. Exempt: webhooks (verified
// by their signature) and NextAuth's own endpoints (NextAuth's CSRF token). The
// signed links in clinic emails are GET requests and never reach this check.

import { isOwnHost } from "./host";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXEMPT_PREFIXES = ["/api/webhooks/", "/api/auth/"];

export type CsrfInput = {
  method: string;
  pathname: string;
  headers: Headers;
  /** The origin this request was addressed to, as the server saw it (scheme://host:port). */
  requestOrigin?: string;
  /** Origins the site is served on besides the request's own (APP_URL, NEXTAUTH_URL). */
  trustedOrigins?: (string | undefined)[];
  /** More host names the site answers to (ALLOWED_HOSTS), besides the trusted origins', localhost and IP addresses. */
  allowedHosts?: string[];
};

/** Why a request is refused: a code the 403's message is chosen by. */
export type CsrfViolation = "json_required" | "cross_site";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Whether a request carries a body: a declared length above zero, or a chunked one. */
function hasBody(headers: Headers): boolean {
  const length = headers.get("content-length");
  return (length !== null && length.trim() !== "0") || headers.has("transfer-encoding");
}

/** null when allowed; otherwise why the request is refused. */
export function csrfViolation(input: CsrfInput): CsrfViolation | null {
  const { method, pathname, headers } = input;
  if (!STATE_CHANGING.has(method.toUpperCase())) return null;
  if (!pathname.startsWith("/api/")) return null;
  if (EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;

  const type = headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type ? type !== "application/json" : hasBody(headers)) return "json_required";
  // Past the API's own rule, the same same-origin rule as a form posted to a page.
  return pagePostViolation(input);
}

/**
 * A form posted to a page (the emergency wizard before JavaScript):
 * the same same-origin rule as the API's, without the JSON one (an HTML form
 * can only post form bodies). Next's own Server Action check compares Origin
 * with Host only; this adds the Host allow-list and Sec-Fetch-Site.
 */
export function pagePostViolation({
  method,
  headers,
  requestOrigin,
  trustedOrigins = [],
  allowedHosts = [],
}: CsrfInput): CsrfViolation | null {
  if (!STATE_CHANGING.has(method.toUpperCase())) return null;
  return isCrossSite({ headers, requestOrigin, trustedOrigins, allowedHosts }) ? "cross_site" : null;
}

function isCrossSite({ headers, requestOrigin, trustedOrigins = [], allowedHosts = [] }: Omit<CsrfInput, "method" | "pathname">): boolean {
  // A Host that is not ours (DNS rebinding: another domain pointed at this
  // server) makes its matching Origin and "same-origin" worthless.
  if (!isOwnHost(hostOf(requestOrigin), trustedOrigins, allowedHosts)) return true;

  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin") return true;
  const origin = headers.get("origin");
  if (origin) {
    const own = [requestOrigin, ...trustedOrigins].map(originOf).filter(Boolean);
    return !own.includes(origin);
  }
  return fetchSite !== "same-origin";
}
