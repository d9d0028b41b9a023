import "server-only";
import { locateTypedPlace } from "@/lib/geo/address-lookup";
import { PLACES } from "@/lib/geo/gazetteer";
import type { PlaceOption, ResolvePlaceResult } from "./schemas";

/**
 * Whether the place an owner typed can be placed (the same rule as the
 * request's own, lib/emergency/service.ts). When it cannot, the 18 districts
 * and the gazetteer's areas as a picker: every label resolves exactly.
 */
export async function resolveTypedPlace(q: string, locale: "en" | "zh-HK"): Promise<ResolvePlaceResult> {
  const place = await locateTypedPlace(q);
  if (place) return { found: true, precision: place.precision };
  return { found: false, options: placeOptions(locale) };
}

export function placeOptions(locale: "en" | "zh-HK"): PlaceOption[] {
  const collator = new Intl.Collator(locale);
  return PLACES.map((p) => ({ label: locale === "zh-HK" ? p.nameZh : p.nameEn, kind: p.kind })).sort(
    (a, b) => (a.kind === b.kind ? collator.compare(a.label, b.label) : a.kind === "district" ? -1 : 1),
  );
}
