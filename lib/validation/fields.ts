import { z } from "zod";
import { safeLine } from "@/lib/text/safe-text";

// Field schemas shared by every payload: one rule and one message
// for each kind of field. Client-safe and light: the wizard's checks load them.
// The full phone check (libphonenumber-js) is lib/validation/phone.ts, which
// only the server and the account and clinic forms load.

/** A uuid in a payload, lower case (one spelling per row: lib/validation/uuid.ts says why). */
export const uuidField = (message = "Validation.invalidType") => z.uuid(message).transform((value) => value.toLowerCase());

type TextRule = {
  /** lib/text/safe-text.ts: safeLine (the default), or safeMultiline where line breaks belong. */
  clean?: (value: string) => string;
  /** The fewest characters, once cleaned and trimmed, and the message for fewer. */
  min?: number;
  short?: string;
  /** The message for a value that is not text. */
  type?: string;
};

/**
 * Free text the one way: cleaned first (so no hidden character is stored or
 * counted), trimmed, then measured. The blank string stays a string here;
 * requiredText refuses it, optionalText reads it as null.
 */
export const cleanText = (
  max: number,
  { clean = safeLine, min = 0, short = "Validation.required", type = "Validation.invalidType" }: TextRule = {},
) => z.string(type).transform(clean).pipe(z.string().trim().min(min, short).max(max, "Validation.tooLong"));

/**
 * Required free text, cleaned like optionalText; `required` is the message for
 * a missing, blank or (with `min`) too short value.
 */
export const requiredText = (max: number, required: string, { clean, min = 1 }: Pick<TextRule, "clean" | "min"> = {}) =>
  cleanText(max, { clean, min, short: required, type: required });

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
  cleanText(max, { clean })
    .transform((value) => value || null)
    .nullable()
    .optional();

/** An e-mail address, in every payload that takes one: trimmed, lower case, at most 254 characters. */
export const emailField = () =>
  z.string("Validation.invalidEmail").trim().toLowerCase().max(254, "Validation.tooLong").pipe(z.email("Validation.invalidEmail"));

/** An address that may be left out (a clinic's): blank, null or absent is null. */
export const optionalEmailField = () =>
  z
    .string("Validation.invalidEmail")
    .nullable()
    .optional()
    .transform((value) => value?.trim() || null)
    .pipe(emailField().nullable());

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
