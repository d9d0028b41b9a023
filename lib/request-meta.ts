// Who is calling: the client IP and user agent, for rate limits and audit logs.

/**
 * The client's address: the first hop of X-Forwarded-For (set by Next's own
 * server for direct connections, and by a trusted proxy in production), else X-Real-IP.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
}

export function userAgent(headers: Headers): string | null {
  return headers.get("user-agent")?.slice(0, 500) ?? null;
}
