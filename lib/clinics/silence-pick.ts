import type { LatLng } from "@/lib/geo/distance";
import { bestClinicFrom, isOpen, leftOutOfQuickBroadcast, sortClinics, type FirstPick, type RankContext } from "./ranking";

// The next step when no hospital has said yes in time (lib/request-state
// silenceOf): whom to call first, and whom "Alert the next nearest hospitals"
// alerts. Both follow the one rule (./ranking.ts); neither is a ranking of its own.

type Candidate = Parameters<typeof bestClinicFrom>[0][number] & { whatsapp: string | null; hasEmail: boolean };

/** How many hospitals one "Alert the next nearest" asks (never more than a broadcast's cap): a few more, not a flood. */
export const NEXT_NEAREST_COUNT = 3;

/**
 * The clinic to call now: the one rule's first pick among the clinics not yet
 * asked (`asked`: an alert of this request is on its way to it or reached it);
 * if none is open, the one rule's pick among all of them. Its reason says
 * that no hospital has said yes yet.
 */
export function silencePick<T extends Candidate>(
  clinics: readonly T[],
  asked: ReadonlySet<string>,
  from: LatLng | null,
  ctx: RankContext,
): FirstPick<T> | null {
  const pick =
    bestClinicFrom(
      clinics.filter((c) => !asked.has(c.id)),
      from,
      ctx,
    ) ?? bestClinicFrom(clinics, from, ctx);
  return pick && { ...pick, reason: "no_answer" };
}

/**
 * Whom "Alert the next nearest hospitals" may alert, nearest first: open now,
 * reachable by WhatsApp or e-mail, never alerted for this request (`alerted`,
 * whatever came of it: one whose alert failed is the delivery strip's to
 * retry), not "not accepting", and not left out of a quick broadcast by the
 * one rule (declined, does not see the pet, asks to be phoned first).
 */
export function nextToAlert<T extends Candidate>(clinics: readonly T[], alerted: ReadonlySet<string>, ctx: RankContext): T[] {
  return sortClinics(clinics).filter(
    (c) =>
      !alerted.has(c.id) &&
      isOpen(c) &&
      (Boolean(c.whatsapp) || c.hasEmail) &&
      c.availability?.accepting !== false &&
      !leftOutOfQuickBroadcast(c, ctx),
  );
}
