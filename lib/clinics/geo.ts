import { Prisma } from "@/lib/generated/prisma/client";
import type { LatLng } from "@/lib/geo/distance";

// All spatial SQL lives here. Nearest-clinic queries order by the
// PostGIS KNN operator `<->` so the GiST index on clinics.location answers them.

/** The KNN ordering term: nearest to `point` first, answered by the GiST index on clinics.location. */
export function nearestFirst(point: LatLng) {
  return Prisma.sql`clinics.location <-> ST_SetSRID(ST_MakePoint(${point.longitude}::float8, ${point.latitude}::float8), 4326)::geography`;
}

/** The region of the nearest active clinic, as a subquery (regions are coarse: Island, Kowloon, New Territories). */
export function nearestClinicRegionSql(point: LatLng): Prisma.Sql {
  return Prisma.sql`(SELECT region_id FROM clinics WHERE status = 'active' AND location IS NOT NULL ORDER BY ${nearestFirst(point)} LIMIT 1)`;
}
