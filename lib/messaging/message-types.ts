import { isOneOf } from "@/lib/domain/enums";

// What a row of the outbox (messages) is, by its message_type: an alert or ask
// on a channel ("whatsapp", "email"), or the follow-up "the owner is coming"
// on the channel that reached the clinic. Client-safe.

export const CHANNELS = ["whatsapp", "email"] as const;
export type ChannelName = (typeof CHANNELS)[number];

/** An alert's (or availability ask's) types: what the owner's delivery strip, answers and broadcast limits count. */
export const ALERT_MESSAGE_TYPES: string[] = [...CHANNELS];

export const ARRIVAL_MESSAGE_TYPE = { whatsapp: "arrival_whatsapp", email: "arrival_email" } as const satisfies Record<ChannelName, string>;
export const ARRIVAL_MESSAGE_TYPES: string[] = Object.values(ARRIVAL_MESSAGE_TYPE);

/** The channel that sends a row of this type; null for a type no channel knows. */
export function channelOf(messageType: string): ChannelName | null {
  if (messageType === "whatsapp" || messageType === ARRIVAL_MESSAGE_TYPE.whatsapp) return "whatsapp";
  if (messageType === "email" || messageType === ARRIVAL_MESSAGE_TYPE.email) return "email";
  return null;
}

export function isArrivalMessage(messageType: string): boolean {
  return ARRIVAL_MESSAGE_TYPES.includes(messageType);
}

/**
 * Web Push rows, one per clinic (all its staff's devices) or per request (the
 * owner's devices): never alerts in the counts above, so a push changes no
 * delivery strip, answer or broadcast limit. `reminder`: the alert once more,
 * to a clinic that has neither read nor answered it. `answer`: a hospital's
 * Accept or Decline, to the owner (content holds the answer). `expected`: the
 * hospital's staff acknowledged the owner's "I'm coming", to the owner.
 */
export const PUSH_MESSAGE_TYPE = {
  alert: "push",
  arrival: "arrival_push",
  reminder: "reminder_push",
  answer: "answer_push",
  expected: "expected_push",
} as const;
export type PushKind = keyof typeof PUSH_MESSAGE_TYPE;
export const PUSH_MESSAGE_TYPES: string[] = Object.values(PUSH_MESSAGE_TYPE);
/** The pushes to the owner's devices (per request and hospital); every other kind goes to a clinic's staff devices. */
export const OWNER_PUSH_KINDS = ["answer", "expected"] as const satisfies readonly PushKind[];
export type OwnerPushKind = (typeof OWNER_PUSH_KINDS)[number];
export type ClinicPushKind = Exclude<PushKind, OwnerPushKind>;

export function isOwnerPush(kind: PushKind): kind is OwnerPushKind {
  return isOneOf(OWNER_PUSH_KINDS, kind);
}

/** The kind of a push row; null for any other type. */
export function pushKindOf(messageType: string): PushKind | null {
  const entry = Object.entries(PUSH_MESSAGE_TYPE).find(([, type]) => type === messageType);
  return entry ? (entry[0] as PushKind) : null;
}

/** The kind of a push row to a clinic's staff devices; null for the owner's pushes and any other type. */
export function clinicPushKindOf(messageType: string): ClinicPushKind | null {
  const kind = pushKindOf(messageType);
  return kind && !isOwnerPush(kind) ? kind : null;
}

export const CLINIC_PUSH_MESSAGE_TYPES: string[] = PUSH_MESSAGE_TYPES.filter((type) => clinicPushKindOf(type));
