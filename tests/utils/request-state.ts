import type { ChannelName } from "@/lib/messaging/message-types";
import type { AlertFact, PushFact } from "@/lib/request-state/facts";
import type { HospitalView } from "@/lib/request-state/view";

// Stored facts, and a hospital's state as lib/request-state hands it to the
// screens, for unit and component tests: each of clinic "c1", queued and
// unanswered unless `fields` says how far it got.

let n = 0;

/** An alert on `channel`, queued at `createdAt`. */
export const alertFact = (channel: ChannelName, createdAt: string, fields: Partial<AlertFact> = {}): AlertFact => ({
  id: `m${++n}`,
  clinicId: "c1",
  channel,
  recipient: channel === "email" ? "er@clinic.test" : "+85291234567",
  status: "queued",
  retryCount: 0,
  createdAt,
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  failedAt: null,
  errorCode: null,
  response: null,
  responseAt: null,
  ...fields,
});

/** The alert's push to the clinic's staff devices, queued at `createdAt`. */
export const pushFact = (createdAt: string, fields: Partial<PushFact> = {}): PushFact => ({
  id: `p${++n}`,
  clinicId: "c1",
  kind: "alert",
  status: "queued",
  retryCount: 0,
  createdAt,
  sentAt: null,
  failedAt: null,
  errorCode: null,
  ...fields,
});

/** Kowloon Animal Hospital, its alert sent at `at` and not answered. */
export const hospitalView = (at: string, fields: Partial<HospitalView> = {}): HospitalView => ({
  clinicId: "c1",
  state: "sent",
  at,
  delivery: "sent",
  deliveryAt: at,
  received: false,
  answer: null,
  arrival: null,
  called: false,
  errorCode: null,
  clinic: { name: "Kowloon Animal Hospital", nameZh: "九龍動物醫院", phone: "+85227812386", place: null },
  ...fields,
});
