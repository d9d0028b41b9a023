import { isLocale, toLocale, type Locale } from "@/lib/i18n/locale";
import { getServerEnv } from "@/lib/env";
import { clientAddressFromHeaders } from "@/lib/security/client-address";

// Who is calling: the client IP and user agent, for rate limits and audit logs.

/**
 * The client's address: the socket's peer, or with TRUSTED_PROXY_HOPS = N the
 * address N trusted proxies recorded (lib/security/client-address.ts). Never
 * a value the client wrote itself.
 */
export function clientIp(headers: Headers): string {
  return clientAddressFromHeaders(headers, getServerEnv().TRUSTED_PROXY_HOPS);
}

export function userAgent(headers: Headers): string | null {
  return headers.get("user-agent")?.slice(0, 500) ?? null;
}

/**
 * The language the caller works in: the `Content-Language` the page sends with
 * its JSON, else next-intl's NEXT_LOCALE cookie, else English.
 */
export function requestLocale(req: { headers: Headers }): Locale {
  const declared = req.headers.get("content-language")?.trim();
  if (isLocale(declared)) return declared;
  return toLocale(/(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(req.headers.get("cookie") ?? "")?.[1]);
}
