import { z } from "zod";
import { isOneOf } from "@/lib/domain/enums";
import { districtBySlug, type District } from "@/lib/regions/districts";

// /24-hour-vets?sort=&near=: every view is a plain GET URL, so
// sorting and the district picker work without JavaScript. Client-safe.

export const NIGHT_SORTS = ["district", "fee", "distance"] as const;
export type NightSort = (typeof NIGHT_SORTS)[number];

const single = z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional());

export const nightHospitalsQuerySchema = z.object({
  /** A district's slug: the list is measured from its centre. Anything else: no district. */
  near: single.transform((v): District | null => districtBySlug(v)),
  sort: single.transform((v) => (isOneOf(NIGHT_SORTS, v) ? v : null)),
});

export type NightHospitalsQuery = { near: District | null; sort: NightSort };

/** Never throws: a mangled link shows the table in its default order (by distance with a district, else by district). */
export function parseNightHospitalsQuery(params: Record<string, string | string[] | undefined>): NightHospitalsQuery {
  const { near, sort } = nightHospitalsQuerySchema.parse(params);
  const fallback: NightSort = near ? "distance" : "district";
  return { near, sort: sort === "distance" && !near ? fallback : (sort ?? fallback) };
}

/** The query string of a view (only what differs from the default). */
export function nightHospitalsSearch({ near, sort }: NightHospitalsQuery): string {
  const params = new URLSearchParams();
  if (near) params.set("near", near.slug);
  if (sort !== (near ? "distance" : "district")) params.set("sort", sort);
  const s = params.toString();
  return s ? `?${s}` : "";
}
