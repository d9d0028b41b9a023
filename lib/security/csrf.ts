// CSRF protection for the API (issue 9), checked in proxy.ts before any route
// handler runs. A state-changing request that carries a session cookie must
// come from a page of this site: a same-origin `Origin`, or (browsers that
// leave Origin out) `Sec-Fetch-Site: same-origin`. A cross-site form or fetch
// cannot forge either. Anonymous requests (the emergency wizard needs no
// account) carry no authority to abuse and pass. Exempt: webhooks (verified by
// their signature) and NextAuth's own endpoints (NextAuth's CSRF token).

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const EXEMPT_PREFIXES = ["/api/webhooks/", "/api/auth/"];
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?next-auth\.session-token(?:\.\d+)?=/;

export type CsrfInput = {
  method: string;
  pathname: string;
  headers: Headers;
  /** Origins the site is served on besides the request's own Host (APP_URL, NEXTAUTH_URL). */
  trustedOrigins?: (string | undefined)[];
};

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether the request's Origin is this site: its Host (or the proxy's X-Forwarded-Host), or a configured origin. */
function isSameOrigin(origin: string, headers: Headers, trustedOrigins: (string | undefined)[] = []): boolean {
  if (trustedOrigins.map(originOf).includes(origin)) return true;
  const host = hostOf(origin);
  if (!host) return false;
  const own = [headers.get("host"), headers.get("x-forwarded-host")?.split(",")[0]]
    .filter((h): h is string => Boolean(h))
    .map((h) => h.trim().toLowerCase());
  return own.includes(host);
}

/** null when allowed; otherwise why the request is refused (for the log and the 403's message). */
export function csrfViolation({ method, pathname, headers, trustedOrigins = [] }: CsrfInput): string | null {
  if (!STATE_CHANGING.has(method.toUpperCase())) return null;
  if (!pathname.startsWith("/api/")) return null;
  if (EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  if (!SESSION_COOKIE.test(headers.get("cookie") ?? "")) return null;

  const origin = headers.get("origin");
  if (origin && origin !== "null") {
    return isSameOrigin(origin, headers, trustedOrigins) ? null : "Cross-site request refused: Origin is not this site";
  }
  if (headers.get("sec-fetch-site") === "same-origin") return null;
  return "Cross-site request refused: no same-origin Origin or Sec-Fetch-Site header";
}
