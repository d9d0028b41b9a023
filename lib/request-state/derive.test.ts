import { translator } from "@/lib/i18n/translator";
import type { ChannelName } from "@/lib/messaging/message-types";
import {
  couldNotReach,
  HOSPITAL_STATES,
  hospitalState,
  hospitalStates,
  mayTellComing,
  silenceOf,
  answersOf,
  summarizeRequest,
  yesFirst,
  type HospitalStateName,
  type RequestSummary,
} from "./derive";
import { alertFact, pushFact } from "@/tests/utils/request-state";
import type { AlertFact, ArrivalFact, PushFact, RequestFacts } from "./facts";

// The state table: every transition a hospital's state for
// one request goes through, on every channel as its code writes the facts —
// the demo inbox (sent at once, answered through the signed links; refuses an
// address a real channel would), e-mail (sent once SMTP took it, no receipt;
// answered through the signed links; a 550 fails it) and WhatsApp (sent, then
// "delivered" and "read" webhooks; answered by quick reply; a "failed" webhook
// after sending) — with the one summary's counts and the state's label in both
// languages.

const CLINIC = "c1";
const t = (minute: number) => new Date(Date.UTC(2026, 10, 28, 3, minute)).toISOString();

const alert = (channel: ChannelName, fields: Partial<AlertFact> = {}): AlertFact => alertFact(channel, t(0), fields);

// What each channel's code stores at each step (lib/messaging/worker.ts, channels/*, whatsapp-webhook.ts, respond.ts).
const queued = (channel: ChannelName) => alert(channel);
const sent = (channel: ChannelName) => alert(channel, { status: "sent", sentAt: t(1) });
const delivered = () => alert("whatsapp", { status: "delivered", sentAt: t(1), deliveredAt: t(2) });
const read = () => alert("whatsapp", { status: "delivered", sentAt: t(1), deliveredAt: t(2), readAt: t(3) });
const refused = (channel: ChannelName, errorCode: AlertFact["errorCode"]) =>
  alert(channel, { status: "failed", failedAt: t(1), errorCode, retryCount: errorCode === "unreachable" ? 3 : 0 });
const failedAfterSending = () => alert("whatsapp", { status: "failed", sentAt: t(1), failedAt: t(2), errorCode: "not_delivered" });
const requeued = (channel: ChannelName) => alert(channel, { status: "queued", createdAt: t(0), retryCount: 0 });
const answered = (base: AlertFact, response: string, minute: number): AlertFact => ({ ...base, response, responseAt: t(minute) });

const notice = (state: ArrivalFact["state"], fields: Partial<ArrivalFact> = {}): ArrivalFact => ({
  id: "n1",
  emergencyRequestId: "r1",
  clinicId: CLINIC,
  etaMinutes: 20,
  expectedAt: t(30),
  createdAt: t(10),
  closedAt: state === "coming" ? null : t(25),
  acknowledgedAt: null,
  state,
  delivery: "sent",
  errorCode: null,
  ...fields,
});

type Row = {
  name: string;
  facts: Partial<RequestFacts>;
  state: HospitalStateName;
  at: string | null;
  /** The summary's non-zero counts for this one hospital. */
  counts: Partial<RequestSummary>;
  coming: boolean;
};

const CHANNELS: ChannelName[] = ["email", "whatsapp"];
const rows: Row[] = [
  { name: "never alerted", facts: {}, state: "not_asked", at: null, counts: {}, coming: false },
  {
    name: "never alerted, the owner called it",
    facts: { taps: [{ clinicId: CLINIC }] },
    state: "not_asked",
    at: null,
    counts: {},
    coming: true,
  },
  // The demo inbox's channel and e-mail write the same facts: sent once the channel took it, no receipt.
  ...(["demo", "email"] as const).flatMap((label): Row[] => [
    {
      name: `${label}: queued`,
      facts: { alerts: [queued("email")] },
      state: "queued",
      at: t(0),
      counts: { asked: 1, sending: 1 },
      coming: false,
    },
    { name: `${label}: sent`, facts: { alerts: [sent("email")] }, state: "sent", at: t(1), counts: { asked: 1, sent: 1 }, coming: false },
    {
      name: `${label}: refused at once (invalid address / 550)`,
      facts: { alerts: [refused("email", label === "demo" ? "invalid_recipient" : "recipient_refused")] },
      state: "failed",
      at: t(1),
      counts: { asked: 1, failed: 1 },
      coming: false,
    },
    {
      name: `${label}: accepted through the signed link`,
      facts: { alerts: [answered(sent("email"), "accepted", 5)] },
      state: "accepted",
      at: t(5),
      counts: { asked: 1, sent: 1, received: 1, yes: 1 },
      coming: true,
    },
    {
      name: `${label}: declined through the signed link`,
      facts: { alerts: [answered(sent("email"), "declined", 5)] },
      state: "declined",
      at: t(5),
      counts: { asked: 1, sent: 1, received: 1, no: 1 },
      coming: false,
    },
  ]),
  {
    name: "email: given up after retries (unreachable)",
    facts: { alerts: [refused("email", "unreachable")] },
    state: "failed",
    at: t(1),
    counts: { asked: 1, failed: 1 },
    coming: false,
  },
  {
    name: "email: failed, then sent again (re-queued)",
    facts: { alerts: [requeued("email")] },
    state: "queued",
    at: t(0),
    counts: { asked: 1, sending: 1 },
    coming: false,
  },
  { name: "whatsapp: sent", facts: { alerts: [sent("whatsapp")] }, state: "sent", at: t(1), counts: { asked: 1, sent: 1 }, coming: false },
  {
    name: "whatsapp: delivered (webhook)",
    facts: { alerts: [delivered()] },
    state: "delivered",
    at: t(2),
    counts: { asked: 1, sent: 1, received: 1 },
    coming: false,
  },
  {
    name: "whatsapp: read (webhook)",
    facts: { alerts: [read()] },
    state: "read",
    at: t(3),
    counts: { asked: 1, sent: 1, received: 1 },
    coming: false,
  },
  {
    name: "whatsapp: failed after sending (webhook)",
    facts: { alerts: [failedAfterSending()] },
    state: "failed",
    at: t(2),
    counts: { asked: 1, failed: 1 },
    coming: false,
  },
  {
    name: "whatsapp: accepted by quick reply after reading",
    facts: { alerts: [answered(read(), "accepted", 6)] },
    state: "accepted",
    at: t(6),
    counts: { asked: 1, sent: 1, received: 1, yes: 1 },
    coming: true,
  },
  {
    name: "both channels: e-mail failed, WhatsApp delivered: one hospital, reached",
    facts: { alerts: [refused("email", "recipient_refused"), delivered()] },
    state: "delivered",
    at: t(2),
    counts: { asked: 1, sent: 1, received: 1 },
    coming: false,
  },
  {
    name: "both channels failed: one hospital, failed",
    facts: { alerts: [refused("email", "recipient_refused"), failedAfterSending()] },
    state: "failed",
    at: t(2),
    counts: { asked: 1, failed: 1 },
    coming: false,
  },
  {
    name: "both channels: e-mail still queued, WhatsApp sent",
    facts: { alerts: [queued("email"), sent("whatsapp")] },
    state: "sent",
    at: t(1),
    counts: { asked: 1, sent: 1 },
    coming: false,
  },
  {
    name: "accepted on WhatsApp, then declined by e-mail link: the latest answer",
    facts: { alerts: [answered(sent("email"), "declined", 8), answered(read(), "accepted", 6)] },
    state: "declined",
    at: t(8),
    counts: { asked: 1, sent: 1, received: 1, no: 1 },
    coming: false,
  },
  {
    name: "declined, then accepted: the latest answer",
    facts: { alerts: [answered(sent("email"), "accepted", 9), answered(sent("whatsapp"), "declined", 4)] },
    state: "accepted",
    at: t(9),
    counts: { asked: 1, sent: 1, received: 1, yes: 1 },
    coming: true,
  },
  {
    name: "answered although the channel later said failed: reached",
    facts: { alerts: [answered(failedAfterSending(), "accepted", 5)] },
    state: "accepted",
    at: t(5),
    counts: { asked: 1, sent: 1, received: 1, yes: 1 },
    coming: true,
  },
  {
    name: "its staff marked the request responded",
    facts: { alerts: [answered(sent("email"), "responded", 7)] },
    state: "responded",
    at: t(7),
    counts: { asked: 1, sent: 1, received: 1, yes: 1 },
    coming: true,
  },
  {
    name: "accepted, then the owner said they are coming",
    facts: { alerts: [answered(sent("whatsapp"), "accepted", 5)], arrivals: [notice("coming")] },
    state: "coming",
    at: t(10),
    counts: { asked: 1, sent: 1, received: 1, yes: 1, coming: 1 },
    coming: false,
  },
  {
    name: "called (never alerted), then told: coming",
    facts: { taps: [{ clinicId: CLINIC }], arrivals: [notice("coming", { delivery: "none" })] },
    state: "coming",
    at: t(10),
    counts: { coming: 1 },
    coming: false,
  },
  {
    name: "coming, then its staff said they are expecting the owner",
    facts: { alerts: [answered(sent("whatsapp"), "accepted", 5)], arrivals: [notice("coming", { acknowledgedAt: t(14) })] },
    state: "expected",
    at: t(14),
    counts: { asked: 1, sent: 1, received: 1, yes: 1, coming: 1 },
    coming: false,
  },
  {
    name: "called (never alerted), told, then expected",
    facts: { taps: [{ clinicId: CLINIC }], arrivals: [notice("coming", { delivery: "none", acknowledgedAt: t(11) })] },
    state: "expected",
    at: t(11),
    counts: { coming: 1 },
    coming: false,
  },
  {
    name: "expected, then declined: the decline is the newer fact",
    facts: { alerts: [answered(sent("email"), "declined", 16)], arrivals: [notice("coming", { acknowledgedAt: t(14) })] },
    state: "declined",
    at: t(16),
    counts: { asked: 1, sent: 1, received: 1, no: 1 },
    coming: false,
  },
  {
    name: "expected, then arrived: the closing is the state",
    facts: { alerts: [answered(sent("email"), "accepted", 5)], arrivals: [notice("arrived", { acknowledgedAt: t(14) })] },
    state: "arrived",
    at: t(25),
    counts: { asked: 1, sent: 1, received: 1, yes: 1, arrived: 1 },
    coming: false,
  },
  {
    name: "coming, then declined: the decline is the newer fact",
    facts: { alerts: [answered(sent("email"), "declined", 12)], arrivals: [notice("coming")] },
    state: "declined",
    at: t(12),
    counts: { asked: 1, sent: 1, received: 1, no: 1 },
    coming: false,
  },
  {
    name: "coming, then its staff marked them arrived",
    facts: { alerts: [answered(sent("email"), "accepted", 5)], arrivals: [notice("arrived")] },
    state: "arrived",
    at: t(25),
    counts: { asked: 1, sent: 1, received: 1, yes: 1, arrived: 1 },
    coming: false,
  },
  {
    name: "coming, then its staff marked them not come",
    facts: { alerts: [answered(delivered(), "accepted", 5)], arrivals: [notice("no_show")] },
    state: "no_show",
    at: t(25),
    counts: { asked: 1, sent: 1, received: 1, yes: 1, noShow: 1 },
    coming: false,
  },
];

const ZERO: RequestSummary = { asked: 0, sending: 0, sent: 0, received: 0, failed: 0, yes: 0, no: 0, coming: 0, arrived: 0, noShow: 0 };
const en = translator("en", "HospitalState");
const zh = translator("zh-HK", "HospitalState");

describe("one state per hospital per request: the table", () => {
  it.each(rows)("$name → $state", ({ facts, state, at, counts, coming }) => {
    const full: RequestFacts = { alerts: [], arrivals: [], taps: [], pushes: [], ...facts };
    const h = hospitalState(full, CLINIC);
    expect({ state: h.state, at: h.at }).toEqual({ state, at });
    expect(summarizeRequest(hospitalStates(full))).toEqual({ ...ZERO, ...counts });
    expect(mayTellComing(h)).toBe(coming);
    // Its label, in both languages.
    expect(en(h.state)).toMatch(/[A-Za-z]/);
    expect(zh(h.state)).toMatch(/[\u3400-\u9fff]/);
    expect(zh(h.state)).not.toMatch(/[A-Za-z]/);
  });

  it("reaches every state, on every channel", () => {
    const reached = new Set(rows.map((r) => r.state));
    expect(HOSPITAL_STATES.filter((s) => !reached.has(s))).toEqual([]);
    const channels = new Set(rows.flatMap((r) => (r.facts.alerts ?? []).map((a) => a.channel)));
    for (const channel of CHANNELS) expect(channels).toContain(channel);
    expect(rows.some((r) => r.name.startsWith("demo:"))).toBe(true);
  });

  it("labels every state differently in each language", () => {
    for (const tr of [en, zh]) expect(new Set(HOSPITAL_STATES.map((s) => tr(s))).size).toBe(HOSPITAL_STATES.length);
  });
});

describe("the request's summary", () => {
  // One Accept, one Decline and one delivery failure, each hospital alerted on both channels: counts of hospitals.
  const facts: RequestFacts = {
    alerts: [
      { ...answered(sent("email"), "accepted", 5), clinicId: "yes" },
      { ...sent("whatsapp"), clinicId: "yes" },
      { ...answered(delivered(), "declined", 6), clinicId: "no" },
      { ...sent("email"), clinicId: "no" },
      { ...refused("email", "recipient_refused"), clinicId: "bounced" },
      { ...failedAfterSending(), clinicId: "bounced" },
      { ...sent("email"), clinicId: "quiet" },
    ],
    arrivals: [],
    taps: [{ clinicId: "called" }],
    pushes: [],
  };
  const hospitals = hospitalStates(facts);

  it("counts hospitals, not messages, and a reply as received", () => {
    expect(summarizeRequest(hospitals)).toEqual({ ...ZERO, asked: 4, sent: 3, received: 2, failed: 1, yes: 1, no: 1 });
    expect(hospitals.map((h) => [h.clinicId, h.state])).toEqual([
      ["yes", "accepted"],
      ["no", "declined"],
      ["bounced", "failed"],
      ["quiet", "sent"],
      ["called", "not_asked"],
    ]);
    expect(hospitals.find((h) => h.clinicId === "bounced")?.errorCode).toBe("recipient_refused");
  });

  it("gives the ranking each hospital's latest Accept or Decline, and puts yes first and no last", () => {
    expect(Object.fromEntries(answersOf(hospitals))).toEqual({
      yes: { response: "accepted", at: t(5) },
      no: { response: "declined", at: t(6) },
    });
    expect(yesFirst(hospitals).map((h) => h.clinicId)).toEqual(["yes", "bounced", "quiet", "called", "no"]);
  });
});

describe("silence: no hospital has said yes SILENCE_MINUTES after the first alert", () => {
  const at = (minute: number) => new Date(t(minute));
  const states = (facts: Partial<RequestFacts>) => hospitalStates({ alerts: [], arrivals: [], taps: [], pushes: [], ...facts });
  const quiet = [
    { ...sent("email"), clinicId: "a", createdAt: t(0) },
    { ...sent("email"), clinicId: "b", createdAt: t(2) },
  ];
  // [name, facts, now (minute), silent since]
  const rows: [string, Partial<RequestFacts>, number, string | null][] = [
    ["nothing sent yet", { taps: [{ clinicId: "a" }] }, 30, null],
    ["the first alert under 3 minutes ago", { alerts: quiet }, 2, null],
    ["3 minutes after the first alert, not the latest", { alerts: quiet }, 3, t(0)],
    ["long after, every alert failed", { alerts: [{ ...refused("email", "recipient_refused"), clinicId: "a" }] }, 10, t(0)],
    ["a Decline does not end it", { alerts: [{ ...answered(sent("email"), "declined", 1), clinicId: "a" }] }, 4, t(0)],
    ["an Accept ends it", { alerts: [...quiet, { ...answered(sent("whatsapp"), "accepted", 4), clinicId: "b" }] }, 9, null],
    ["staff marking it responded ends it", { alerts: [{ ...answered(sent("email"), "responded", 1), clinicId: "a" }] }, 9, null],
    ["the owner on the way to a hospital ends it", { alerts: quiet, arrivals: [{ ...notice("coming"), clinicId: "c" }] }, 9, null],
    [
      "a hospital expecting the owner ends it",
      { alerts: quiet, arrivals: [{ ...notice("coming", { acknowledgedAt: t(12) }), clinicId: "c" }] },
      9,
      null,
    ],
    ["a clock behind the alert (a test clock in the past)", { alerts: quiet }, -5, null],
  ];
  it.each(rows)("%s", (_name, facts, minute, since) => {
    expect(silenceOf(states(facts), at(minute), 3)).toEqual(since === null ? null : { since, minutes: 3 });
  });

  it("counts the configured minutes", () => {
    expect(silenceOf(states({ alerts: quiet }), at(4), 5)).toBeNull();
    expect(silenceOf(states({ alerts: quiet }), at(5), 5)).toEqual({ since: t(0), minutes: 5 });
  });
});

describe("pushes to a hospital's staff devices: listed beside its alerts, never counted", () => {
  const push = (clinicId: string, fields: Partial<PushFact>) => pushFact(t(0), { clinicId, ...fields });

  // The e-mail went out at minute 2; the devices' push was queued at minute 0 and failed after the worker's 3 retries.
  const without: RequestFacts = { alerts: [{ ...sent("email"), createdAt: t(2) }], arrivals: [], taps: [], pushes: [] };
  const withPushes: RequestFacts = {
    ...without,
    pushes: [
      push(CLINIC, { kind: "reminder", status: "sent", createdAt: t(5), sentAt: t(5) }),
      push(CLINIC, { status: "failed", retryCount: 3, failedAt: t(4), errorCode: "unreachable" }),
      // A push naming a hospital no alert, notice or tap names adds no hospital.
      push("elsewhere", { status: "failed", failedAt: t(1), errorCode: "recipient_refused" }),
    ],
  };

  it("lists a failed push as failed with its reason and retries, oldest first, on its own hospital only", () => {
    const h = hospitalState(withPushes, CLINIC);
    expect(h.pushes.map((p) => [p.kind, p.status, p.errorCode, p.retryCount])).toEqual([
      ["alert", "failed", "unreachable", 3],
      ["reminder", "sent", null, 0],
    ]);
    expect(h.alerts).toHaveLength(1);
    expect(hospitalState(without, CLINIC).pushes).toEqual([]);
  });

  it("changes no state, count, could-not-reach or silence", () => {
    const before = hospitalStates(without);
    const after = hospitalStates(withPushes);
    const beside = (list: typeof after) => list.map(({ pushes: _pushes, ...h }) => h);
    expect(beside(after)).toEqual(beside(before));
    expect(after.map((h) => [h.clinicId, h.state, h.errorCode])).toEqual([[CLINIC, "sent", null]]);
    expect(summarizeRequest(after)).toEqual({ ...ZERO, asked: 1, sent: 1 });
    expect(after.filter(couldNotReach)).toEqual([]);
    // Silence counts from the first alert (minute 2), never from the earlier push.
    expect(silenceOf(after, new Date(t(4)), 3)).toBeNull();
    expect(silenceOf(after, new Date(t(5)), 3)).toEqual({ since: t(2), minutes: 3 });
  });
});
