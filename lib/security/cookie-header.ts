// A Cookie header as browsers send it: `name=value` pairs separated by "; ".
// A pair whose name is not a valid cookie name ("next-auth.session-token =x",
// with a space) used to reach NextAuth, which answered with a 500 when it tried
// to clear that cookie. Such pairs are dropped in proxy.ts before
// any page or handler reads the cookies; a browser never sends them.

// RFC 6265 cookie-name: an RFC 7230 token.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** The header without malformed pairs, or null when nothing had to change. */
export function sanitizeCookieHeader(header: string | null): string | null {
  if (!header) return null;
  const pairs = header.split(";").map((part) => part.replace(/^[ \t]+/, ""));
  const kept = pairs.filter((pair) => {
    const eq = pair.indexOf("=");
    return eq > 0 && TOKEN.test(pair.slice(0, eq));
  });
  const cleaned = kept.join("; ");
  return kept.length === pairs.filter(Boolean).length && cleaned === header ? null : cleaned;
}
