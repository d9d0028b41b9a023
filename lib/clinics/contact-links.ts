import { normalizePhone, phoneDigits } from "@/lib/phone";
import { whatsappUrl } from "./directory-query";

/** tel: link in E.164 when the stored number allows it. */
export function telHref(phone: string): string {
  return `tel:${normalizePhone(phone) ?? phone.replace(/[^\d+]/g, "")}`;
}

/** wa.me link, or null for a clinic without WhatsApp. */
export function whatsappHref(whatsapp: string | null): string | null {
  if (!whatsapp) return null;
  const digits = phoneDigits(whatsapp);
  return digits.length >= 8 ? whatsappUrl(digits) : null;
}

/** A maps search at the clinic's coordinates (or its address when it has none). */
export function mapsHref(clinic: { latitude: number | null; longitude: number | null; address: string }): string {
  const query =
    clinic.latitude !== null && clinic.longitude !== null ? `${clinic.latitude.toFixed(6)},${clinic.longitude.toFixed(6)}` : clinic.address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The clinic's website when it is an http(s) URL (anything else is never linked or published). */
export function safeWebsite(website: string | null): string | null {
  return website && /^https?:\/\//i.test(website) ? website : null;
}
