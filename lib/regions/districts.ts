import { PLACES, type RegionCode } from "@/lib/geo/gazetteer";
import type { LatLng } from "@/lib/geo/distance";

// The 18 districts of Hong Kong (a page each, /districts/<slug>),
// from the gazetteer's district entries (data/hk-places.json): the point is
// a representative spot in the district's main built-up area, which the
// district page measures from. Client-safe.

export type District = {
  slug: string;
  /** "Sha Tin" (the official name without "District"). */
  nameEn: string;
  /** 沙田區 */
  nameZh: string;
  /** The gazetteer's and the clinic data's official name: "Sha Tin District". */
  officialEn: string;
  regionCode: RegionCode;
  centre: LatLng;
};

const slugOf = (officialEn: string) =>
  officialEn
    .replace(/ District$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

export const DISTRICTS: readonly District[] = PLACES.filter((p) => p.kind === "district").map((p) => ({
  slug: slugOf(p.district),
  nameEn: p.district.replace(/ District$/, ""),
  nameZh: p.nameZh,
  officialEn: p.district,
  regionCode: p.regionCode,
  centre: { latitude: p.latitude, longitude: p.longitude },
}));

const BY_SLUG = new Map(DISTRICTS.map((d) => [d.slug, d]));
const BY_OFFICIAL = new Map(DISTRICTS.map((d) => [d.officialEn, d]));

export const districtBySlug = (slug: string | null | undefined): District | null => (slug ? (BY_SLUG.get(slug) ?? null) : null);

/** "Sha Tin District" (the clinic data's `district`) → its slug; null for anything else. */
export const districtSlugOf = (officialEn: string | null | undefined): string | null =>
  officialEn ? (BY_OFFICIAL.get(officialEn)?.slug ?? null) : null;
