import { WIZARD_STEP_FIELDS, type WizardFormState, type WizardFormValues } from "@/lib/emergency/wizard-form-state";

/**
 * The answers of the steps not on screen, as hidden fields: the plain form
 * (before JavaScript) posts them with the step shown, so the server
 * has them all by step 3. Never in the URL: they hold a phone number. Once
 * React is live the wizard sends its own state, so these are the served ones.
 */
export function CarriedFields({ state: { step, values } }: { state: WizardFormState }) {
  const shown: readonly string[] = WIZARD_STEP_FIELDS[step];
  return (Object.keys(values) as (keyof WizardFormValues)[])
    .filter((name) => !shown.includes(name))
    .flatMap((name) =>
      [values[name]]
        .flat()
        .filter(Boolean)
        .map((value) => <input key={name + value} type="hidden" name={name} value={value} />),
    );
}
