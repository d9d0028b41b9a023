"use client";

import { useCallback, useEffect, useRef, type RefObject } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { ApiError, apiFetch, NetworkError } from "@/lib/api-client";
import type { CreateEmergencyRequestInput } from "@/lib/emergency/schemas";
import { localizedHref } from "@/lib/i18n/href";
import { toast } from "@/lib/toast";
import { useErrorToast } from "@/components/forms/use-error-toast";
import { showServerErrors } from "@/components/forms/show-field-errors";
import type { SendTrouble } from "./offline-hospitals";
import type { WizardForm } from "./use-wizard-form";

const RETRY_EVERY_MS = 10_000;

/** Why a submitted request is waiting: no answer at all (the phone's connection), or our service's trouble. */
export type Trouble = Exclude<SendTrouble, "offline">;

/**
 * Sends the owner's request and, when the network or the server fails it,
 * keeps it and sends it again on its own (when the connection returns, and
 * every few seconds) with the same Idempotency-Key, so it is never created
 * twice. A refusal puts the server's field messages on the form.
 */
export function useSendRequest({
  form,
  idempotencyKeyRef,
  trouble,
  setTrouble,
  onSent,
  onRefused,
}: {
  form: Pick<WizardForm<CreateEmergencyRequestInput>, "getValues" | "setError">;
  idempotencyKeyRef: RefObject<string | null>;
  /** Set when a submitted request is waiting for the network or the server. */
  trouble: Trouble | null;
  setTrouble: (trouble: Trouble | null) => void;
  /** The request exists: nothing more to keep. */
  onSent: () => void;
  /** The server named fields: the first one's control takes the focus. */
  onRefused: () => void;
}) {
  const t = useTranslations("EmergencyWizard");
  const tErrors = useTranslations("Errors");
  const showError = useErrorToast();
  const locale = useLocale();
  const router = useRouter();
  const sending = useRef(false);
  const { getValues, setError } = form;

  /** One attempt to send; the same Idempotency-Key for every attempt, so it is never created twice. */
  const send = useCallback(
    async (values: CreateEmergencyRequestInput) => {
      if (sending.current) return;
      sending.current = true;
      try {
        const created = await apiFetch<{ id: string }>("/api/emergency-requests", {
          body: values,
          headers: { "Content-Language": locale, ...(idempotencyKeyRef.current ? { "Idempotency-Key": idempotencyKeyRef.current } : {}) },
        });
        onSent();
        toast.success(t("submitted"), { description: t("submittedText") });
        router.push(localizedHref(locale, `/emergency-results/${created.id}`));
      } catch (error) {
        if (error instanceof NetworkError || (error instanceof ApiError && error.status >= 500)) {
          // Kept and sent again on its own (below); the owner is told and shown hospitals to call.
          // No answer at all is the phone's connection (a phone on a dead mobile
          // network still says it is online); an answer of 5xx is our service's trouble.
          setTrouble(error instanceof NetworkError ? "queued" : "retrying");
          return;
        }
        setTrouble(null);
        if (showServerErrors(setError, error)) onRefused();
        showError(tErrors("title"), error);
      } finally {
        sending.current = false;
      }
    },
    [idempotencyKeyRef, locale, router, showError, t, tErrors, setError, setTrouble, onSent, onRefused],
  );

  // A waiting request goes out when the connection returns, and is retried every few seconds.
  useEffect(() => {
    if (!trouble) return;
    const retry = () => {
      if (navigator.onLine) void send(getValues());
    };
    window.addEventListener("online", retry);
    const timer = window.setInterval(retry, RETRY_EVERY_MS);
    if (navigator.onLine && trouble === "queued") retry();
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [trouble, send, getValues]);

  return send;
}
