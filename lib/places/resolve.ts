import "server-only";
import { locateTypedPlace } from "@/lib/geo/address-lookup";
import { PLACES } from "@/lib/geo/gazetteer";
import type { PlaceOption, ResolvePlaceResult } from "./schemas";
import type { Locale } from "@/lib/i18n/locale";
import { localized } from "@/lib/i18n/localized";

/**
 * Whether the place an owner typed can be placed (the same rule as the
 * request's own, lib/emergency/service.ts). When it cannot, the 18 districts
 * and the gazetteer's areas as a picker: every label resolves exactly.
 */
export async function resolveTypedPlace(q: string, locale: Locale): Promise<ResolvePlaceResult> {
  const place = await locateTypedPlace(q);
  if (place) return { found: true, precision: place.precision };
  return { found: false, options: placeOptions(locale) };
}

export function placeOptions(locale: Locale): PlaceOption[] {
  const collator = new Intl.Collator(locale);
  return PLACES.map((p) => ({ label: localized(locale, p.nameEn, p.nameZh), kind: p.kind })).sort((a, b) =>
    a.kind === b.kind ? collator.compare(a.label, b.label) : a.kind === "district" ? -1 : 1,
  );
}
