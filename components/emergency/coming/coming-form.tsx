"use client";

import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { useErrorText } from "@/components/forms/use-error-toast";
import { ApiError, apiFetch } from "@/lib/api-client";
import type { ArrivalNoticeDto } from "@/lib/arrivals/notice";
import { ETA_CHOICES, type EtaMinutes } from "@/lib/arrivals/eta-choices";
import { clockTime } from "@/lib/time/format";
import { whenIdle } from "@/lib/idle";
import { prepareHumanCheck, withHumanCheck } from "@/lib/security/human-check-client";
import { POLL_MS } from "@/components/request-state/live-state";

// One select read with FormData, not react-hook-form (docs/DEVELOPING.md, forms): measured 2026-11-28, its lazy load on the results page would gain the 14.4 KB gzip react-hook-form chunk (first visit 165.2 → 165.5 KB), sent when a panicking owner needs the button.
/**
 * "Tell them I'm coming" on a clinic's card: the arrival estimate (our taxi
 * rule preselected), then what happened to the message, polled while it is
 * still on its way (the same 5 s as the page's other polling). It messages the
 * clinic, so an owner without an account sends the human check with it, solved
 * in the background from when the form appears. `expected`: the hospital's
 * staff said they are expecting the owner (its one state, from the page's poll).
 */
export function ComingForm({
  requestId,
  clinicId,
  suggested,
  initial,
  expected = false,
}: {
  requestId: string;
  clinicId: string;
  suggested: EtaMinutes;
  initial: ArrivalNoticeDto | null;
  expected?: boolean;
}) {
  const t = useTranslations("Coming");
  const errorText = useErrorText();
  const id = useId();
  const [notice, setNotice] = useState(initial);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const all = await apiFetch<ArrivalNoticeDto[]>(`/api/emergency-requests/${requestId}/arrival`);
    setNotice(all.find((n) => n.clinicId === clinicId) ?? null);
  }, [requestId, clinicId]);

  useEffect(() => whenIdle(prepareHumanCheck), []);

  // Until the channel says more: queued, or a WhatsApp "sent" that may yet read "delivered".
  // Keyed on `waiting` only: the page re-renders with its own 5 s poll, which must not restart this timer.
  const waiting = notice?.delivery === "queued" || notice?.delivery === "sent";
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") reload().catch(() => {});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, reload]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(null);
    const etaMinutes = Number(new FormData(event.currentTarget).get("etaMinutes"));
    try {
      const body = { clinicId, etaMinutes };
      setNotice(
        await withHumanCheck((headers) => apiFetch<ArrivalNoticeDto>(`/api/emergency-requests/${requestId}/arrival`, { body, headers })),
      );
    } catch (failure) {
      setError(errorText(failure));
      // Told already (another tab, another tap): show that one.
      if (failure instanceof ApiError && failure.status === 409) await reload().catch(() => {});
    } finally {
      setPending(false);
    }
  }

  if (notice) {
    return (
      <div className="rounded-lg border border-green-700 bg-green-50 p-3 text-sm" data-arrival-delivery={notice.delivery}>
        {error && (
          <p className="font-medium text-destructive" role="alert">
            {error}
          </p>
        )}
        <p role="status">
          <span className="block font-semibold">
            {t("told", { time: clockTime(new Date(notice.expectedAt)), minutes: notice.etaMinutes })}
          </span>
          {t(`delivery_${notice.delivery}`)}
          {expected && (
            <span className="block font-semibold text-green-900" data-arrival-expected>
              {t("expected")}
            </span>
          )}
        </p>
      </div>
    );
  }
  // The notice is sent by the browser: without JavaScript the form's controls are hidden and it says why (the Call beside it works).
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2 rounded-lg border p-3">
      <noscript>
        <p className="text-sm">{t("needsScript")}</p>
      </noscript>
      <label htmlFor={id} className="flex min-w-[8rem] flex-1 flex-col gap-1 text-sm font-medium noscript:hidden">
        {t("etaLabel")}
        <NativeSelect id={id} name="etaMinutes" defaultValue={suggested}>
          {ETA_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t("eta", { minutes })}
            </option>
          ))}
        </NativeSelect>
      </label>
      <Button type="submit" size="lg" variant="success" disabled={pending} className="flex-1 noscript:hidden">
        {pending ? t("sending") : t("send")}
      </Button>
      {error && (
        <p className="w-full text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
