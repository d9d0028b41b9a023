import "server-only";
import { getServerEnv } from "@/lib/env";
import { AppError, toErrorBody } from "@/lib/errors";
import { errorResponse, json, MAX_BODY_BYTES } from "@/lib/http";
import { consumeLimit, limitedFor, rateLimitedError } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-meta";

// Rate limits in front of NextAuth's password endpoint: a sign-up
// spends the IP's sign-up budget; a sign-in from an IP whose failure budget is
// spent (failures are counted in lib/sign-in/credentials.ts) is refused before
// NextAuth runs. An account is never refused for its own failures (anyone can
// fail on someone else's address): those only slow it down. Both answer 429 with Retry-After and the bilingual message, and keep
// NextAuth's `{ url }` shape (`?error=rate_limited`) so next-auth's signIn()
// in the browser still reads the error.

function parseBody(text: string, contentType: string): Record<string, unknown> {
  if (contentType.includes("application/json")) {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function refusal(error: AppError, req: Request): Response {
  const base = getServerEnv().NEXTAUTH_URL || new URL(req.url).origin;
  const url = new URL("/login?error=rate_limited", base).toString();
  return json({ url, ...toErrorBody(error) }, { status: error.status, headers: error.headers });
}

/** null to let NextAuth handle the request; otherwise the 413 / 429 to send instead. */
export async function credentialsRateLimit(req: Request, segments: string[] | undefined): Promise<Response | null> {
  if (req.method !== "POST" || segments?.[0] !== "callback" || segments?.[1] !== "credentials") return null;
  const text = await req.clone().text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    return errorResponse(new AppError("payload_too_large", `Body larger than ${MAX_BODY_BYTES} bytes`));
  }
  const body = parseBody(text, req.headers.get("content-type") ?? "");
  const ip = clientIp(req.headers);
  try {
    if (body.mode === "signup") {
      await consumeLimit("signUpIp", ip);
      return null;
    }
    const wait = await limitedFor("signInIp", ip);
    if (wait) throw rateLimitedError(wait);
    return null;
  } catch (thrown) {
    if (thrown instanceof AppError && thrown.code === "rate_limited") return refusal(thrown, req);
    throw thrown;
  }
}
