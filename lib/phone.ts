import { parsePhoneNumberFromString } from "libphonenumber-js/min";

// Whether a phone number is real, and its E.164 form for storage (tel:, wa.me and
// the WhatsApp Cloud API all receive the same number). A bare number is read as
// a Hong Kong one; a foreign number needs its +country code.
//
// The "min" build: its metadata knows each country's lengths and leading digits,
// which is all isValid() needs (29 KB gzip bundled, against 34 KB for "mobile",
// whose extra metadata tells mobile from fixed lines, and 50 KB for "max"). Even
// so it is kept out of the emergency wizard's download: the wizard checks the
// shape of a number (lib/validation/fields.ts) and the server checks the number.

/** E.164 ("+85227812386") when the input is a valid number; null otherwise. */
export function normalizePhone(input: string | null | undefined): string | null {
  const trimmed = input?.trim();
  if (!trimmed) return null;
  // "00" is how an international number is dialled from Hong Kong: the same as "+".
  const international = trimmed.startsWith("00") ? `+${trimmed.slice(2)}` : trimmed;
  // extract: false: the whole input must be the number ("call 2781 2386" is not one).
  const parsed = parsePhoneNumberFromString(international, { defaultCountry: "HK", extract: false });
  return parsed?.isValid() ? parsed.number : null;
}
