// Hong Kong phone numbers: stored in E.164 (+852 and 8 digits) so that tel:,
// wa.me and the WhatsApp Cloud API all receive the same number.

const HK_COUNTRY_CODE = "852";

/** Digits only, with 852 added to a bare 8-digit Hong Kong number (wa.me / Cloud API form). */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 8) return HK_COUNTRY_CODE + digits;
  return digits;
}

/** E.164 for storage and tel: links; null when the input holds no plausible number. */
export function normalizePhone(input: string | null | undefined): string | null {
  if (!input) return null;
  const trimmed = input.trim();
  const digits = phoneDigits(trimmed.startsWith("00") ? trimmed.slice(2) : trimmed);
  if (digits.length < 8 || digits.length > 15) return null;
  return `+${digits}`;
}

/** For reading aloud and dialling by hand: "+852 2781 2386"; other numbers as stored. */
export function displayPhone(phone: string): string {
  const hk = /^\+852(\d{4})(\d{4})$/.exec(phone);
  return hk ? `+852 ${hk[1]} ${hk[2]}` : phone;
}
