// Which Host names this site answers to. A page on
// another domain whose DNS name was pointed at 127.0.0.1 (DNS rebinding)
// reaches a local install with that domain in Host and in Origin, so a
// matching Origin proves nothing unless the Host is ours: the host of APP_URL
// or NEXTAUTH_URL, a name in ALLOWED_HOSTS, localhost, or an IP address typed
// as such (a rebinding page always has a DNS name of its own).
// Edge-safe: proxy.ts runs it.

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** "Example.org:3000" → "example.org"; "[::1]:3000" → "[::1]". */
function hostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d*$/, "").replace(/\.$/, "");
}

function urlHostname(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return hostname(new URL(url).host);
  } catch {
    return null;
  }
}

/** ALLOWED_HOSTS: host names separated by commas or spaces (ports are ignored). */
export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(hostname);
}

/** Whether a request's Host header names this site. `trustedUrls`: APP_URL and NEXTAUTH_URL. */
export function isOwnHost(host: string | null | undefined, trustedUrls: (string | undefined)[], allowedHosts: string[] = []): boolean {
  if (!host) return false;
  const name = hostname(host);
  if (name === "localhost" || IPV4.test(name) || /^\[[0-9a-f:.]+\]$/.test(name)) return true;
  return [...trustedUrls.map(urlHostname), ...allowedHosts].includes(name);
}

/** The same check with the server's settings (APP_URL, NEXTAUTH_URL, ALLOWED_HOSTS). */
export function isOwnHostHere(host: string | null | undefined): boolean {
  return isOwnHost(host, [process.env.APP_URL, process.env.NEXTAUTH_URL], parseAllowedHosts(process.env.ALLOWED_HOSTS));
}
