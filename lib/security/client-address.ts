// Which address a request really came from. Every
// per-address limit and the audit log use this one rule.
//
// The app server (scripts/app-server.mjs) records the request's path as a
// chain: the X-Forwarded-For entries it received, then the socket's peer. A
// proxy we trust appends the address it saw, so with N trusted proxies in
// front of us the client is the entry N places left of the socket peer.
// Anything further left was written by the client and proves nothing.

/** The header the app server sets (overwriting any client value) to the chain above. */
export const CLIENT_CHAIN_HEADER = "x-pawalert-client-chain";

/** "::ffff:10.0.0.1" (IPv4 seen on an IPv6 socket) and "10.0.0.1" are one address. */
function normalize(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

export function parseChain(value: string | null | undefined): string[] {
  return (value ?? "").split(",").map(normalize).filter(Boolean);
}

/**
 * The client's address from a chain (left to right, the socket peer last) and
 * the number of trusted proxies in front of the app. With fewer entries than
 * hops (a request that bypassed a proxy), the left-most entry is the best we know.
 */
export function clientAddress(chain: string[], trustedHops: number): string {
  if (chain.length === 0) return "unknown";
  const index = chain.length - 1 - Math.max(0, Math.trunc(trustedHops));
  return chain[Math.max(0, index)];
}

/**
 * The client's address for a request. Without the app server's header (for
 * example under `next dev`) Next's own X-Forwarded-For stands in: it is the
 * socket's peer unless the client sent one.
 */
export function clientAddressFromHeaders(headers: Headers, trustedHops: number): string {
  const chain = parseChain(headers.get(CLIENT_CHAIN_HEADER) ?? headers.get("x-forwarded-for"));
  return clientAddress(chain, trustedHops);
}

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const ip = normalize(address);
  return ip === "::1" || ip === "0:0:0:0:0:0:0:1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/**
 * Whether a request came from this machine: the socket's
 * peer (the chain's last entry, which the app server wrote and no client can)
 * is a loopback address, and so is the client TRUSTED_PROXY_HOPS picks (a
 * proxy on this machine forwards other machines' requests). An X-Forwarded-For
 * the client wrote cannot make a remote request local.
 */
export function isLoopbackClient(chain: string[], trustedHops: number): boolean {
  const peer = chain.at(-1);
  return peer !== undefined && isLoopbackAddress(peer) && isLoopbackAddress(clientAddress(chain, trustedHops));
}
