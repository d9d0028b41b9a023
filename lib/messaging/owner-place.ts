import { haversineKm, roundKm } from "@/lib/geo/distance";
import { mapLink } from "@/lib/geo/map-link";
import { districtCentreAt, nearestPlace, placeName, placeText } from "@/lib/geo/gazetteer";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/translator";
import type { ClinicPoint, Numeric, OwnerLocation } from "./owner-location";

// Where the owner is, as each clinic's copy says it: the WhatsApp
// template's location variable, the email, the alert's own location line, the
// demo inbox and the staff dashboard card; and as the owner's summary and
// phone script say it. In the clinic's language: the typed place (a place's own name
// translated), else the nearest gazetteer name; "approximately" when the point
// is only a district centre; the map link; and the straight-line distance from
// that clinic. Nothing from the owner's account is used.

export type OwnerPlace = {
  /** "near Mong Kok", "approximately Sha Tin District", or the typed place; null when none was given. */
  place: string | null;
  /** "about 2.3 km from you"; null without both points. */
  distance: string | null;
  mapUrl: string | null;
};

const point = (latitude: Numeric, longitude: Numeric) => {
  const lat = latitude === null ? null : Number(latitude);
  const lng = longitude === null ? null : Number(longitude);
  return lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng) ? null : { latitude: lat, longitude: lng };
};

/**
 * Where the owner is, in words, in `locale`: the typed place (a place's own name translated, anything else
 * as typed), else "near <the nearest gazetteer place>" for a GPS point; null when neither was given. Never
 * the coordinates: the owner's summary and every clinic's copy say a place.
 */
export function ownerPlaceName(owner: OwnerLocation, locale: Locale): string | null {
  const typed = owner.manualLocation?.trim();
  if (typed) return placeText(typed, locale);
  const at = point(owner.locationLatitude, owner.locationLongitude);
  if (!at) return null;
  const nearest = nearestPlace(at);
  return translator(locale, "Messaging")(nearest.kind === "district" ? "ownerPlaceApprox" : "ownerPlaceNear", {
    place: placeName(nearest, locale),
  });
}

export function ownerPlace(owner: OwnerLocation, clinic: ClinicPoint, locale: Locale): OwnerPlace {
  const t = translator(locale, "Messaging");
  const at = point(owner.locationLatitude, owner.locationLongitude);
  const from = clinic ? point(clinic.latitude, clinic.longitude) : null;
  const name = ownerPlaceName(owner, locale);
  // A typed district ("Sha Tin District") puts the owner at its centre: say so.
  const atCentre = Boolean(owner.manualLocation?.trim()) && owner.locationPrecision !== "gps" && at && districtCentreAt(at);
  return {
    place: name && atCentre ? t("ownerPlaceApprox", { place: name }) : name,
    distance: at && from ? t("ownerDistance", { km: String(roundKm(haversineKm(from, at))) }) : null,
    mapUrl: at ? mapLink(at.latitude, at.longitude) : null,
  };
}

/** One line: place · distance · map link, or "Location not given". */
export function ownerPlaceLine(place: OwnerPlace, locale: Locale): string {
  const parts = [place.place, place.distance, place.mapUrl].filter((p): p is string => !!p);
  return parts.length ? parts.join(" · ") : translator(locale, "Messaging")("locationUnknown");
}
