"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { refreshCwIcon } from "@/components/ui/icons/refresh-cw";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useRequestStatePoll } from "@/components/request-state/live-state";
import { StateSummary } from "@/components/request-state/state-summary";
import { yesFirst } from "@/lib/request-state/derive";
import type { RequestStateView } from "@/lib/request-state/view";
import type { EtaMinutes } from "@/lib/arrivals/eta-choices";
import { AnsweredClinics } from "./answered-clinics";
import { HospitalCard } from "./hospital-card";

/**
 * The status page's live part: the hospitals that
 * said yes first, the request's summary in hospitals, then every hospital with
 * its one state and what each channel said, polled every 5 s.
 */
export function StatusView({
  requestId,
  initial,
  etas,
}: {
  requestId: string;
  /** Each hospital's state and the summary (lib/request-state), as the server derived them. */
  initial: RequestStateView;
  /** Each alerted clinic's preselected arrival estimate. */
  etas: Record<string, EtaMinutes>;
}) {
  const t = useTranslations("BroadcastStatus");
  const { state, refresh, refreshing } = useRequestStatePoll(requestId, initial);
  const listed = useMemo(() => yesFirst(state.hospitals.filter((h) => h.state !== "not_asked")), [state]);
  return (
    <div className="flex flex-col gap-4">
      <Button variant="outline" size="sm" className="self-start noscript:hidden" disabled={refreshing} onClick={() => void refresh()}>
        <Icon node={refreshCwIcon} className={refreshing ? "animate-spin" : undefined} />
        {t("refresh")}
      </Button>
      {/* Without JavaScript nothing polls: Refresh is a plain link that loads the page again. */}
      <noscript>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link href={`/emergency-results/${requestId}/messages`}>
            <Icon node={refreshCwIcon} />
            {t("refresh")}
          </Link>
        </Button>
      </noscript>
      {/* Who said yes comes first, with Call and Directions. */}
      <AnsweredClinics hospitals={state.hospitals} now={state.now} requestId={requestId} etas={etas} />
      <div aria-live="polite">
        <StateSummary summary={state.summary} />
      </div>
      {listed.length === 0 ? (
        <Card className="items-center gap-3 p-8 text-center">
          <p>{t("empty")}</p>
          <Button asChild>
            <Link href={`/emergency-results/${requestId}`}>{t("goBack")}</Link>
          </Button>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("title")}>
          {listed.map((h) => (
            <li key={h.clinicId}>
              <HospitalCard hospital={h} now={state.now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
