// Security headers. Pure functions, imported by next.config.ts (the
// headers every response carries) and proxy.ts (the per-request page CSP with a
// nonce, and the API's CSP). No "@/" imports: next.config.ts loads this file.

export type CspOptions = {
  /** A fresh random value per request (base64); Next puts it on its own inline scripts. */
  nonce: string;
  /** `next dev` needs eval for React's debugging and a websocket for hot reload. */
  dev?: boolean;
  /** NEXT_PUBLIC_POSTHOG_KEY: analytics is only on (and its host only allowed) when a key is set. */
  posthogKey?: string;
  /** NEXT_PUBLIC_POSTHOG_HOST (posthog-js's default when unset). */
  posthogHost?: string;
  /** NEXT_PUBLIC_SENTRY_DSN: the browser SDK posts events to the DSN's host. */
  sentryDsn?: string;
};

const DEFAULT_POSTHOG_HOST = "https://us.i.posthog.com";

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * The analytics and monitoring origins the browser may talk to: only those
 * configured. PostHog Cloud serves its lazily loaded scripts (surveys, replay)
 * from a sibling "-assets" host of the configured one, so that one is added too.
 */
export function thirdPartyOrigins(options: Pick<CspOptions, "posthogKey" | "posthogHost" | "sentryDsn">): {
  connect: string[];
  script: string[];
} {
  const connect: string[] = [];
  const script: string[] = [];
  if (options.posthogKey) {
    const posthog = originOf(options.posthogHost || DEFAULT_POSTHOG_HOST);
    if (posthog) {
      connect.push(posthog);
      script.push(posthog);
      const cloud = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(posthog);
      if (cloud) {
        const assets = `https://${cloud[1]}-assets.i.posthog.com`;
        connect.push(assets);
        script.push(assets);
      }
    }
  }
  const sentry = originOf(options.sentryDsn);
  if (sentry) connect.push(sentry);
  return { connect, script };
}

/**
 * The pages' Content-Security-Policy. Scripts: only those carrying this
 * request's nonce, and what they load ('strict-dynamic'); never 'unsafe-inline'.
 * Styles keep 'unsafe-inline': Radix (popper positioning), sonner (toasts) and
 * React's `style={...}` props write inline style attributes, which a nonce
 * cannot cover; inline styles cannot run code.
 */
export function pageCsp(options: CspOptions): string {
  const third = thirdPartyOrigins(options);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${options.nonce}'`, "'strict-dynamic'", ...third.script, ...(options.dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...third.connect, ...(options.dev ? ["ws:", "wss:"] : [])],
    // Sentry's session replay compresses in a blob: worker.
    "worker-src": ["'self'", "blob:"],
    "media-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** API responses are data (JSON) or, for one-click replies, a small self-contained HTML page. */
export const API_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A fresh nonce: 16 random bytes, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const PERMISSIONS_POLICY = "geolocation=(self), microphone=(self), camera=(), payment=(), usb=(), browsing-topics=()";

/** Headers for every response (pages, API, static files), set in next.config.ts. */
export function staticSecurityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    // For old browsers without CSP frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}
