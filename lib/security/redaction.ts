// The one redaction rule for everything that leaves the request for someone
// else to read: the logs (lib/log.ts) and error monitoring
// (lib/monitoring/redact.ts). A field whose name says it holds a credential, a
// session or a client's address is withheld whole; in every other text, e-mail
// addresses, phone numbers and credentials written into it ("Bearer …",
// "token=…") are masked, also when they are percent-encoded in a URL
// ("q=owner%40example.com"). Pure and client-safe: the browser's monitoring uses it too.

export const REDACTED = "[REDACTED]";

// What names a credential or a session: password, newPassword, access_token, X-Api-Key,
// Authorization, oauth_state, Cookie, set-cookie, sessionId, sig.
const SECRET_WORDS = "pass(?:word)?|token|secret|auth(?:orization)?|cookie|api_?key|sig(?:nature)?|session_?id";
// A field withheld whole: a credential or session, a client's address (user.ip_address, X-Forwarded-For),
// or a Web Push subscription's endpoint and key (whoever holds them can push to that browser).
const SENSITIVE_KEY = new RegExp(`${SECRET_WORDS}|ip_?address|forwarded-for|client-chain|endpoint|p256dh`, "i");

/** Whether a field of this name is withheld whole, whatever it holds. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// 8+ digits, optionally with +, spaces or dashes: HK and international numbers.
// Not inside a longer token, so ids (UUIDs, hashes) stay readable.
const PHONE = /(?<![\w-])\+?\d[\d\s-]{6,}\d(?![\w-])/g;
// A credential inside free text: "Bearer abc", and a secret's name then its value
// ("token=abc", "x-api-key: abc", "sig=…" in an error message or a URL).
const BEARER = /\b(bearer\s+)(?!\[)[^\s&"',;]+/gi;
const SECRET_IN_TEXT = new RegExp(`\\b([\\w.-]*(?:${SECRET_WORDS})\\s*[=:]\\s*)(?!\\[)[^\\s&"',;]+`, "gi");

function maskPlain(text: string): string {
  return text
    .replace(BEARER, `$1${REDACTED}`)
    .replace(SECRET_IN_TEXT, `$1${REDACTED}`)
    .replace(EMAIL, "[email]")
    .replace(PHONE, (m) => (m.replace(/\D/g, "").length >= 8 ? "[phone]" : m));
}

/** `text` percent-decoded, a query's "+" read as a space (form encoding, as the server reads it); null when that changes nothing or fails. */
function decoded(text: string): string | null {
  if (!/[%+]/.test(text)) return null;
  const form = /[?=]/.test(text) ? text.replace(/\+/g, "%20") : text;
  try {
    const plain = decodeURIComponent(form);
    return plain === text ? null : plain;
  } catch {
    return null;
  }
}

/**
 * `text` with e-mail addresses, phone numbers and credentials masked. Text
 * holding percent-escapes (a URL, a query) is read decoded first: when that
 * reveals something to mask ("owner%40example.com", "6123+4567"), the masked decoded text is what is kept.
 */
export function maskText(text: string): string {
  const plain = decoded(text);
  if (plain !== null) {
    const masked = maskPlain(plain);
    if (masked !== plain) return masked;
  }
  return maskPlain(text);
}

/** What a container nested deeper than MAX_DEPTH becomes: it is not examined, so it is not sent either. */
export const TRUNCATED = "[Truncated]";
/** The deepest keys examined: a log line's fields, or a monitoring event's extra, tags, …, are depth 1. */
export const MAX_DEPTH = 5;

/**
 * A copy of `value` under the rule: sensitive fields withheld, every string
 * masked, an Error as its name and masked message. Containers nested deeper
 * than MAX_DEPTH (the keys of `value` itself are depth `depth`) become TRUNCATED,
 * so nothing travels unexamined through deep nesting.
 */
export function redactValue(value: unknown, depth = 1): unknown {
  if (typeof value === "string") return maskText(value);
  if (value instanceof Error) return { name: value.name, message: maskText(value.message) };
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  if (depth > MAX_DEPTH) return TRUNCATED;
  const next = depth + 1;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, next));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, child]) => [
      key,
      isSensitiveKey(key) ? REDACTED : redactValue(child, next),
    ]),
  );
}
