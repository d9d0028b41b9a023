import { createHmac, timingSafeEqual } from "node:crypto";

// One-click reply links in clinic emails: GET /api/messages/{id}/respond?answer=&exp=&sig=
// The signature (HMAC-SHA256 over id, answer and expiry) makes the link
// unforgeable and unmodifiable; the expiry keeps an old email from answering
// a new emergency.

export const ANSWERS = ["accept", "decline"] as const;
export type Answer = (typeof ANSWERS)[number];

/** How long a reply link works, in hours. */
export const LINK_TTL_HOURS = 24;

function signature(secret: string, messageId: string, answer: string, exp: number): string {
  return createHmac("sha256", secret).update(`respond:${messageId}:${answer}:${exp}`).digest("base64url");
}

export function respondUrl(
  appUrl: string,
  secret: string,
  messageId: string,
  answer: Answer,
  now = Date.now(),
  ttlHours = LINK_TTL_HOURS,
): string {
  const exp = Math.floor(now / 1000) + ttlHours * 3600;
  const url = new URL(`/api/messages/${messageId}/respond`, appUrl);
  url.searchParams.set("answer", answer);
  url.searchParams.set("exp", String(exp));
  url.searchParams.set("sig", signature(secret, messageId, answer, exp));
  return url.toString();
}

export type LinkCheck = { ok: true; answer: Answer } | { ok: false; reason: "invalid" | "expired" };

/** Checks a reply link's parameters; the signature is compared in constant time. */
export function verifyRespondLink(
  secret: string,
  messageId: string,
  params: { answer?: string | null; exp?: string | null; sig?: string | null },
  now = Date.now(),
): LinkCheck {
  const { answer, exp, sig } = params;
  if (!answer || !exp || !sig || !(ANSWERS as readonly string[]).includes(answer) || !/^\d{1,12}$/.test(exp)) {
    return { ok: false, reason: "invalid" };
  }
  const expected = Buffer.from(signature(secret, messageId, answer, Number(exp)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "invalid" };
  if (Number(exp) * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, answer: answer as Answer };
}
