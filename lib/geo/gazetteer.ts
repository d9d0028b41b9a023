import places from "@/data/hk-places.json";
import { localized } from "@/lib/i18n/localized";
import { haversineKm, type LatLng } from "./distance";

// Offline Hong Kong gazetteer (data/hk-places.json, provenance in data/README.md):
// turns a typed place or a clinic address into an approximate point.

export type { RegionCode } from "@/lib/domain/enums";
import type { RegionCode } from "@/lib/domain/enums";
export type Place = {
  nameEn: string;
  nameZh: string;
  aliases: string[];
  regionCode: RegionCode;
  district: string;
  latitude: number;
  longitude: number;
  kind: "district" | "area";
};

export const PLACES = places as Place[];

type Label = { text: string; place: Place; pattern: RegExp };

const STREET_WORDS = /^\s*(road|rd\.?|street|st\.?|avenue|ave\.?|lane|path|terrace|drive|circuit|square)\b/i;

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function isCjk(text: string) {
  return /[\u3400-\u9fff]/.test(text);
}

function labelPattern(text: string): RegExp {
  if (isCjk(text)) return new RegExp(escape(text), "g");
  // Short all-caps abbreviations (TST, MK, DB) match only as written, so "db" in a
  // word or an e-mail address is not taken for Discovery Bay.
  const abbreviation = /^[A-Z]{2,4}$/.test(text);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(text).replace(/\\?[ -]/g, "[\\s-]?")}(?![\\p{L}\\p{N}])`, abbreviation ? "gu" : "giu");
}

const LABELS: Label[] = PLACES.flatMap((place) =>
  [place.nameEn, place.nameZh, ...place.aliases].map((text) => ({ text, place, pattern: labelPattern(text) })),
);

type Match = { place: Place; start: number; end: number; length: number; isStreet: boolean };

function findMatches(text: string): Match[] {
  const raw: Match[] = [];
  for (const label of LABELS) {
    for (const m of text.matchAll(label.pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      // "Tai Po Road" in a Sham Shui Po address names a street, not the place.
      const isStreet = !isCjk(label.text) && STREET_WORDS.test(text.slice(end));
      raw.push({ place: label.place, start, end, length: m[0].length, isStreet });
    }
  }
  // A label inside a longer one is not a match of its own: "Sai Wan" in "Sai Wan Ho Street".
  const covered = (m: Match) => raw.some((o) => o !== m && o.length > m.length && o.start <= m.start && o.end >= m.end);
  return raw.filter((m) => !m.isStreet && !covered(m));
}

/** The comma-separated parts of an address ("Tai Wai", "Sha Tin", "N.T."). */
function segmentBounds(text: string) {
  const bounds: { start: number; end: number }[] = [];
  let offset = 0;
  for (const part of text.split(",")) {
    const lead = part.length - part.trimStart().length;
    bounds.push({ start: offset + lead, end: offset + part.trimEnd().length });
    offset += part.length + 1;
  }
  return bounds;
}

function normalise(text: string) {
  return text.normalize("NFKC").replace(/\s+/g, " ").trim();
}

/**
 * A place typed by an owner ("Mong Kok", "旺角", "near TST MTR"): the longest
 * matching label wins ("Sai Wan Ho" before "Sai Wan"), areas before districts.
 */
export function resolvePlace(input: string): Place | null {
  const text = normalise(input);
  if (!text) return null;
  const matches = findMatches(text);
  if (!matches.length) return null;
  matches.sort((a, b) => b.length - a.length || (a.place.kind === "area" ? -1 : 1) - (b.place.kind === "area" ? -1 : 1));
  return matches[0].place;
}

/**
 * A clinic's locality from its address. English addresses run from the shop to
 * the district, so the last area named is the locality; streets named after
 * places are skipped. Falls back to the Chinese address, then to the district.
 */
export function locateAddress(input: { addressEn?: string | null; addressZh?: string | null; district?: string | null }): Place | null {
  const addressEn = normalise(input.addressEn ?? "");
  const en = findMatches(addressEn).filter((m) => m.place.kind === "area");
  if (en.length) {
    // "Tai Wai, Sha Tin, N.T.": the first part that is wholly a place is the most specific.
    const bounds = segmentBounds(addressEn);
    const whole = en.filter((m) => bounds.some((b) => b.start === m.start && b.end === m.end)).sort((a, b) => a.start - b.start);
    if (whole.length) return whole[0].place;
    en.sort((a, b) => b.end - a.end || b.length - a.length);
    return en[0].place;
  }
  const zh = findMatches(normalise(input.addressZh ?? "")).filter((m) => m.place.kind === "area");
  if (zh.length) {
    // Chinese addresses run from the region down, so the first area is the locality.
    zh.sort((a, b) => a.start - b.start || b.length - a.length);
    return zh[0].place;
  }
  if (input.district) {
    return PLACES.find((p) => p.kind === "district" && p.district === input.district) ?? null;
  }
  return null;
}

/** A place's name in a language (English unless the page is Chinese). */
export function placeName(place: Place, locale: string): string {
  return localized(locale, place.nameEn, place.nameZh);
}

/**
 * The place a text is wholly the name of (a picked label, or a name typed on
 * its own, any case: "mong kok", 「旺角」), else null: a longer text such as
 * "Block 3, Mei Foo Sun Chuen" is the owner's own words and is not rewritten.
 */
export function placeNamed(input: string | null | undefined): Place | null {
  const text = normalise(input ?? "").toLowerCase();
  if (!text) return null;
  return LABELS.find((label) => label.text.toLowerCase() === text)?.place ?? null;
}

/** A typed place in `locale`: a place's own name is translated, anything else stays as typed. */
export function placeText(input: string, locale: string): string {
  const place = placeNamed(input);
  return place ? placeName(place, locale) : normalise(input);
}

/** The gazetteer place nearest a point (areas and district centres alike). */
export function nearestPlace(point: LatLng): Place {
  let best = PLACES[0];
  let bestKm = Infinity;
  for (const place of PLACES) {
    const km = haversineKm(point, place);
    if (km < bestKm) [best, bestKm] = [place, km];
  }
  return best;
}

/** The district centre a point is (an owner who picked "Sha Tin District"), or null. */
export function districtCentreAt(point: LatLng): Place | null {
  return PLACES.find((p) => p.kind === "district" && haversineKm(point, p) < 0.05) ?? null;
}
