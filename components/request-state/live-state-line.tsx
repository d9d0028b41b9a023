"use client";

import type { HospitalView } from "@/lib/request-state/view";
import { useLiveHospital } from "./live-state";
import { StateLine } from "./state-line";

/** A results card's state line, moved on by the page's poll (nothing for a hospital not in the request's facts). */
export function LiveStateLine({
  requestId,
  clinicId,
  initial,
  now: initialNow,
}: {
  requestId: string;
  clinicId: string;
  initial: HospitalView | null;
  now: string;
}) {
  const { hospital, now } = useLiveHospital(requestId, clinicId, initial, initialNow);
  if (!hospital || hospital.state === "not_asked") return null;
  return <StateLine hospital={hospital} now={now} />;
}
