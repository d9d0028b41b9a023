import type { ArrivalInfo, OutgoingMessage } from "./channels/types";
import { escapeHtml } from "@/lib/text/html";
import { speciesLabel } from "./texts";
import { bilingual, translator } from "@/lib/i18n/translator";
import { clockTime } from "@/lib/time/format";
import type { Locale } from "@/lib/i18n/locale";
import { oneLine } from "@/lib/text/safe-text";

// The follow-up "the owner is on the way", as each channel says it:
// the WhatsApp follow-up template's variables, and an email in both languages.
// No reply links: there is nothing to answer.

/** "around 03:45 (about 20 min)", Hong Kong time. */
export function arrivalWhen(arrival: ArrivalInfo, locale: Locale): string {
  return translator(locale, "Messaging")("arrivalWhen", { time: clockTime(arrival.expectedAt), minutes: arrival.etaMinutes });
}

/** The pet and its symptoms, cut for one line. */
function petAndSymptom(message: OutgoingMessage, locale: Locale) {
  const request = message.request!;
  return {
    pet: speciesLabel(translator(locale, "Messaging"), request.petSpecies, request.petSpeciesOther),
    symptom: oneLine(request.symptom, 120),
  };
}

/** One sentence in `locale`: who is coming, when, and the owner's phone. */
export function arrivalLine(message: OutgoingMessage, locale: Locale): string {
  const t = translator(locale, "Messaging");
  const { pet, symptom } = petAndSymptom(message, locale);
  return t("arrivalLine", { pet, symptom, when: arrivalWhen(message.arrival!, locale), phone: message.request!.contactPhone });
}

/** The WhatsApp follow-up template's body variables: {{1}} pet, {{2}} symptoms, {{3}} when, {{4}} owner's phone. */
export function arrivalTemplateValues(message: OutgoingMessage, locale: Locale): [string, string, string, string] {
  const { pet, symptom } = petAndSymptom(message, locale);
  return [pet, symptom, arrivalWhen(message.arrival!, locale), message.request!.contactPhone];
}

/** The email: both languages, the owner's phone; no links. */
export function arrivalEmail(message: OutgoingMessage): { subject: string; text: string; html: string } {
  const subject = bilingual("Messaging", (t) => t("arrivalSubject"));
  const lines = [arrivalLine(message, "en"), arrivalLine(message, "zh-HK")];
  const text = [...lines, ""].join("\n\n");
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,'PingFang HK','Noto Sans TC','Microsoft JhengHei',Arial,sans-serif;color:#111827;line-height:1.5">
<p style="font-size:17px;font-weight:600">${escapeHtml(lines[0])}</p>
<p style="font-size:17px;font-weight:600" lang="zh-HK">${escapeHtml(lines[1])}</p>
</body></html>`;
  return { subject, text, html };
}
