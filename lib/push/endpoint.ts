import type { ServerEnv } from "@/lib/env";

// Where the server may POST a push: only to the browsers' own push services.
// A subscription's endpoint comes from the caller (for an owner, anyone holding
// the request's link), so an arbitrary URL would let anyone make this server
// send requests to any address (including ones inside its network).

/** The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla autopush), Safari/iPhone (Apple) and legacy Edge (WNS). */
export const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /\.push\.apple\.com$/,
  /\.notify\.windows\.com$/,
];

/** The extra origins PUSH_SERVICE_ORIGINS allows (tests: the loopback stand-in push service). */
function extraOrigins(env: Pick<ServerEnv, "PUSH_SERVICE_ORIGINS">): string[] {
  return (env.PUSH_SERVICE_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

/** Whether the server may send to this endpoint: https to a known push service, or an origin PUSH_SERVICE_ORIGINS names. */
export function isPushServiceEndpoint(endpoint: string, env: Pick<ServerEnv, "PUSH_SERVICE_ORIGINS">): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins(env).includes(url.origin)) return true;
  return url.protocol === "https:" && !url.port && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
