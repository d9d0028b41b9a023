"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { PriorityIds } from "./priority-badge";
import { SelectionContext, type Selection } from "./selection";

/** The clinics the filters show, each as the card the server rendered; a card not sent yet is left out until it comes. */
export function ClinicList({
  clinics,
  cards,
  selection,
  priority,
  title,
  filling,
}: {
  clinics: readonly { id: string }[];
  cards: Record<string, ReactNode>;
  selection: Selection;
  /** The clinics marked as the ones to call first (lib/clinics/ranking.ts priorityIds). */
  priority: ReadonlySet<string>;
  title: string;
  /** The server is still sending cards the filters show (`?all=1`). */
  filling: boolean;
}) {
  const t = useTranslations("Results");
  if (clinics.length === 0)
    return (
      <Card className="items-center gap-1 p-8 text-center">
        <p className="font-semibold">{t("emptyTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("emptyText")}</p>
      </Card>
    );
  return (
    <SelectionContext value={selection}>
      <PriorityIds value={priority}>
        <ul className="flex flex-col gap-3" aria-label={title} aria-busy={filling || undefined}>
          {/* A card the server has not sent yet (the rest are on their way, `?all=1`) waits for it. */}
          {clinics.map(
            (clinic) =>
              cards[clinic.id] && (
                <li key={clinic.id} className="group" data-priority={priority.has(clinic.id) || undefined}>
                  {cards[clinic.id]}
                </li>
              ),
          )}
        </ul>
      </PriorityIds>
    </SelectionContext>
  );
}
