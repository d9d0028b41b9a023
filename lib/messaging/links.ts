import { createHmac, timingSafeEqual } from "node:crypto";
import { isOneOf } from "@/lib/domain/enums";

// One-click reply links in clinic emails: GET /api/messages/{id}/respond?answer=&exp=&sig=
// The signature (HMAC-SHA256 over id, answer and expiry) makes the link
// unforgeable and unmodifiable; the expiry keeps an old email from answering
// a new emergency.

export const ANSWERS = ["accept", "decline"] as const;
export type Answer = (typeof ANSWERS)[number];

/** How long a reply link works, in hours. */
export const LINK_TTL_HOURS = 24;

/** The HMAC of a link's purpose and parts; each kind of link signs its own purpose, so no signature opens another kind. */
function sign(secret: string, parts: readonly (string | number)[]): string {
  return createHmac("sha256", secret).update(parts.join(":")).digest("base64url");
}

function signature(secret: string, messageId: string, answer: string, exp: number): string {
  return sign(secret, ["respond", messageId, answer, exp]);
}

/** Whether `given` is the expected signature (constant time). */
function sameSignature(expected: string, given: string): boolean {
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
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
  if (!answer || !exp || !sig || !isOneOf(ANSWERS, answer) || !/^\d{1,12}$/.test(exp)) {
    return { ok: false, reason: "invalid" };
  }
  if (!sameSignature(signature(secret, messageId, answer, Number(exp)), sig)) return { ok: false, reason: "invalid" };
  if (Number(exp) * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, answer: answer as Answer };
}

// The monthly "Check what owners see about you" link in the availability ask:
// GET /api/clinics/{id}/profile-link?exp=&sig=, signed like a
// reply link over the clinic's id and the expiry. It opens no data by itself:
// it takes the clinic to its profile editor, behind the usual sign-in.

/** How long the profile link works: until the next month's ask brings a new one, and a few days more. */
export const PROFILE_LINK_TTL_DAYS = 35;

export function profileLinkUrl(appUrl: string, secret: string, clinicId: string, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + PROFILE_LINK_TTL_DAYS * 86_400;
  const url = new URL(`/api/clinics/${clinicId}/profile-link`, appUrl);
  url.searchParams.set("exp", String(exp));
  url.searchParams.set("sig", sign(secret, ["profile", clinicId, exp]));
  return url.toString();
}

export function verifyProfileLink(
  secret: string,
  clinicId: string,
  params: { exp?: string | null; sig?: string | null },
  now = Date.now(),
): { ok: true } | { ok: false; reason: "invalid" | "expired" } {
  const { exp, sig } = params;
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return { ok: false, reason: "invalid" };
  if (!sameSignature(sign(secret, ["profile", clinicId, Number(exp)]), sig)) return { ok: false, reason: "invalid" };
  if (Number(exp) * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true };
}
