// Phone numbers as links and text, without judging them: client-safe (the
// results cards and the offline hospital list use it), so nothing here may load
// libphonenumber-js. Whether a number is valid is lib/phone.ts's question.

const HK_COUNTRY_CODE = "852";

/** Digits only, with 852 added to a bare 8-digit Hong Kong number (wa.me / Cloud API form). */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 8) return HK_COUNTRY_CODE + digits;
  return digits;
}

/** What a tel: link dials: stored numbers are E.164 already; a bare 8-digit number is a Hong Kong one. */
export function dialString(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, "");
  return /^\d{8}$/.test(compact) ? `+${HK_COUNTRY_CODE}${compact}` : compact;
}

/** For reading aloud and dialling by hand: "+852 2781 2386"; other numbers as stored. */
export function displayPhone(phone: string): string {
  const hk = /^\+852(\d{4})(\d{4})$/.exec(phone);
  return hk ? `+852 ${hk[1]} ${hk[2]}` : phone;
}
