"use client";

import { useEffect } from "react";
import { track, type AnalyticsEvents } from "@/lib/analytics/client";

/**
 * Analytics for server-rendered clinic lists (no-op without consent):
 * one clinic_search per view when `search` is given, and a clinic_contact for
 * every click on a link marked data-contact / data-clinic-id / data-clinic-name.
 */
export function ContactTracker({ search }: { search?: AnalyticsEvents["clinic_search"] }) {
  const region = search?.region;
  const is24Hour = search?.is24Hour;
  const resultsCount = search?.resultsCount;

  useEffect(() => {
    if (region === undefined || is24Hour === undefined || resultsCount === undefined) return;
    void track("clinic_search", { region, is24Hour, resultsCount });
  }, [region, is24Hour, resultsCount]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>("[data-contact]");
      const method = link?.dataset.contact;
      if (!link || (method !== "call" && method !== "whatsapp" && method !== "maps")) return;
      void track("clinic_contact", {
        clinicId: link.dataset.clinicId ?? "",
        contactMethod: method,
        clinicName: link.dataset.clinicName ?? "",
      });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  return null;
}
