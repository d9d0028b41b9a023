"use client";

import { suggestedEta } from "@/lib/arrivals/estimate";
import { mayTellComing } from "@/lib/request-state/derive";
import type { HospitalView } from "@/lib/request-state/view";
import { useLiveHospital } from "@/components/request-state/live-state";
import { LazyComingForm } from "./lazy-coming-form";
import { useTapped } from "./tap-store";

/** What a results card knows of its hospital's state for this request (lib/request-state), from the server. */
export type CardRequestState = { requestId: string; hospital: HospitalView | null; now: string };

/**
 * "Tell them I'm coming" where the one rule allows it (mayTellComing: said yes,
 * or called, asked directions to or showed a taxi driver from this page; never
 * after a Decline), following the page's poll; the notice once told.
 */
export function ComingSlot({ request, clinicId, distanceKm }: { request: CardRequestState; clinicId: string; distanceKm: number | null }) {
  const { hospital } = useLiveHospital(request.requestId, clinicId, request.hospital, request.now);
  const called = useTapped(clinicId, hospital?.called ?? false);
  const arrival = hospital?.arrival ?? null;
  if (!arrival && !mayTellComing({ answer: hospital?.answer ?? null, arrival, called })) return null;
  return (
    <LazyComingForm
      requestId={request.requestId}
      clinicId={clinicId}
      suggested={suggestedEta(distanceKm)}
      initial={arrival}
      expected={hospital?.state === "expected"}
    />
  );
}
