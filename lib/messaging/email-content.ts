import { LINK_TTL_HOURS, respondUrl } from "./links";
import type { OutgoingMessage } from "./channels/types";
import { bilingual, translator } from "@/lib/i18n/translator";
import { escapeHtml } from "@/lib/text/html";
import { oneLine, safeLine, safeMultiline } from "@/lib/text/safe-text";
import type { Locale } from "@/lib/i18n/locale";
import { ownerPlace } from "./owner-place";

// The clinic email: bilingual labels around the owner's alert (already written
// in the owner's language), with two signed one-click reply links.

export type EmailContent = { subject: string; text: string; html: string; acceptUrl: string; declineUrl: string };

/** Where the owner is, for an email that reads in both languages: one line each, and the map link. */
export type WhereBlock = { lines: [string, string]; mapUrl: string | null };

export function whereBlock(message: OutgoingMessage): WhereBlock {
  const line = (locale: Locale) => {
    const t = translator(locale, "Messaging");
    const place = ownerPlace(message.request!, message.clinic ?? null, locale);
    // The typed place is the owner's free text: cleaned again here, like the alert, so no hidden character reaches a clinic.
    return safeLine(t("ownerWhere", { value: [place.place ?? t("locationUnknown"), place.distance].filter(Boolean).join(" · ") }));
  };
  return { lines: [line("en"), line("zh-HK")], mapUrl: ownerPlace(message.request!, null, "en").mapUrl };
}

const button = (href: string, label: string, color: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:12px 18px;border-radius:8px;background:${color};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`;

export function buildEmail(message: OutgoingMessage, appUrl: string, linkSecret: string, now = Date.now()): EmailContent {
  const en = translator("en", "Messaging");
  const zh = translator("zh-HK", "Messaging");
  const acceptUrl = respondUrl(appUrl, linkSecret, message.id, "accept", now);
  const declineUrl = respondUrl(appUrl, linkSecret, message.id, "decline", now);
  if (!message.request) return availabilityEmail(message, acceptUrl, declineUrl);
  const phone = message.request.contactPhone;
  // The alert was cleaned when it was written; once more here, for rows older than the rule.
  const content = safeMultiline(message.content);
  const both = (key: "emailIntro" | "linksIntro" | "accept" | "decline" | "ownerMap") => bilingual("Messaging", (t) => t(key));

  const subject = `${bilingual("Messaging", (t) => t("emailSubjectLabel"))}: ${oneLine(message.request.symptom, 90)}`;
  const where = whereBlock(message);
  const mapLabel = both("ownerMap");

  const text = [
    en("emailIntro"),
    zh("emailIntro"),
    "",
    ...where.lines,
    ...(where.mapUrl ? [`${mapLabel}: ${where.mapUrl}`] : []),
    "",
    "------------------------------",
    content,
    "------------------------------",
    "",
    both("linksIntro"),
    "",
    `${both("accept")}:`,
    acceptUrl,
    "",
    `${both("decline")}:`,
    declineUrl,
    "",
    `${en("linksExpire", { hours: LINK_TTL_HOURS })} ${zh("linksExpire", { hours: LINK_TTL_HOURS })}`,
    "",
    en("footer", { phone }),
    zh("footer", { phone }),
    "",
  ].join("\n");

  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,'PingFang HK','Noto Sans TC','Microsoft JhengHei',Arial,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(en("emailIntro"))}<br>${escapeHtml(zh("emailIntro"))}</p>
<p style="font-weight:600">${escapeHtml(where.lines[0])}<br>${escapeHtml(where.lines[1])}${where.mapUrl ? `<br><a href="${escapeHtml(where.mapUrl)}">${escapeHtml(mapLabel)}</a>` : ""}</p>
<pre style="white-space:pre-wrap;font-family:inherit;font-size:15px;border-left:4px solid #dc2626;padding:8px 12px;background:#fef2f2">${escapeHtml(content)}</pre>
<p>${escapeHtml(both("linksIntro"))}</p>
<p>${button(acceptUrl, both("accept"), "#15803d")}${button(declineUrl, both("decline"), "#4b5563")}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(en("linksExpire", { hours: LINK_TTL_HOURS }))} ${escapeHtml(zh("linksExpire", { hours: LINK_TTL_HOURS }))}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(en("footer", { phone }))}<br>${escapeHtml(zh("footer", { phone }))}</p>
</body></html>`;

  return { subject, text, html, acceptUrl, declineUrl };
}

/** The daily availability ask: the question and two signed links, Yes and No. */
function availabilityEmail(message: OutgoingMessage, acceptUrl: string, declineUrl: string): EmailContent {
  const en = translator("en", "Messaging");
  const zh = translator("zh-HK", "Messaging");
  const both = (key: "askSubject" | "askYes" | "askNo") => bilingual("Messaging", (t) => t(key));
  const subject = both("askSubject");
  const expire = `${en("linksExpire", { hours: LINK_TTL_HOURS })} ${zh("linksExpire", { hours: LINK_TTL_HOURS })}`;
  const text = [message.content, "", `${both("askYes")}:`, acceptUrl, "", `${both("askNo")}:`, declineUrl, "", expire, ""].join("\n");
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;font-family:-apple-system,'PingFang HK','Noto Sans TC','Microsoft JhengHei',Arial,sans-serif;color:#111827;line-height:1.5">
<pre style="white-space:pre-wrap;font-family:inherit;font-size:15px">${escapeHtml(message.content)}</pre>
<p>${button(acceptUrl, both("askYes"), "#15803d")}${button(declineUrl, both("askNo"), "#4b5563")}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(expire)}</p>
</body></html>`;
  return { subject, text, html, acceptUrl, declineUrl };
}
