"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { houseIcon } from "@/components/ui/icons/house";
import { LocaleLink as Link } from "@/components/layout/locale-link";
import { Button } from "@/components/ui/button";
import { buildBroadcastMessage, type BroadcastContentInput } from "@/lib/broadcast/content";
import { saidYes } from "@/lib/request-state/derive";
import type { RequestStateView } from "@/lib/request-state/view";
import { DEFAULT_FILTERS, filterClinics, nearerOpenClinics, sameFilters } from "@/lib/clinics/filter";
import { priorityIds } from "@/lib/clinics/ranking";
import type { ClinicResult } from "@/lib/clinics/search";
import { dismissToasts } from "@/lib/toast";
import { useRequestStatePoll } from "@/components/request-state/live-state";
import { DeliveryStrip } from "./delivery-strip";
import { ResultsFilters, type RegionOption } from "./results-filters";
import { useSelectionState } from "./selection";
import { useBroadcast } from "./use-broadcast";
import { BroadcastBar } from "./broadcast-bar";
import { ClinicList } from "./clinic-list";
import { NearerOpenHint } from "./nearer-open-hint";
import { QuickBroadcastCard } from "./quick-broadcast-card";
import { useAllCardsWhen } from "./use-all-cards-when";
import { useDialogUsed } from "./use-dialog-used";
import { useKeptFilters } from "./use-kept-filters";
import { useRefreshOnAnswer } from "./use-refresh-on-answer";
import { ContactTaps } from "@/components/emergency/coming/contact-taps";

/** What the list's filters, badges and broadcast read of a clinic; its card comes rendered from the server. */
export type ListedClinic = Pick<
  ClinicResult,
  | "id"
  | "name"
  | "nameZh"
  | "address"
  | "addressZh"
  | "regionCode"
  | "is24Hour"
  | "whatsapp"
  | "hasEmail"
  | "distanceKm"
  | "coordPrecision"
  | "openStatus"
>;

export type ResultsViewProps = {
  requestId: string;
  /**
   * The clinics in the one rule's order (lib/clinics/ranking.ts orderForPet, computed on the server with this
   * request's answers and pet, accepted ones first), already narrowed by the profile filters; the owner's
   * filters here only hide some (sorting and filtering commute: the rule's order is stable).
   */
  clinics: ListedClinic[];
  /**
   * Listed clinics left out of `clinics` (none when every card came): the first render sends only what the
   * default filters show or hint at, so another filter asks the server for every clinic and card (`?all=1`).
   */
  unsent: number;
  /** Each clinic's card, rendered on the server, by id: the 24-hour ones and those that accepted, or all of them (`allCards`). */
  cards: Record<string, ReactNode>;
  /** Every clinic has its card here; without, turning "24-hour only" off asks the server for the rest (`?all=1`). */
  allCards: boolean;
  /** Set when the server sent only the default list's nearest cards: the link to the rest (`?more=1`, works without JavaScript). */
  moreHref: string | null;
  /** "Sees <species>" / "Oxygen / ICU": the server's links. */
  profileFilters?: ReactNode;
  regions: RegionOption[];
  hasGps: boolean;
  quickCount: number;
  /** Clinics one broadcast may alert (fewer for anonymous owners); nearest first beyond it. */
  maxRecipients: number;
  content: BroadcastContentInput;
  /** Each hospital's state for this request and the summary (lib/request-state), as the server derived them; polled. */
  state: RequestStateView;
  /** The list's name: "Clinics near you" only when the request has a location. */
  listTitle: string;
};

// The confirmation dialog (Radix AlertDialog) loads when it is first opened, not with the page.
const BroadcastDialog = dynamic(() => import("./broadcast-dialog").then((m) => m.BroadcastDialog), { ssr: false });

export function ResultsView({
  requestId,
  clinics,
  unsent,
  cards,
  allCards,
  moreHref,
  profileFilters = null,
  regions,
  hasGps,
  quickCount,
  maxRecipients,
  content,
  state: initialState,
  listTitle,
}: ResultsViewProps) {
  const t = useTranslations("Results");
  const tMessage = useTranslations("BroadcastMessage");
  const [filters, setFilters] = useKeptFilters(requestId, allCards);
  const [expanded, setExpanded] = useState(false);
  const { selection, clear: clearSelection } = useSelectionState(maxRecipients);
  const { selected } = selection;
  const [dialogOpen, setDialogOpen] = useState(false);
  const dialogUsed = useDialogUsed(dialogOpen);
  const { state, refresh } = useRequestStatePoll(requestId, initialState, { onlyWhenAny: true });
  const accepted = useMemo(() => new Set(state.hospitals.filter(saidYes).map((h) => h.clinicId)), [state]);
  const asked = state.summary.asked > 0;
  // The wizard's "Finding nearby clinics..." is over once the list is on screen.
  useEffect(() => dismissToasts(), []);

  // Clinics that said yes stay whatever the filters say (lib/clinics/ranking.ts pinAccepted).
  const shown = useMemo(() => {
    const passing = new Set(filterClinics(clinics, filters).map((c) => c.id));
    return clinics.filter((c) => accepted.has(c.id) || passing.has(c.id));
  }, [clinics, filters, accepted]);
  useRefreshOnAnswer(state);
  // Clinics the owner's filters show whose card the server has not sent: under the default filters, the
  // nearest-first cut (a link to the rest); under any other, they (and the clinics not sent at all) are on
  // their way (`?all=1`), the list is still filling.
  const missing = shown.filter((c) => !cards[c.id]).length;
  const filling = !allCards && (missing > 0 || unsent > 0) && !sameFilters(filters, DEFAULT_FILTERS);
  useAllCardsWhen(filling);
  const priority = useMemo(() => priorityIds(shown), [shown]);
  const nearerOpen = useMemo(
    () => (filters.only24h && !filters.openNow ? nearerOpenClinics(clinics, shown) : []),
    [clinics, shown, filters],
  );
  const reachable = useMemo(() => shown.filter((c) => Boolean(c.whatsapp) || c.hasEmail).map((c) => c.id), [shown]);
  // The list is nearest first, so a capped "all" alerts the nearest (the server holds the same cap).
  const recipients = (selected.size ? [...selected] : reachable).slice(0, maxRecipients);
  const capped = selected.size >= maxRecipients || (!selected.size && reachable.length > maxRecipients);
  // The message is made when it is needed (a send, the dialog), not at hydration: its dozen ICU
  // messages were formatted on every phone that opened the page. The dialog's copy is
  // made once it is first opened and kept across the polls' re-renders; its Confirm sends that text.
  const preview = () => buildBroadcastMessage(content, tMessage);
  const dialogPreview = useMemo(() => (dialogUsed ? buildBroadcastMessage(content, tMessage) : ""), [dialogUsed, content, tMessage]);

  const afterSend = () => {
    clearSelection();
    setDialogOpen(false);
    void refresh();
  };
  const broadcast = useBroadcast(requestId, afterSend);
  const quick = useBroadcast(requestId, afterSend, { alreadySentIsSent: true });
  const retry = useBroadcast(requestId, afterSend);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-lg font-semibold" role="status" aria-live="polite">
          {t("clinicsFound", { count: shown.length })}
        </p>
        <Button asChild variant="ghost" size="sm">
          <Link href="/">
            <Icon node={houseIcon} />
            {t("home")}
          </Link>
        </Button>
      </div>

      {/* Once any hospital was asked, what happened to the alert takes the quick broadcast's place. */}
      {asked && (
        <DeliveryStrip
          requestId={requestId}
          state={state}
          retrying={retry.pending}
          onRetry={(clinicIds) => void retry.send({ clinicIds, message: preview() })}
        />
      )}

      {/* Alerts need their human check, which runs in the browser: without JavaScript, the calls. */}
      <noscript>
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium">{t("broadcastNeedsScript")}</p>
      </noscript>
      {quickCount > 0 && !asked && (
        // Without JavaScript its button could not send: hidden, the line above says why.
        <QuickBroadcastCard
          count={quickCount}
          pending={quick.pending}
          onSend={() => void quick.send({ quick: true, clinicIds: [], message: preview() })}
        />
      )}

      <noscript>
        <p className="rounded-lg border p-3 text-sm">{t("filtersNeedScript")}</p>
      </noscript>
      <ResultsFilters
        filters={filters}
        onChange={(next) => setFilters((f) => ({ ...f, ...next }))}
        regions={regions}
        hasGps={hasGps}
        expanded={expanded}
        onToggle={() => setExpanded((e) => !e)}
      />
      {profileFilters}

      {nearerOpen.length > 0 && (
        <NearerOpenHint
          requestId={requestId}
          clinics={nearerOpen}
          onShow={() => setFilters((f) => ({ ...f, only24h: false, openNow: true }))}
        />
      )}

      <BroadcastBar
        requestId={requestId}
        selectedCount={selected.size}
        recipientCount={recipients.length}
        capped={capped}
        maxRecipients={maxRecipients}
        onClear={clearSelection}
        onBroadcast={() => setDialogOpen(true)}
      />

      <ClinicList clinics={shown} cards={cards} selection={selection} priority={priority} title={listTitle} filling={filling} />

      {moreHref && missing > 0 && !filling && (
        <Button asChild variant="outline" size="lg">
          <Link href={moreHref} scroll={false} data-more-cards>
            {t("moreCards", { count: missing })}
          </Link>
        </Button>
      )}

      <ContactTaps requestId={requestId} />

      {dialogUsed && (
        <BroadcastDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          count={recipients.length}
          preview={dialogPreview}
          pending={broadcast.pending}
          onConfirm={() => void broadcast.send({ clinicIds: recipients, message: dialogPreview })}
        />
      )}
    </div>
  );
}
