import "server-only";
import { db } from "@/lib/db";
import { executeSql } from "@/lib/db/sql";
import { Prisma } from "@/lib/generated/prisma/client";

// Synthetic clinics for load tests and the admin-list benchmark (never demo
// data): N clinics spread over Hong Kong's three regions, inserted in SQL in one
// statement per batch. Names start with "Synthetic" so they are easy to remove.

const BATCH = 5000;

/** Inserts `count` synthetic clinics; returns how many were inserted. Needs the regions (npm run db:seed). */
export async function insertSyntheticClinics(count: number, { prefix = "Synthetic" } = {}): Promise<number> {
  const regions = await db.region.findMany({ select: { id: true, code: true } });
  if (regions.length === 0) throw new Error("No regions: run npm run db:seed first");
  const ordered = regions.sort((a, b) => a.code.localeCompare(b.code)).map((r) => r.id);
  const runId = Date.now().toString(36);
  let inserted = 0;
  for (let offset = 0; offset < count; offset += BATCH) {
    const n = Math.min(BATCH, count - offset);
    // Deterministic spread over Hong Kong's bounding box (22.20–22.50 N,
    // 113.85–114.35 E), a distinct point for each i (two prime moduli); every
    // 12th without coordinates, every 7th 24-hour, every 11th a support
    // hospital, every 5th unavailable.
    inserted += await executeSql(Prisma.sql`
      INSERT INTO clinics (name, name_zh, address, address_zh, phone, whatsapp, email, region_id,
                           is_24_hour, is_available, is_support_hospital, latitude, longitude, coord_precision, services)
      SELECT ${prefix} || ' Clinic ' || ${runId} || '-' || i,
             '合成診所 ' || i,
             i || ' Synthetic Road, Block ' || (i % 97),
             '合成道 ' || i || ' 號',
             '+852 2' || lpad(((i::bigint * 7919) % 10000000)::text, 7, '0'),
             CASE WHEN i % 3 = 0 THEN '+852 9' || lpad(((i::bigint * 104729) % 10000000)::text, 7, '0') END,
             CASE WHEN i % 4 = 0 THEN 'clinic' || i || '@synthetic.example' END,
             (${ordered}::uuid[])[1 + (i % ${ordered.length})],
             i % 7 = 0, i % 5 <> 0, i % 11 = 0,
             CASE WHEN i % 12 <> 0 THEN round((22.20 + 0.30 * ((i::bigint * 7919) % 30011) / 30011.0)::numeric, 6) END,
             CASE WHEN i % 12 <> 0 THEN round((113.85 + 0.50 * ((i::bigint * 104729) % 50021) / 50021.0)::numeric, 6) END,
             CASE WHEN i % 12 <> 0 THEN 'building' END,
             ARRAY['general']
      FROM generate_series(${offset + 1}::int, ${offset + n}::int) AS i`);
  }
  return inserted;
}

/**
 * Settles clinics after a bulk insert, as autovacuum would within minutes in production: the planner's
 * statistics, and the visibility map that lets the admin list's counts scan indexes alone. Without the
 * VACUUM, the measured figure depended on whether autovacuum happened to run first: the stat cards'
 * counts over 100,000 fresh rows made 29,883 heap fetches and took 49.8 ms, against 15–18 ms once
 * vacuumed (admin growth read 0.92x in one run and 0.39x in the next, 2026-11-26).
 */
export async function vacuumAnalyzeClinics(): Promise<void> {
  await executeSql(Prisma.sql`VACUUM (ANALYZE) clinics`);
}
