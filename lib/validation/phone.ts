import { z } from "zod";
import { normalizePhone } from "@/lib/phone";
import { phoneText } from "./fields";

// The phone rule where numbers are stored: the shape (lib/validation/fields.ts),
// then libphonenumber-js decides whether the number exists (Hong Kong by
// default, others with +country code); the value becomes its E.164 form.

/** A required phone number, as E.164. `required`: the message for a missing one. */
export const phone = (required?: string) =>
  phoneText(required).transform((value, ctx) => {
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: "Validation.invalidPhone" });
      return z.NEVER;
    }
    return e164;
  });

/** An optional phone number (a clinic's WhatsApp): blank or null is null, absent stays absent. */
export const optionalPhone = () =>
  z
    .string("Validation.invalidType")
    .trim()
    .transform((value) => value || null)
    .pipe(phone().nullable())
    .nullable()
    .optional();
