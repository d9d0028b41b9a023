// Why a message could not be delivered, as a stable code. The owner's pages
// translate the code (messages: StatusErrors.<code>) and never show the raw
// provider text, which stays in messages.error_message for admins.

export const MESSAGE_ERROR_CODES = [
  "not_configured",
  "invalid_recipient",
  "recipient_refused",
  "not_delivered",
  "provider_error",
  "unreachable",
  "unknown",
] as const;
export type MessageErrorCode = (typeof MESSAGE_ERROR_CODES)[number];

const KNOWN = new Set<string>(MESSAGE_ERROR_CODES);

/**
 * The code of a stored failure. Rows written before codes existed carry only
 * the raw text; those are classified by the texts this codebase wrote then.
 */
export function messageErrorCode(row: { errorCode: string | null; errorMessage: string | null }): MessageErrorCode | null {
  if (row.errorCode && KNOWN.has(row.errorCode)) return row.errorCode as MessageErrorCode;
  const text = row.errorMessage;
  if (!text) return null;
  if (/not configured/i.test(text)) return "not_configured";
  if (/^invalid (email address|WhatsApp number)/i.test(text)) return "invalid_recipient";
  if (/recipient refused|recipients were rejected/i.test(text)) return "recipient_refused";
  return "unknown";
}
