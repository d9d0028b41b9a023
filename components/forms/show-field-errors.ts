import { ApiError } from "@/lib/api-client";

// Field messages onto a form, the one way: a schema's (lib/validation/field-errors.ts)
// or the server's answer to a refused call (its envelope's `fields`). The messages
// are i18n keys; <FieldError> / <FormField> show them in the page's language.

/** A form's setError: react-hook-form's, or the emergency wizard's (the same shape). */
type SetError<N extends string> = (name: N, error: { message: string }) => void;

/** Each field's message on the form; true when there was any. */
export function showFieldErrors<N extends string>(setError: SetError<N>, fields: Record<string, string>): boolean {
  const entries = Object.entries(fields);
  for (const [name, message] of entries) setError(name as N, { message });
  return entries.length > 0;
}

/** The field messages of a refused API call (none for any other failure) on the form; true when it named any. */
export function showServerErrors<N extends string>(setError: SetError<N>, error: unknown): boolean {
  return showFieldErrors(setError, error instanceof ApiError ? error.fields : {});
}
