import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent } from "react";
import { useWizardForm } from "./use-wizard-form";

// The wizard's form state (in place of react-hook-form): one object for
// the wizard's life, values that inputs and the draft see at once, field messages.

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

it("keeps one form object while its values, errors and submitting state change", async () => {
  const { result } = renderHook(() => useWizardForm({ contactName: "", petAge: null as string | null }));
  const form = result.current;
  const saved: string[] = [];
  const stop = form.subscribe(() => saved.push(String(form.getValues().contactName)));

  act(() => result.current.register("contactName").onChange(typed("Chan")));
  expect(result.current).toBe(form);
  expect(result.current.values.contactName).toBe("Chan");
  expect(result.current.register("contactName").value).toBe("Chan");
  expect(saved).toEqual(["Chan"]);

  // A blank age is no age; the typed text is kept as typed.
  act(() => result.current.register("petAge", (text) => (text === "" ? null : text)).onChange(typed("0.5")));
  expect(result.current.getValues().petAge).toBe("0.5");
  act(() => result.current.register("petAge", (text) => (text === "" ? null : text)).onChange(typed("")));
  expect(result.current.getValues().petAge).toBeNull();

  // A restored draft replaces everything, and listeners hear it.
  act(() => result.current.reset({ contactName: "Draft", petAge: "6 months" }));
  expect(result.current.values).toEqual({ contactName: "Draft", petAge: "6 months" });
  expect(saved.at(-1)).toBe("Draft");
  stop();
  act(() => result.current.setValue("contactName", "After"));
  expect(saved.at(-1)).toBe("Draft");

  act(() => result.current.setError("contactName", { message: "EmergencyWizard.errors.contactNameRequired" }));
  expect(result.current.errors.contactName?.message).toBe("EmergencyWizard.errors.contactNameRequired");
  act(() => result.current.clearErrors());
  expect(result.current.errors).toEqual({});

  let submitted: unknown = null;
  await act(() => result.current.handleSubmit((values) => void (submitted = values.contactName))());
  expect(submitted).toBe("After");
  expect(result.current.isSubmitting).toBe(false);
});
