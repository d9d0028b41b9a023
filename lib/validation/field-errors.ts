import type { z } from "zod";

// Zod's issues as field messages, the one way for the route handlers' 400s,
// the wizard's steps (in the browser and posted without JavaScript) and the
// sign-in form. Client-safe: no zod at run time.

/** A failed parse's issues, or the error itself. */
type Issues = Pick<z.ZodError, "issues">;

/**
 * Field → message (an i18n key, Validation.*) for each field with an issue:
 * the first issue's message, the path joined with dots ("fees.day.hkd"), "_"
 * for the payload as a whole. A strict schema's unrecognized keys are named one
 * by one ("role": Validation.unknownField), so the client sees which.
 */
export function fieldErrors({ issues }: Issues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const prefix = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[prefix ? `${prefix}.${key}` : key] ??= "Validation.unknownField";
      continue;
    }
    fields[prefix || "_"] ??= issue.message;
  }
  return fields;
}

/** The field messages of `schema` for `input`; null when it is valid. */
export function schemaErrors(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}
