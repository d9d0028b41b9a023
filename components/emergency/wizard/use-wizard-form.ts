"use client";

import { createContext, useContext, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { CreateEmergencyRequestInput } from "@/lib/emergency/schemas";
import { firstErrorField } from "@/lib/emergency/wizard-form-state";

// The wizard's form state: the few things it used react-hook-form
// for (values, field messages, submitting), in a hook small enough for the
// page's first download. Inputs are controlled; a restored draft or a
// profile prefill simply sets values. The schemas stay the one zod source
// (lib/emergency/schemas.ts), loaded when the owner moves on.
//
// Why not react-hook-form, the other interactive forms' model: measured on
// 2026-11-28 (production build, first-visit JS of /emergency, gzip), this hook
// gives 161.4 KB; the same interface built on react-hook-form's useForm gives
// 174.9 KB (+13.5 KB, its own chunk), over the page's 164 KB guard
// (tests/api/page-weight.test.ts). /emergency is the page an owner in a panic
// loads on bad data, so it keeps this hook; docs/DEVELOPING.md ("One way", forms).

type Values = Record<string, unknown>;
export type FieldErrors<T> = Partial<Record<keyof T, { message: string }>>;

export type WizardForm<T extends Values> = {
  values: T;
  errors: FieldErrors<T>;
  isSubmitting: boolean;
  getValues: () => T;
  setValue: <K extends keyof T>(name: K, value: T[K]) => void;
  reset: (values: T) => void;
  setError: (name: keyof T, error: { message: string }) => void;
  clearErrors: () => void;
  /** Called after every change of a value (the draft is saved from it). */
  subscribe: (listener: () => void) => () => void;
  /**
   * Whether `name` is the first field with a message the server rendered (a step posted without
   * JavaScript): its control takes the focus as the page loads (autofocus), so the owner lands on it.
   * False once the form has checked itself in the browser (it then moves the focus itself).
   */
  servedFocus: (name: string) => boolean;
  /** Props for a text input or textarea bound to `name`; `toValue` turns the typed text into the stored value. */
  register: (
    name: keyof T & string,
    toValue?: (text: string) => unknown,
  ) => {
    name: string;
    value: string;
    autoFocus: boolean;
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  handleSubmit: (submit: (values: T) => Promise<void> | void) => (event?: FormEvent) => Promise<void>;
};

/** `initialErrors`: field → message key, as the server found them on a posted step. */
export function useWizardForm<T extends Values>(defaults: T, initialErrors: Record<string, string> = {}): WizardForm<T> {
  const [values, setValues] = useState<T>(defaults);
  const [errors, setErrors] = useState<FieldErrors<T>>(
    () => Object.fromEntries(Object.entries(initialErrors).map(([name, message]) => [name, { message }])) as FieldErrors<T>,
  );
  const [isSubmitting, setSubmitting] = useState(false);
  const current = useRef<T>(defaults);
  const listeners = useRef(new Set<() => void>());
  // The served messages' first field, until the browser's own check clears them.
  const served = useRef<string | null>(firstErrorField(initialErrors));

  // One object for the wizard's whole life (effects depend on it, as they did on
  // react-hook-form's); its values, errors and isSubmitting are this render's.
  const [form] = useState<WizardForm<T>>(() => {
    const commit = (next: T) => {
      current.current = next;
      setValues(next);
      for (const listener of listeners.current) listener();
    };
    const setValue = <K extends keyof T>(name: K, value: T[K]) => {
      if (!Object.is(current.current[name], value)) commit({ ...current.current, [name]: value });
    };
    return {
      values: defaults,
      errors: {},
      isSubmitting: false,
      getValues: () => current.current,
      setValue,
      reset: commit,
      setError: (name, error) => setErrors((e) => ({ ...e, [name]: error })),
      clearErrors: () => {
        served.current = null;
        setErrors({});
      },
      servedFocus: (name) => served.current === name,
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => void listeners.current.delete(listener);
      },
      register: (name, toValue = (text) => text) => ({
        name,
        value: current.current[name] == null ? "" : String(current.current[name]),
        autoFocus: served.current === name,
        onChange: (e) => setValue(name, toValue(e.target.value) as T[typeof name]),
      }),
      handleSubmit: (submit) => async (event) => {
        event?.preventDefault();
        setSubmitting(true);
        try {
          await submit(current.current);
        } finally {
          setSubmitting(false);
        }
      },
    };
  });
  // The one stable object carries this render's state (see above), so it is updated in place.
  /* eslint-disable react-hooks/immutability -- the form object is this hook's own, kept across renders on purpose (see above) */
  form.values = values;
  form.errors = errors;
  form.isSubmitting = isSubmitting;
  /* eslint-enable react-hooks/immutability */
  return form;
}

const WizardFormContext = createContext<WizardForm<CreateEmergencyRequestInput> | null>(null);
export const WizardFormProvider = WizardFormContext.Provider;

/** The wizard's form, for its steps. */
export function useWizardFormContext(): WizardForm<CreateEmergencyRequestInput> {
  const form = useContext(WizardFormContext);
  if (!form) throw new Error("useWizardFormContext outside WizardFormProvider");
  return form;
}
