"use client";

import { useEffect, useState } from "react";
import { DEFAULT_FILTERS, type ClinicFilters } from "@/lib/clinics/filter";

/**
 * The owner's filters, kept for this request across the server's re-renders
 * (a refresh, or `?all=1`): "24-hour only" starts on unless every card came.
 */
const keptFilters = new Map<string, ClinicFilters>();
export function useKeptFilters(requestId: string, allCards: boolean) {
  const [filters, set] = useState<ClinicFilters>(() => keptFilters.get(requestId) ?? { ...DEFAULT_FILTERS, only24h: !allCards });
  useEffect(() => void keptFilters.set(requestId, filters), [requestId, filters]);
  return [filters, set] as const;
}
