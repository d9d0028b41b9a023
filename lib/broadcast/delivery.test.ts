import type { BroadcastMessageDto } from "./queries";
import { answeredClinicIds, answersFirst, clinicAnswers, summarizeDelivery } from "./delivery";

let n = 0;
const msg = (clinicId: string, status: string, extra: Partial<BroadcastMessageDto> = {}): BroadcastMessageDto => ({
  id: `m${++n}`,
  clinicId,
  clinicName: `Clinic ${clinicId}`,
  clinicNameZh: null,
  clinicPhone: "+85221234567",
  clinicPlace: null,
  messageType: n % 2 ? "email" : "whatsapp",
  recipient: "x",
  content: "c",
  status,
  retryCount: 0,
  errorCode: status === "failed" ? "not_configured" : null,
  clinicResponse: null,
  clinicResponseAt: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  sentAt: null,
  deliveredAt: null,
  failedAt: null,
  ...extra,
});

describe("summarizeDelivery", () => {
  it("never counts a clinic as reached while nothing was accepted by a channel", () => {
    const summary = summarizeDelivery([msg("a", "failed"), msg("a", "failed"), msg("b", "queued"), msg("b", "failed")]);
    expect(summary).toMatchObject({ reached: 0, sending: 1, failed: 1 });
    expect(summary.clinics.find((c) => c.clinicId === "a")).toMatchObject({ state: "failed", errorCode: "not_configured" });
  });

  it("counts a clinic as reached once one channel sent or delivered, even if the other failed", () => {
    const summary = summarizeDelivery([msg("a", "failed"), msg("a", "delivered"), msg("b", "sent")]);
    expect(summary).toMatchObject({ reached: 2, sending: 0, failed: 0 });
  });

  it("keeps the clinic's latest answer", () => {
    const summary = summarizeDelivery([
      msg("a", "sent", { clinicResponse: "declined", clinicResponseAt: "2026-11-24T10:01:00.000Z" }),
      msg("a", "sent", { clinicResponse: "accepted", clinicResponseAt: "2026-11-24T10:02:00.000Z" }),
    ]);
    expect(summary.clinics[0]).toMatchObject({ response: "accepted", responseAt: "2026-11-24T10:02:00.000Z" });
  });
});

describe("answeredClinicIds", () => {
  it("pins clinics that accepted or whose staff responded, not those that declined", () => {
    const ids = answeredClinicIds([
      msg("a", "sent", { clinicResponse: "accepted" }),
      msg("b", "sent", { clinicResponse: "responded" }),
      msg("c", "sent", { clinicResponse: "declined" }),
    ]);
    expect([...ids].sort()).toEqual(["a", "b"]);
  });
});

describe("answersFirst (the status page's order, issue 29)", () => {
  it("puts clinics that said yes first and decliners last, keeping the order otherwise", () => {
    const at = "2026-11-24T10:02:00.000Z";
    const list = [
      msg("a", "sent"),
      msg("b", "sent", { clinicResponse: "declined", clinicResponseAt: at }),
      msg("c", "failed"),
      msg("d", "sent", { clinicResponse: "accepted", clinicResponseAt: at }),
      msg("d", "sent"),
      msg("e", "sent", { clinicResponse: "responded", clinicResponseAt: at }),
    ];
    expect(answersFirst(list).map((m) => m.clinicId)).toEqual(["d", "d", "e", "a", "c", "b"]);
  });
});

describe("clinicAnswers (issue 28)", () => {
  it("keeps each clinic's latest Accept or Decline and ignores 'responded'", () => {
    const answers = clinicAnswers([
      { clinicId: "a", clinicResponse: "accepted", clinicResponseAt: "2026-11-25T19:00:00Z" },
      { clinicId: "a", clinicResponse: "declined", clinicResponseAt: "2026-11-25T19:05:00Z" },
      { clinicId: "b", clinicResponse: "responded", clinicResponseAt: "2026-11-25T19:05:00Z" },
      { clinicId: "c", clinicResponse: null, clinicResponseAt: null },
    ]);
    expect([...answers]).toEqual([["a", { response: "declined", at: "2026-11-25T19:05:00Z" }]]);
  });
});
