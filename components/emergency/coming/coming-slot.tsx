"use client";

import type { ArrivalNoticeDto } from "@/lib/arrivals/queries";
import { suggestedEta } from "@/lib/arrivals/estimate";
import { LazyComingForm } from "./lazy-coming-form";
import { useTapped } from "./tap-store";

/** What a clinic's card knows about "I'm coming" (issue 29), from the server. */
export type ComingState = { requestId: string; notice: ArrivalNoticeDto | null; tapped: boolean };

/**
 * "Tell them I'm coming" for a clinic that said yes or that the owner called,
 * asked directions to or showed a taxi driver from this page; the notice once told.
 */
export function ComingSlot({
  coming,
  clinicId,
  saidYes,
  distanceKm,
}: {
  coming: ComingState;
  clinicId: string;
  saidYes: boolean;
  distanceKm: number | null;
}) {
  const tapped = useTapped(clinicId, coming.tapped);
  if (!saidYes && !tapped && !coming.notice) return null;
  return <LazyComingForm requestId={coming.requestId} clinicId={clinicId} suggested={suggestedEta(distanceKm)} initial={coming.notice} />;
}
