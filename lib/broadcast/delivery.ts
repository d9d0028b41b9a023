// The owner's view of a broadcast, per clinic (issue 15): a clinic is
// "reached" only once a channel accepted one of its messages, "sending" while
// any is still queued, and "failed" when every message failed. Client-safe.
import type { BroadcastMessageDto } from "./queries";
import type { ClinicAnswer } from "@/lib/clinics/ranking";

export type DeliveryState = "reached" | "sending" | "failed";
export type ClinicResponse = "accepted" | "declined" | "responded";

export type ClinicDelivery = {
  clinicId: string;
  clinicName: string | null;
  clinicNameZh: string | null;
  clinicPhone: string | null;
  clinicPlace: BroadcastMessageDto["clinicPlace"];
  state: DeliveryState;
  response: ClinicResponse | null;
  responseAt: string | null;
  /** The first failure's code, for a clinic that could not be reached. */
  errorCode: BroadcastMessageDto["errorCode"];
};

const RESPONSES = new Set<string>(["accepted", "declined", "responded"]);

export function summarizeDelivery(messages: readonly BroadcastMessageDto[]) {
  const byClinic = new Map<string, BroadcastMessageDto[]>();
  for (const m of messages) byClinic.set(m.clinicId, [...(byClinic.get(m.clinicId) ?? []), m]);
  const clinics: ClinicDelivery[] = [...byClinic.values()].map((rows) => {
    const first = rows[0];
    const state: DeliveryState = rows.some((m) => m.status === "sent" || m.status === "delivered")
      ? "reached"
      : rows.some((m) => m.status !== "failed")
        ? "sending"
        : "failed";
    const answered = rows
      .filter((m) => m.clinicResponse && RESPONSES.has(m.clinicResponse) && m.clinicResponseAt)
      .sort((a, b) => b.clinicResponseAt!.localeCompare(a.clinicResponseAt!))[0];
    return {
      clinicId: first.clinicId,
      clinicName: first.clinicName,
      clinicNameZh: first.clinicNameZh,
      clinicPhone: first.clinicPhone,
      clinicPlace: first.clinicPlace ?? null,
      state,
      response: (answered?.clinicResponse as ClinicResponse | undefined) ?? null,
      responseAt: answered?.clinicResponseAt ?? null,
      errorCode: rows.find((m) => m.status === "failed")?.errorCode ?? null,
    };
  });
  const count = (state: DeliveryState) => clinics.filter((c) => c.state === state).length;
  return { clinics, reached: count("reached"), sending: count("sending"), failed: count("failed") };
}

/** Clinics that said they can take the case or whose staff responded: pinned first, with Call. */
export function answeredClinicIds(messages: readonly BroadcastMessageDto[]): Set<string> {
  return new Set(messages.filter((m) => m.clinicResponse === "accepted" || m.clinicResponse === "responded").map((m) => m.clinicId));
}

const ANSWER_RANK: Record<ClinicResponse, number> = { accepted: 0, responded: 0, declined: 2 };

/** The status page's order (issue 29): clinics that said yes first, then the rest as listed, decliners last (each clinic's latest answer). */
export function answersFirst(messages: readonly BroadcastMessageDto[]): BroadcastMessageDto[] {
  const rank = new Map(summarizeDelivery(messages).clinics.map((c) => [c.clinicId, c.response ? ANSWER_RANK[c.response] : 1]));
  return messages
    .map((m, i) => ({ m, i, rank: rank.get(m.clinicId) ?? 1 }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map(({ m }) => m);
}

/**
 * Each clinic's latest Accept or Decline of this request, for the one ranking
 * rule (lib/clinics/ranking.ts, issue 28): an acceptor becomes the first pick,
 * a decliner never is and sorts last.
 */
export function clinicAnswers(messages: readonly Pick<BroadcastMessageDto, "clinicId" | "clinicResponse" | "clinicResponseAt">[]) {
  const answers = new Map<string, ClinicAnswer>();
  for (const m of messages) {
    if ((m.clinicResponse !== "accepted" && m.clinicResponse !== "declined") || !m.clinicResponseAt) continue;
    const known = answers.get(m.clinicId);
    if (!known || known.at < m.clinicResponseAt) answers.set(m.clinicId, { response: m.clinicResponse, at: m.clinicResponseAt });
  }
  return answers;
}
