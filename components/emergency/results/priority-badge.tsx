"use client";

import { createContext, useContext } from "react";
import { Icon } from "@/components/ui/icon";
import { starIcon } from "@/components/ui/icons/star";
import { Badge } from "@/components/ui/badge";

/** The list's three priority clinics after the owner's filters (results-view.tsx provides it). */
export const PriorityIds = createContext<ReadonlySet<string>>(new Set());

/** "Priority" on a server-rendered card, when the list (client-side, filtered) names it one of the three. */
export function PriorityBadge({ clinicId, label }: { clinicId: string; label: string }) {
  if (!useContext(PriorityIds).has(clinicId)) return null;
  return (
    <Badge className="w-fit gap-1">
      <Icon node={starIcon} className="size-3" />
      {label}
    </Badge>
  );
}
