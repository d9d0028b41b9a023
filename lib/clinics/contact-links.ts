// Call, WhatsApp and map links. Client-safe (results cards use it): nothing
// here may import zod or the database.
import { dialString, phoneDigits } from "@/lib/phone-format";
import { mapsSearchUrl } from "@/lib/geo/map-link";
import { localizedAddress } from "@/lib/i18n/localized";

/** tel: link; stored numbers are E.164 already (lib/phone.ts). */
export function telHref(phone: string): string {
  return `tel:${dialString(phone)}`;
}

/** wa.me takes digits only (international form, no +). */
export function whatsappUrl(digits: string): string {
  return `https://wa.me/${digits}`;
}

/** wa.me link, or null for a clinic without WhatsApp. */
export function whatsappHref(whatsapp: string | null): string | null {
  if (!whatsapp) return null;
  const digits = phoneDigits(whatsapp);
  return digits.length >= 8 ? whatsappUrl(digits) : null;
}

export type Placeable = {
  latitude: number | null;
  longitude: number | null;
  /** 'area' = a neighbourhood centre standing in for the clinic: never sent as its location. */
  coordPrecision?: string | null;
  address: string;
  addressZh?: string | null;
};

/** Where maps should look: the clinic's own point, or its address (Chinese on Chinese pages) when the point is approximate or missing. */
function mapsTarget(clinic: Placeable, locale: string): string {
  if (clinic.latitude !== null && clinic.longitude !== null && clinic.coordPrecision !== "area") {
    return `${clinic.latitude.toFixed(6)},${clinic.longitude.toFixed(6)}`;
  }
  return localizedAddress(clinic, locale);
}

/** A maps search for the clinic. */
export function mapsHref(clinic: Placeable, locale = "en"): string {
  return mapsSearchUrl(mapsTarget(clinic, locale));
}

/** Turn-by-turn directions to the clinic from wherever the phone is. */
export function directionsHref(clinic: Placeable, locale = "en"): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(mapsTarget(clinic, locale))}`;
}

/** The clinic's website when it is an http(s) URL (anything else is never linked or published). */
export function safeWebsite(website: string | null): string | null {
  return website && /^https?:\/\//i.test(website) ? website : null;
}
