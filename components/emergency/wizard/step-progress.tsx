"use client";

import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import type { Step } from "./draft";

/** Roughly how long each step takes, said beside it. */
const TIME_HINTS: Record<Step, number> = { 1: 30, 2: 15, 3: 10 };

/** "Step 2 of 3", the time it takes, and the bar. */
export function StepProgress({ step }: { step: Step }) {
  const t = useTranslations("EmergencyWizard");
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium">{t("stepIndicator", { step })}</span>
        <span className="text-muted-foreground">{t("timeHint", { seconds: TIME_HINTS[step] })}</span>
      </div>
      <Progress value={(step / 3) * 100} aria-label={t("stepIndicator", { step })} />
    </div>
  );
}
