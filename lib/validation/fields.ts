import { z } from "zod";
import { safeLine } from "@/lib/text/safe-text";

// Field schemas shared by every payload: one rule and one message
// for each kind of field. Client-safe and light: the wizard's checks load them.
// The full phone check (libphonenumber-js) is lib/validation/phone.ts, which
// only the server and the account and clinic forms load.

/** A uuid in a payload, lower case (one spelling per row: lib/validation/params.ts says why). */
export const uuidField = (message = "Validation.invalidType") => z.uuid(message).transform((value) => value.toLowerCase());

/** Required free text, cleaned like optionalText; `required` is the message for a missing or blank value. */
export const requiredText = (max: number, required: string, clean: (value: string) => string = safeLine) =>
  z.string(required).transform(clean).pipe(z.string().trim().min(1, required).max(max, "Validation.tooLong"));

/**
 * One item of a free-text list (a clinic's services, its specialists): one-line
 * text cleaned like every other field, so no hidden character is stored in a
 * list either; an item blank once cleaned is refused.
 */
export const listItemText = (max: number) => requiredText(max, "Validation.required");

/** An emptied input ("", spaces) and null both mean "no value"; anything else passes through. */
export const blankToNull = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value);

/**
 * Optional free text. Absent stays absent (a PATCH leaves the field alone);
 * blank or null is null (nothing given, or the field cleared). `clean`
 * (lib/text/safe-text.ts: safeLine, or safeMultiline where line breaks belong)
 * runs before the length check, so no hidden character is ever stored.
 */
export const optionalText = (max: number, clean: (value: string) => string = safeLine) =>
  z
    .string("Validation.invalidType")
    .transform(clean)
    .pipe(z.string().trim().max(max, "Validation.tooLong"))
    .transform((value) => value || null)
    .nullable()
    .optional();

/** A form's number: its text ("22.3") read as a number, "" (an emptied input) and null as null; undefined stays absent. */
export const formNumber = (value: unknown) => {
  const v = blankToNull(value);
  return typeof v === "string" ? Number(v) : v;
};

/** A latitude or longitude in [min, max], or null; numbers and form text alike. */
export const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(formNumber, z.number(message).min(min, message).max(max, message).nullable()).optional();

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** What a phone number looks like (at least 8 digits): the check a browser can afford. */
export const looksLikePhone = (value: string) => PHONE_CHARACTERS.test(value) && value.replace(/\D/g, "").length >= 8;

/**
 * A phone number as typed, checked for its shape only. The wizard uses it as
 * is; lib/validation/phone.ts adds the number's real validity and E.164 form.
 * `required` is the message for a missing or empty value.
 */
export const phoneText = (required = "Validation.invalidPhone") =>
  z.string(required).trim().min(1, required).max(40, "Validation.tooLong").refine(looksLikePhone, "Validation.invalidPhone");

/** What an idempotency key may look like (a UUID fits): the Idempotency-Key header, the wizard's hidden field. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
