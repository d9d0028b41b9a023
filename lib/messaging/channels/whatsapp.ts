import { phoneDigits } from "@/lib/phone-format";
import { checkRecipient } from "./recipient";
import type { WhatsAppConfig } from "../config";
import { speciesLabel } from "../texts";
import { ChannelError, unconfiguredChannel, type Channel, type OutgoingMessage } from "./types";
import { translator } from "@/lib/i18n/translator";
import { safeLine } from "@/lib/text/safe-text";
import type { Locale } from "@/lib/i18n/locale";
import { ownerPlace, ownerPlaceLine } from "../owner-place";
import { arrivalTemplateValues } from "../arrival-text";

export const WHATSAPP_NOT_CONFIGURED = "WhatsApp channel not configured";

/** Quick-reply payloads: "pawalert:accept:<message id>" / "pawalert:decline:<message id>". */
export function replyPayload(answer: "accept" | "decline", messageId: string): string {
  return `pawalert:${answer}:${messageId}`;
}

/** The answer and message id (a lowercased UUID) of a quick reply; null for anything else, so no bad id reaches a query. */
export function parseReplyPayload(payload: string | undefined | null): { answer: "accept" | "decline"; messageId: string } | null {
  const match = /^pawalert:(accept|decline):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(payload ?? "");
  return match ? { answer: match[1].toLowerCase() as "accept" | "decline", messageId: match[2].toLowerCase() } : null;
}

/** Template parameters may not hold newlines, tabs or more than 4 spaces in a row (Cloud API error 132018). */
function templateText(text: string, max = 400): string {
  const flat = safeLine(text).replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat || "-";
}

/**
 * The longest text a body parameter may carry in a template that has other
 * components than the body (ours has two quick-reply buttons): 1,024
 * characters; 32,768 only when the body is the template's sole component.
 * Cloud API reference for template parameters, as restated by whatsapp-api-js:
 * https://whatsappapijs.web.app/classes/messages.BodyParameter.html
 */
export const BODY_PARAMETER_MAX = 1024;

/** The language the approved template was approved in ("zh_HK", "en_US"): the clinic reads its variables in it. */
export function templateLocale(code: string): Locale {
  return /^zh/i.test(code) ? "zh-HK" : "en";
}

/**
 * {{3}}, where the owner is, packed into the one approved variable:
 * place · distance · map link. A long typed place is cut first, so the
 * distance and the link always fit within BODY_PARAMETER_MAX.
 */
export function locationParameter(message: OutgoingMessage, locale: Locale): string {
  const place = ownerPlace(message.request!, message.clinic ?? null, locale);
  const tail = [place.distance, place.mapUrl].filter(Boolean).join(" · ");
  const room = BODY_PARAMETER_MAX - (tail ? tail.length + " · ".length : 0);
  const cut = place.place ? { ...place, place: templateText(place.place, room) } : place;
  return templateText(ownerPlaceLine(cut, locale), BODY_PARAMETER_MAX);
}

/**
 * The approved template's variables: {{1}} pet, {{2}} symptoms, {{3}} where
 * the owner is (place, distance and map link), {{4}} owner's phone; buttons 0
 * and 1 are the quick replies accept / decline.
 */
export function templateRequestBody(message: OutgoingMessage, config: WhatsAppConfig) {
  if (!message.request) return availabilityRequestBody(message, config);
  if (message.arrival) return arrivalRequestBody(message, config);
  // Every variable in the template's language, as the text around them (the symptoms are the owner's own words).
  const locale = templateLocale(config.templateLanguage);
  const text = (value: string) => ({ type: "text", text: templateText(value) });
  return templateMessage(message, config, config.template, [
    {
      type: "body",
      parameters: [
        text(speciesLabel(translator(locale, "Messaging"), message.request.petSpecies, message.request.petSpeciesOther)),
        text(message.request.symptom),
        { type: "text", text: locationParameter(message, locale) },
        text(message.request.contactPhone),
      ],
    },
  ]);
}

/** A Cloud API template message to the recipient, with the yes / no quick replies after `components`. */
function templateMessage<C extends object>(message: OutgoingMessage, config: WhatsAppConfig, name: string, components: C[]) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: phoneDigits(message.recipient),
    type: "template",
    template: { name, language: { code: config.templateLanguage }, components: [...components, ...yesNoButtons(message.id)] },
  };
}

/** The template's two quick-reply buttons: 0 = accept / yes, 1 = decline / no, each carrying the signed reply id. */
function yesNoButtons(messageId: string) {
  return (["accept", "decline"] as const).map((answer, index) => ({
    type: "button",
    sub_type: "quick_reply",
    index: String(index),
    parameters: [{ type: "payload", payload: replyPayload(answer, messageId) }],
  }));
}

/**
 * The follow-up "the owner is on the way": the approved template's
 * four body variables (lib/messaging/arrival-text.ts), in the template's
 * language, and no buttons (there is nothing to answer).
 */
function arrivalRequestBody(message: OutgoingMessage, config: WhatsAppConfig) {
  const values = arrivalTemplateValues(message, templateLocale(config.templateLanguage));
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: phoneDigits(message.recipient),
    type: "template",
    template: {
      name: config.arrivalTemplate,
      language: { code: config.templateLanguage },
      components: [{ type: "body", parameters: values.map((value) => ({ type: "text", text: templateText(value) })) }],
    },
  };
}

/**
 * The availability ask: the approved template has no variables
 * ("Are you accepting emergencies tonight?"); buttons 0 and 1 are Yes / No,
 * answered like an alert's accept / decline.
 */
function availabilityRequestBody(message: OutgoingMessage, config: WhatsAppConfig) {
  return templateMessage(message, config, config.availabilityTemplate, []);
}

// Graph API error codes worth another try: rate limits and temporary outages.
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

type GraphError = { error?: { message?: string; type?: string; code?: number; error_subcode?: number; error_data?: { details?: string } } };

/** WhatsApp Cloud API: POST {base}/{phone number id}/messages with a template (first contact). */
export function createWhatsAppChannel(config: WhatsAppConfig | undefined, { timeoutMs = 20_000 } = {}): Channel {
  if (!config) return unconfiguredChannel(WHATSAPP_NOT_CONFIGURED);
  const url = `${config.baseUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(message) {
      checkRecipient("whatsapp", message.recipient);
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" },
          body: JSON.stringify(templateRequestBody(message, config)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ChannelError(`WhatsApp: ${(error as Error).message}`, false);
      }
      const body = (await response.json().catch(() => ({}))) as GraphError & { messages?: { id?: string }[] };
      if (response.ok && body.messages?.[0]?.id) return { providerMessageId: body.messages[0].id };
      const error = body.error;
      const detail = error?.message
        ? `${error.message}${error.code !== undefined ? ` (code ${error.code})` : ""}`
        : `HTTP ${response.status}`;
      const transient =
        response.ok || response.status >= 500 || response.status === 429 || (error?.code !== undefined && TRANSIENT_CODES.has(error.code));
      // 131026: the number cannot receive WhatsApp messages (not on WhatsApp, or an old app).
      throw new ChannelError(`WhatsApp: ${detail}`, !transient, error?.code === 131026 ? "recipient_refused" : undefined);
    },
  };
}
