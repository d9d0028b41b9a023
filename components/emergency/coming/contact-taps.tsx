"use client";

import { useEffect } from "react";
import { markTapped } from "./tap-store";

/**
 * Records the owner's Call / Directions / taxi-card taps, after which the owner may tell that clinic "I'm coming": every
 * element marked data-tap inside one marked data-tap-clinic. keepalive: the
 * tap usually leaves the page for the phone or the map.
 */
export function ContactTaps({ requestId }: { requestId: string }) {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = (event.target as Element | null)?.closest?.<HTMLElement>("[data-tap]");
      const clinicId = target?.closest<HTMLElement>("[data-tap-clinic]")?.dataset.tapClinic;
      if (!target || !clinicId) return;
      markTapped(clinicId);
      void fetch(`/api/emergency-requests/${requestId}/contacts`, {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ clinicId, method: target.dataset.tap }),
      }).catch(() => {});
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [requestId]);
  return null;
}
