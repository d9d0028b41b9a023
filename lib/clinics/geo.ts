import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db";
import { z } from "zod";
import { haversineKm, type LatLng } from "@/lib/geo/distance";

// All spatial SQL lives here (STYLE §3). Nearest-clinic queries order by the
// PostGIS KNN operator `<->` so the GiST index on clinics.location answers them.

/** The KNN ordering term: nearest to `point` first, answered by the GiST index on clinics.location. */
export function nearestFirst(point: LatLng) {
  return Prisma.sql`clinics.location <-> ST_SetSRID(ST_MakePoint(${point.longitude}::float8, ${point.latitude}::float8), 4326)::geography`;
}

export function knnNearestSql(point: LatLng, limit: number, where: Prisma.Sql = Prisma.sql`TRUE`) {
  return Prisma.sql`
    SELECT id, latitude::float8 AS latitude, longitude::float8 AS longitude
    FROM clinics
    WHERE status = 'active' AND location IS NOT NULL AND ${where}
    ORDER BY ${nearestFirst(point)}
    LIMIT ${limit}`;
}

const placedShape = z.object({ id: z.string(), latitude: z.number(), longitude: z.number() });

export type NearestClinic = { id: string; distanceKm: number };

/** The `limit` nearest active clinics, with haversine distances (SPEC §9). */
export async function findNearestClinicIds(point: LatLng, limit: number, where?: Prisma.Sql): Promise<NearestClinic[]> {
  const rows = await queryRows(knnNearestSql(point, limit, where), placedShape);
  return rows.map((r) => ({ id: r.id, distanceKm: haversineKm(point, r) })).sort((a, b) => a.distanceKm - b.distanceKm);
}

/** The region of the nearest active clinic, as a subquery (regions are coarse: Island, Kowloon, New Territories). */
export function nearestClinicRegionSql(point: LatLng): Prisma.Sql {
  return Prisma.sql`(SELECT region_id FROM clinics WHERE status = 'active' AND location IS NOT NULL ORDER BY ${nearestFirst(point)} LIMIT 1)`;
}
