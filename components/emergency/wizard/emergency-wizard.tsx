"use client";

import { useActionState, useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import type { PlaceOption } from "@/lib/places/schemas";
import { loadToast } from "@/lib/toast";
import type { CreateEmergencyRequestInput } from "@/lib/emergency/schemas";
import { buildSymptomText, type SymptomKey } from "@/lib/emergency/symptoms";
import { requestInputFrom, type WizardFormState } from "@/lib/emergency/wizard-form-state";
import { FieldError } from "@/components/forms/field-error";
import { CarriedFields } from "./carried-fields";
import { OnceHydrated, StepButton, UntilHydrated } from "./hydration-gates";
import { clearDraft, newIdempotencyKey, type Step } from "./draft";
import { OfflineHospitals } from "./offline-hospitals";
import { unplacedOptions } from "./place-check";
import { StepContact } from "./step-contact";
import { StepLocation } from "./step-location";
import { StepProgress } from "./step-progress";
import { StepSymptoms } from "./step-symptoms";
import type { WizardPet, WizardProfile } from "./types";
import { useGps } from "./use-gps";
import { useOnline } from "./use-online";
import { useSendRequest, type Trouble } from "./use-send-request";
import { useWizardDraft } from "./use-wizard-draft";
import { useWizardForm, WizardFormProvider, type WizardForm } from "./use-wizard-form";
import { useFocusFirstError } from "@/components/forms/focus-first-error";
import { showFieldErrors } from "@/components/forms/show-field-errors";
import { schemaErrors } from "@/lib/validation/field-errors";

const TITLES = { 1: "step1Title", 2: "step2Title", 3: "step3Title" } as const;

// The schemas (zod) and the toasts (sonner) are needed only when the owner moves
// on or submits: they load on the owner's first touch of the form (while they pick
// symptoms), not in the page's first download nor while it is starting up.
const loadSchemas = () => import("@/lib/emergency/schemas");
const loadDeferred = () => Promise.all([loadSchemas(), loadToast()]);
const prefetchDeferred = () => void loadDeferred().catch(() => undefined);

/** Shows a schema's field messages (i18n keys) on the form; true when valid. */
function check(form: WizardForm<CreateEmergencyRequestInput>, schema: z.ZodType, values: unknown): boolean {
  return !showFieldErrors(form.setError, schemaErrors(schema, values) ?? {});
}

/**
 * The three steps, first as a plain form: before JavaScript has
 * loaded, or without it, each step posts to `action` (a Server Action) and the
 * server renders the next one from `initial`'s successor. Once React is live,
 * the same markup becomes the wizard (draft, voice, GPS, offline queue) and
 * every submit is handled here.
 */
export function EmergencyWizard({
  pets,
  profile,
  action,
  initial,
}: {
  pets: WizardPet[];
  profile: WizardProfile | null;
  action: (previous: WizardFormState, data: FormData) => Promise<WizardFormState>;
  initial: WizardFormState;
}) {
  // After a post without JavaScript, the state the server answered with; otherwise `initial`.
  const [served, formAction] = useActionState(action, initial);
  const t = useTranslations("EmergencyWizard");
  const tSymptom = useTranslations("Symptoms");
  const locale = useLocale();
  const [step, setStep] = useState<Step>(served.step);
  const [unplaced, setUnplaced] = useState<PlaceOption[] | null>(served.unplaced);
  const [otherText, setOtherText] = useState(served.values.otherText);
  const [voiceSummary, setVoiceSummary] = useState("");
  // Set when a submitted request is waiting for the network or the server.
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const idempotencyKey = useRef<string | null>(served.posted ? served.idempotencyKey : null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused step: the first message's field gets the focus (it may be far above the button).
  const refused = useFocusFirstError(formRef);
  const online = useOnline();
  // Offline or stuck, the nearest hospitals to call need the owner's position too.
  const gps = useGps(step >= 2 || !online || trouble !== null);
  const form = useWizardForm<CreateEmergencyRequestInput>(requestInputFrom(served.values, ""), served.errors);
  const { setValue, getValues } = form;

  const { saveDraft, stop: stopDraft } = useWizardDraft({
    form,
    posted: served.posted,
    idempotencyKeyRef: idempotencyKey,
    kept: { step, otherText, voiceSummary, queued: trouble !== null },
    onRestore: (draft) => {
      setStep(draft.step);
      setOtherText(draft.otherText);
      setVoiceSummary(draft.voiceSummary);
      if (draft.queued) setTrouble("queued");
    },
  });

  // The symptom text is the chosen labels (+ free text for "other"), then the voice summary.
  const keys = form.values.symptomKeys as SymptomKey[];
  useEffect(() => {
    const text = [buildSymptomText(keys ?? [], (k) => tSymptom(k), otherText), voiceSummary].filter(Boolean).join("; ");
    setValue("symptom", text);
  }, [keys, otherText, voiceSummary, setValue, tSymptom]);

  useEffect(() => {
    const fix = gps.state.status === "detected" ? gps.state : null;
    setValue("locationLatitude", fix?.latitude ?? null);
    setValue("locationLongitude", fix?.longitude ?? null);
  }, [gps.state, setValue]);

  useEffect(() => {
    // Prefill from the profile without overwriting anything the owner typed.
    if (step === 3 && profile) {
      if (!getValues().contactName) setValue("contactName", profile.contactName);
      if (!getValues().contactPhone) setValue("contactPhone", profile.contactPhone);
    }
    // Screen readers hear the new step's title; not on first load, where focus stays at the top.
    if (step > 1 || headingRef.current?.dataset.visited) headingRef.current?.focus();
    if (headingRef.current) headingRef.current.dataset.visited = "true";
  }, [step, profile, getValues, setValue]);

  const goNext = async () => {
    const current = step; // not setStep(s => s + 1): a double click must not skip a step
    form.clearErrors();
    const { WIZARD_STEP_SCHEMAS } = await loadSchemas();
    if (!check(form, WIZARD_STEP_SCHEMAS[current], getValues())) return refused();
    // A typed place is checked before the owner moves on: if it cannot be placed, say so now.
    if (current === 2 && getValues().locationLatitude == null) {
      const options = await unplacedOptions(String(getValues().manualLocation ?? ""), locale);
      setUnplaced(options);
      if (options) return;
    }
    setStep((current + 1) as Step);
  };

  const pickPlace = (label: string) => {
    setValue("manualLocation", label);
    setUnplaced(null);
    setStep(3);
  };

  const onSent = useCallback(() => {
    clearDraft();
    stopDraft();
  }, [stopDraft]);
  const send = useSendRequest({ form, idempotencyKeyRef: idempotencyKey, trouble, setTrouble, onSent, onRefused: refused });

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const { wizardRequestSchema } = await loadSchemas();
    if (!check(form, wizardRequestSchema, values)) return refused();
    idempotencyKey.current ??= newIdempotencyKey();
    if (!navigator.onLine) {
      saveDraft(true);
      setTrouble("queued");
      return;
    }
    await send(values);
  });

  const position = gps.state.status === "detected" ? gps.state : null;

  return (
    <WizardFormProvider value={form}>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={(event) => {
          // A step before the last submitted (Enter, or a tap in the instant React
          // takes over the plain form) moves on as Next does; only step 3 sends.
          // Back's own click has already gone back.
          const back = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "back";
          if (step === 3 && !back) return void submit(event);
          event.preventDefault();
          if (!back) void goNext();
        }}
        onPointerDownCapture={prefetchDeferred}
        onFocusCapture={prefetchDeferred}
        noValidate
        className="flex flex-col gap-6"
      >
        <OnceHydrated>
          {(trouble || !online) && (
            <OfflineHospitals
              trouble={trouble ?? "offline"}
              from={position}
              onSendNow={trouble && online ? () => void send(getValues()) : undefined}
            />
          )}
        </OnceHydrated>
        <StepProgress step={step} />
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="idempotencyKey" value={served.idempotencyKey} />
        {/* Before JavaScript: the other steps' answers, and Enter in a field moves on
            (the first submit button is the form's default), never back. */}
        <UntilHydrated>
          <CarriedFields state={served} />
          <button type="submit" name="intent" value="next" hidden tabIndex={-1} aria-hidden="true" />
        </UntilHydrated>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t(TITLES[step])}
        </h2>
        {step === 1 && (
          <StepSymptoms
            pets={pets}
            otherText={otherText}
            onOtherText={setOtherText}
            onSymptomKeys={(next) => setValue("symptomKeys", next)}
            onVoice={(transcript, summary, categories) => {
              setVoiceSummary(summary);
              setValue("voiceTranscript", transcript);
              setValue("aiAnalyzedSymptoms", summary || categories.join(", "));
              setValue("isVoiceRecording", true);
            }}
          />
        )}
        {step === 2 && <StepLocation gps={gps.state} onRetry={gps.retry} unplaced={unplaced} onPick={pickPlace} />}
        {step === 3 && <StepContact />}
        <FieldError id="wizard-error" message={served.failed ?? undefined} />
        <div className="flex gap-3">
          {/* Before JavaScript, Back and Next post the step (name="intent"); after, they work here. */}
          {step > 1 && (
            <StepButton name="intent" value="back" variant="outline" size="lg" onClick={() => setStep((s) => (s - 1) as Step)}>
              {t("back")}
            </StepButton>
          )}
          {/* Distinct keys: React must not turn the clicked Next button into the submit button
              while its click is still being dispatched, or the browser submits step 3 unseen. */}
          {step < 3 ? (
            <StepButton key="next" name="intent" value="next" size="lg" className="flex-1" onClick={() => void goNext()}>
              {t("next")}
            </StepButton>
          ) : (
            <Button key="submit" type="submit" name="intent" value="next" size="lg" className="flex-1" disabled={form.isSubmitting}>
              {form.isSubmitting ? t("submitting") : t("findClinics")}
            </Button>
          )}
        </div>
      </form>
    </WizardFormProvider>
  );
}
