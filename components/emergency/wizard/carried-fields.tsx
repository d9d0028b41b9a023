import type { CreateEmergencyRequestInput } from "@/lib/emergency/schemas";
import { EMPTY_WIZARD_VALUES, WIZARD_STEP_FIELDS, type WizardFormValues, type WizardStep } from "@/lib/emergency/wizard-form-state";

/**
 * The answers of the steps not on screen, as hidden fields: the plain form
 * (before JavaScript, issue 31) posts them with the step shown, so the server
 * has them all by step 3. Never in the URL: they hold a phone number.
 */
export function CarriedFields({
  step,
  values,
  otherText,
}: {
  step: WizardStep;
  values: Partial<CreateEmergencyRequestInput>;
  otherText: string;
}) {
  const shown = new Set<string>(WIZARD_STEP_FIELDS[step]);
  const carried = (Object.keys(EMPTY_WIZARD_VALUES) as (keyof WizardFormValues)[]).filter((name) => !shown.has(name));
  return carried.flatMap((name) => {
    const value = name === "otherText" ? otherText : values[name];
    const list = Array.isArray(value) ? value : value == null || value === "" ? [] : [String(value)];
    return list.map((item) => <input key={`${name}-${item}`} type="hidden" name={name} value={item} />);
  });
}
