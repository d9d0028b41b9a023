import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./i18n/routing";
import { csrfViolation, pagePostViolation, type CsrfInput } from "./lib/security/csrf";
import { csrfRefusalMessage } from "./lib/security/csrf-message";
import { sanitizeCookieHeader } from "./lib/security/cookie-header";
import { API_CSP, createNonce, pageCsp } from "./lib/security/headers";
import { parseAllowedHosts } from "./lib/security/host";
import { isUnreadableUrl } from "./lib/security/url-guard";
import { bilingual } from "./lib/i18n/translator";

// Locale routing for pages, plus the protections every request gets before any route runs:
// - every URL: one that does not decode or holds a NUL is a 400 (lib/security/url-guard.ts);
// - pages: a Content-Security-Policy with a fresh nonce per request (Next reads
//   it from the request's CSP header and puts it on its own inline scripts);
// - API: the cross-site refusal (lib/security/csrf.ts: JSON bodies from this
//   site's own pages only) and the API's CSP.
// Access control still lives in pages and route handlers. The headers every
// response carries (nosniff, HSTS, ...) are in next.config.ts.
const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const raw = new URL(request.url);
  if (isUnreadableUrl(raw.pathname, raw.search)) return unreadableUrl(pathname);
  const cookie = sanitizeCookieHeader(request.headers.get("cookie"));
  if (cookie !== null) request.headers.set("cookie", cookie);

  const csrfInput: CsrfInput = {
    method: request.method,
    pathname,
    headers: request.headers,
    // The scheme Next served the request on and the Host the browser addressed
    // (a cross-site page cannot choose either); X-Forwarded-Host is not trusted.
    requestOrigin: `${request.nextUrl.protocol}//${request.headers.get("host") ?? request.nextUrl.host}`,
    trustedOrigins: [process.env.APP_URL, process.env.NEXTAUTH_URL],
    allowedHosts: parseAllowedHosts(process.env.ALLOWED_HOSTS),
  };
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const refused = csrfViolation(csrfInput);
    if (refused) {
      return NextResponse.json(
        { error: { code: "forbidden", message: csrfRefusalMessage(refused) } },
        { status: 403, headers: { "Content-Security-Policy": API_CSP, "Cache-Control": "no-store" } },
      );
    }
    // The request's headers as changed above (a malformed cookie dropped) reach the handler.
    const response = NextResponse.next({ request: { headers: request.headers } });
    response.headers.set("Content-Security-Policy", API_CSP);
    return response;
  }

  // A form posted to a page (the wizard before JavaScript) comes from this site's own pages only.
  const refusedPost = pagePostViolation(csrfInput);
  if (refusedPost) {
    return new NextResponse(csrfRefusalMessage(refusedPost), {
      status: 403,
      headers: { "Content-Security-Policy": API_CSP, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }

  const nonce = createNonce();
  const csp = pageCsp({
    nonce,
    dev: process.env.NODE_ENV === "development",
    posthogKey: process.env.NEXT_PUBLIC_POSTHOG_KEY,
    posthogHost: process.env.NEXT_PUBLIC_POSTHOG_HOST,
    sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  });
  // next-intl copies the request headers into the rewritten request, so the page renderer sees both.
  request.headers.set("x-nonce", nonce);
  request.headers.set("Content-Security-Policy", csp);
  const response = intl(request);
  response.headers.set("Content-Security-Policy", csp);
  return response;
}

/** 400 for a URL that does not decode or holds a NUL: JSON for the API, plain text (both languages) for pages. */
function unreadableUrl(pathname: string) {
  const message = bilingual("Errors", (t) => t("malformedUrl"));
  const headers = { "Content-Security-Policy": API_CSP, "Cache-Control": "no-store" };
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return NextResponse.json({ error: { code: "bad_request", message } }, { status: 400, headers });
  }
  return new NextResponse(message, { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}

export const config = {
  matcher: ["/api/:path*", "/((?!api|_next|_vercel|.*\\..*).*)"],
};
