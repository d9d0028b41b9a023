import { isIP } from "node:net";
import { getServerEnv } from "@/lib/env";

// The WebAuthn relying party (the site a passkey belongs to) is APP_URL's
// host. Browsers refuse an IP address as a passkey's site, so on this machine
// (APP_URL on 127.0.0.1 or ::1, as the test servers run) passkeys belong to
// "localhost" and work at http://localhost:<port>; on any other IP address
// passkeys are not offered (the authenticator app still is).

export type RelyingParty = { id: string; origin: string; name: string };

export function relyingParty(appUrl = getServerEnv().APP_URL): RelyingParty | null {
  const url = new URL(appUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const name = "PawAlert";
  if (!isIP(host)) return { id: host, origin: url.origin, name };
  const loopback = host === "::1" || host.startsWith("127.");
  if (!loopback) return null;
  return { id: "localhost", origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`, name };
}

/** Whether a page served under this Host can use passkeys (its origin is the relying party's). */
export function passkeysWorkAt(host: string | null, appUrl?: string): boolean {
  const rp = relyingParty(appUrl);
  return rp !== null && host !== null && new URL(rp.origin).host === host.toLowerCase();
}
