import type { PlaceOption } from "@/lib/places/schemas";
import type { CreateEmergencyRequestInput } from "./schemas";
import type { SymptomKey } from "./symptoms";

// The wizard as a plain HTML form: what one step posts to the server
// and what the server renders the next step from, before (or without) JavaScript.
// Client-safe: the wizard renders from it; lib/emergency/wizard-form.ts fills it.

export type WizardStep = 1 | 2 | 3;

/** The answers as the form posts them (text as typed; the schemas read them on the server). */
export type WizardFormValues = {
  symptomKeys: string[];
  otherText: string;
  petId: string;
  petSpecies: string;
  petSpeciesOther: string;
  petBreed: string;
  petAge: string;
  manualLocation: string;
  contactName: string;
  contactPhone: string;
};

export type WizardFormState = {
  step: WizardStep;
  values: WizardFormValues;
  /** Field → message key, from the same schemas as the JavaScript wizard's. */
  errors: Record<string, string>;
  /** The typed place could not be located: the districts and areas to choose from. */
  unplaced: PlaceOption[] | null;
  /** Sent with the request as its idempotency key: posting step 3 twice stores one request. */
  idempotencyKey: string;
  /** A message key for the whole form (too many requests), or null. */
  failed: string | null;
  /** True once the server answered a post: the page shows this state, not a saved draft. */
  posted: boolean;
};

export const EMPTY_WIZARD_VALUES: WizardFormValues = {
  symptomKeys: [],
  otherText: "",
  petId: "",
  petSpecies: "",
  petSpeciesOther: "",
  petBreed: "",
  petAge: "",
  manualLocation: "",
  contactName: "",
  contactPhone: "",
};

/** The fields each step shows; the others travel in hidden fields (never in the URL: it holds a phone number). */
export const WIZARD_STEP_FIELDS: Record<WizardStep, readonly (keyof WizardFormValues)[]> = {
  1: ["symptomKeys", "otherText", "petSpecies", "petSpeciesOther", "petBreed", "petAge"],
  2: ["manualLocation"],
  3: ["contactName", "contactPhone"],
};

/** The fields that can carry a message, in the order the steps show them: the first one with a message gets the focus. */
export const WIZARD_ERROR_ORDER = [
  "symptom",
  "petSpecies",
  "petSpeciesOther",
  "petAge",
  "manualLocation",
  "contactName",
  "contactPhone",
] as const;

/** The first field of `errors` on screen (WIZARD_ERROR_ORDER), or null. */
export function firstErrorField(errors: Record<string, unknown>): (typeof WIZARD_ERROR_ORDER)[number] | null {
  return WIZARD_ERROR_ORDER.find((name) => errors[name]) ?? null;
}

/** The state of a fresh wizard, with a new idempotency key. */
export function freshWizardState(idempotencyKey: string): WizardFormState {
  return { step: 1, values: EMPTY_WIZARD_VALUES, errors: {}, unplaced: null, idempotencyKey, failed: null, posted: false };
}

/** The request the posted answers make, as the JavaScript wizard sends it (no GPS, no voice); `symptom` is the text built from them. */
export function requestInputFrom(values: WizardFormValues, symptom: string): CreateEmergencyRequestInput {
  return {
    symptom,
    symptomKeys: values.symptomKeys as SymptomKey[],
    petId: values.petId || null,
    petSpecies: (values.petSpecies || null) as CreateEmergencyRequestInput["petSpecies"],
    petSpeciesOther: values.petSpeciesOther,
    petBreed: values.petBreed,
    petAge: values.petAge || null,
    // No position until the phone's GPS gives one (the wizard sets it; a plain form has none). Said
    // here, the wizard's first effects change nothing, and React does not render it all again on load.
    locationLatitude: null,
    locationLongitude: null,
    manualLocation: values.manualLocation,
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    isVoiceRecording: false,
  };
}
