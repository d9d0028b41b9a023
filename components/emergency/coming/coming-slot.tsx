"use client";

import dynamic from "next/dynamic";
import type { ArrivalNoticeDto } from "@/lib/arrivals/queries";
import { suggestedEta } from "@/lib/arrivals/estimate";
import { useTapped } from "./tap-store";

/** What a clinic's card knows about "I'm coming" (issue 29), from the server. */
export type ComingState = { requestId: string; notice: ArrivalNoticeDto | null; tapped: boolean };

// The form's code loads only when a card offers it (a clinic said yes, or was
// called): the page's first visit does not carry it.
const ComingForm = dynamic(() => import("./coming-form").then((m) => m.ComingForm));

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
  return <ComingForm requestId={coming.requestId} clinicId={clinicId} suggested={suggestedEta(distanceKm)} initial={coming.notice} />;
}
