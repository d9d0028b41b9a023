import "server-only";
import { randomUUID } from "node:crypto";
import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { IDEMPOTENCY_KEY } from "@/lib/validation/fields";
import { fieldErrors, schemaErrors } from "@/lib/validation/field-errors";
import type { Locale } from "@/lib/i18n/locale";
import { resolveTypedPlace } from "@/lib/places/resolve";
import { createEmergencyRequestSchema } from "./request-schema";
import { WIZARD_STEP_SCHEMAS } from "./schemas";
import { submitEmergencyRequest } from "./service";
import { buildSymptomText, SYMPTOM_KEYS, type SymptomKey } from "./symptoms";
import { wizardStartFor } from "./wizard-start";
import { EMPTY_WIZARD_VALUES, requestInputFrom, type WizardFormState, type WizardFormValues, type WizardStep } from "./wizard-form-state";

// The wizard's steps posted as a plain form: before its JavaScript
// has loaded, or without it. The same schemas, the same place check and the
// same service as the JavaScript wizard and POST /api/emergency-requests.

export type WizardFormContext = {
  user: CurrentUser | null;
  locale: Locale;
  ip: string;
  symptomLabel: (key: SymptomKey) => string;
};

/** What a post leads to: the step to show (with messages), or the stored request. */
export type WizardFormOutcome = { state: WizardFormState } | { createdId: string };

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
};

function readValues(data: FormData): WizardFormValues {
  const posted = data.getAll("symptomKeys");
  const values = Object.fromEntries(
    (Object.keys(EMPTY_WIZARD_VALUES) as (keyof WizardFormValues)[]).map((name) => [name, text(data, name)]),
  ) as unknown as WizardFormValues;
  return { ...values, symptomKeys: SYMPTOM_KEYS.filter((key) => posted.includes(key)) };
}

/** One post of the form: step N's answers checked, then step N+1, or the request stored. */
export async function advanceWizardForm(data: FormData, ctx: WizardFormContext): Promise<WizardFormOutcome> {
  const posted = Number(text(data, "step"));
  const step: WizardStep = posted === 2 || posted === 3 ? posted : 1;
  const typedKey = text(data, "idempotencyKey");
  const values = readValues(data);
  const state: WizardFormState = {
    step,
    values,
    errors: {},
    unplaced: null,
    // A missing or malformed key (a hand-made post) gets a fresh one rather than a refusal.
    idempotencyKey: IDEMPOTENCY_KEY.test(typedKey) ? typedKey : randomUUID(),
    failed: null,
    posted: true,
  };
  if (text(data, "intent") === "back") return { state: { ...state, step: Math.max(1, step - 1) as WizardStep } };

  // A district chosen from the picker replaces the place that could not be located; every label resolves.
  const picked = text(data, "pickedPlace");
  if (step === 2 && picked) values.manualLocation = picked;
  const input = requestInputFrom(values, buildSymptomText(values.symptomKeys, ctx.symptomLabel, values.otherText));

  if (step < 3) {
    const errors = schemaErrors(WIZARD_STEP_SCHEMAS[step], input);
    if (errors) return { state: { ...state, errors } };
    if (step === 2 && !picked) {
      const unplaced = await unplacedOptions(values.manualLocation, ctx.locale);
      if (unplaced) return { state: { ...state, unplaced } };
    }
    return { state: { ...state, step: (step + 1) as WizardStep, values: step === 2 ? await withProfile(values, ctx.user) : values } };
  }

  const parsed = createEmergencyRequestSchema.safeParse(input);
  if (!parsed.success) return { state: { ...state, errors: fieldErrors(parsed.error) } };
  try {
    const { request } = await submitEmergencyRequest(parsed.data, ctx.user, ctx.locale, state.idempotencyKey, ctx.ip);
    return { createdId: request.id };
  } catch (error) {
    // A field the service refused (a saved pet that is gone) or the per-address limit: said on the form.
    if (error instanceof AppError && error.fields) return { state: { ...state, errors: error.fields } };
    if (error instanceof AppError && error.code === "rate_limited") return { state: { ...state, failed: "Errors.rate_limited" } };
    throw error;
  }
}

/** Step 3 starts with the signed-in owner's contact details, as the JavaScript wizard's does. */
async function withProfile(values: WizardFormValues, user: CurrentUser | null): Promise<WizardFormValues> {
  const { profile } = await wizardStartFor(user);
  if (!profile) return values;
  return { ...values, contactName: values.contactName || profile.contactName, contactPhone: values.contactPhone || profile.contactPhone };
}

/** As the wizard's own check: the picker when the place cannot be located; never held back when the check fails. */
async function unplacedOptions(q: string, locale: Locale) {
  try {
    const result = await resolveTypedPlace(q, locale);
    return result.found ? null : result.options;
  } catch {
    return null;
  }
}
