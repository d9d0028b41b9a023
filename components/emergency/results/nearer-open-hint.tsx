"use client";

import { useTranslations } from "next-intl";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { nearerOpenUntil } from "@/lib/clinics/filter";
import type { OpenStatus } from "@/lib/clinics/open-status";

/** With "24-hour only" on: "N clinics nearer are open now", and a tap that shows them. */
export function NearerOpenHint({
  requestId,
  clinics,
  onShow,
}: {
  requestId: string;
  /** The nearer clinics open now (lib/clinics/filter.ts nearerOpenClinics). */
  clinics: readonly { openStatus: OpenStatus }[];
  onShow: () => void;
}) {
  const t = useTranslations("Results");
  return (
    <p className="flex flex-wrap items-center gap-x-2 rounded-lg border border-green-600/40 bg-green-50 p-3 text-sm">
      {t("nearerOpenHint", { count: clinics.length, time: nearerOpenUntil(clinics) })}
      {/* Without JavaScript, a plain link to every clinic's card (`?all=1`). */}
      <Button asChild variant="link" size="sm" className="h-auto p-0">
        <Link
          href={`/emergency-results/${requestId}?all=1`}
          onClick={(event) => {
            event.preventDefault();
            onShow();
          }}
        >
          {t("nearerOpenShow")}
        </Link>
      </Button>
    </p>
  );
}
