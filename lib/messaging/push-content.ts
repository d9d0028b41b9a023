import { localizedPath } from "@/lib/i18n/href";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/translator";
import { oneLine } from "@/lib/text/safe-text";
import { clockTime } from "@/lib/time/format";
import { arrivalLine } from "./arrival-text";
import type { PushConfig } from "./config";
import { respondUrl, type Answer } from "./links";
import type { PushKind } from "./message-types";
import type { OutgoingMessage } from "./channels/types";
import { ownerPlace } from "./owner-place";
import { speciesLabel } from "./texts";

// What a push notification says, as the service worker (public/sw.js) shows
// it: the same facts as the WhatsApp copy (who, what, where, how far, when and
// the owner's phone), in the device's language, and where a tap opens. A
// clinic's alert carries Accept / Decline, each the signed reply link an
// e-mail carries (lib/messaging/links.ts), so the answer is recorded the same way.

/** The payload's version: the service worker shows a generic notice for anything it does not know. */
export const PUSH_PAYLOAD_VERSION = 1;

export type PushPayload = {
  v: typeof PUSH_PAYLOAD_VERSION;
  title: string;
  body: string;
  /** Same-site path the notification opens. */
  url: string;
  /** One notification per request and kind: a retry replaces it instead of adding another. */
  tag: string;
  timestamp: number;
  /** A reminder replaces the alert's notification and sounds again. */
  renotify?: boolean;
  actions?: { action: Answer; title: string }[];
  /** The signed reply link of each action. */
  answers?: Record<Answer, string>;
};

/** The request on the clinic dashboard. */
export const dashboardPath = (locale: Locale, requestId: string) => `${localizedPath(locale, "/clinic/dashboard")}#request-${requestId}`;
/** The owner's results page, the hospitals' answers on top. */
export const resultsPath = (locale: Locale, requestId: string) => localizedPath(locale, `/emergency-results/${requestId}`);

type Facts = { message: OutgoingMessage; kind: PushKind; queuedAt: Date };

/** A clinic device's notification for a new alert (or its reminder) or an "I'm coming"; `alertId`: the clinic's alert message its answers record on. */
export function clinicPayload({ message, kind, queuedAt }: Facts, locale: Locale, config: PushConfig, alertId: string | null): PushPayload {
  const request = message.request!;
  const t = translator(locale, "Messaging");
  const pet = speciesLabel(t, request.petSpecies, request.petSpeciesOther);
  const base = { v: PUSH_PAYLOAD_VERSION, url: dashboardPath(locale, request.id), timestamp: queuedAt.getTime() } as const;
  if (kind === "arrival" && message.arrival) {
    return { ...base, title: t("arrivalSubject"), body: arrivalLine(message, locale), tag: `arrival-${request.id}` };
  }
  const place = ownerPlace(request, message.clinic ?? null, locale);
  const body = [
    oneLine(request.symptom, 160),
    t("ownerWhere", { value: [place.place ?? t("locationUnknown"), place.distance].filter(Boolean).join(" · ") }),
    t("pushOwnerPhone", { phone: request.contactPhone }),
    t("pushSentAt", { time: clockTime(queuedAt) }),
  ].join("\n");
  const answers = alertId
    ? {
        actions: (["accept", "decline"] as const).map((action) => ({
          action,
          title: t(action === "accept" ? "pushAccept" : "pushDecline"),
        })),
        answers: {
          accept: respondUrl(config.appUrl, config.linkSecret, alertId, "accept"),
          decline: respondUrl(config.appUrl, config.linkSecret, alertId, "decline"),
        },
      }
    : {};
  const title = t(kind === "reminder" ? "pushReminderTitle" : "pushAlertTitle", { pet });
  return { ...base, title, body, tag: `alert-${request.id}`, ...(kind === "reminder" ? { renotify: true } : {}), ...answers };
}

const OWNER_NEWS = {
  accepted: "pushAnswerAccepted",
  declined: "pushAnswerDeclined",
  expected: "pushExpected",
} as const;

/**
 * The owner's notification, in the request's language, opening its results
 * page (the hospitals' answers on top): a hospital's answer (`message.content`:
 * "accepted" or "declined"), or, for kind "expected", its staff's
 * acknowledgement that they are expecting the owner.
 */
export function ownerPayload({ message, kind, queuedAt }: Facts, clinicName: string): PushPayload {
  const request = message.request!;
  const t = translator(request.language, "Messaging");
  const key = OWNER_NEWS[kind === "expected" ? "expected" : message.content === "accepted" ? "accepted" : "declined"];
  return {
    v: PUSH_PAYLOAD_VERSION,
    title: t(key, { clinic: clinicName }),
    body: t(`${key}Body`),
    url: resultsPath(request.language, request.id),
    tag: `${kind === "expected" ? "expected" : "answer"}-${request.id}`,
    timestamp: queuedAt.getTime(),
  };
}
