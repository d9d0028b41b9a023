-- The admin clinic list at 100,000 clinics (issue 31): its "accepting" filter and
-- its stat cards read small partial indexes instead of the whole table. Before:
-- the stat cards were one aggregate over every clinic (a sequential scan, ~120 ms
-- under load) and the filtered page read every 24-hour clinic (~14,000) to find
-- the few accepting ones. lib/clinics/admin-list.db.test.ts shows the plans.
-- Partial indexes cannot be declared in schema.prisma; the drift check allows
-- indexes beyond the schema's.

-- The availability claim (acceptingClaimSql): switched on, set by someone, recently.
CREATE INDEX "clinics_availability_claim_idx" ON "clinics"("availability_updated_at")
  WHERE "is_available" AND "availability_source" IS NOT NULL;

-- The stat cards' counts, each an index-only scan of its own rows.
CREATE INDEX "clinics_24_hour_idx" ON "clinics"("id") WHERE "is_24_hour";
CREATE INDEX "clinics_support_hospital_idx" ON "clinics"("id") WHERE "is_support_hospital";
CREATE INDEX "clinics_missing_gps_idx" ON "clinics"("id") WHERE "latitude" IS NULL OR "longitude" IS NULL;
