-- The admin list's stat cards at 100,000 clinics (issue 31). Counting every
-- clinic, the 24-hour ones, the support hospitals and those without GPS on each
-- page load took 15–18 ms at 100,000 clinics even on their partial indexes
-- (index-only scans, vacuumed), a third of the page's throughput. Those four
-- figures change only when a clinic is added, removed or has one of those
-- fields changed, so they are kept here, by statement-level triggers on clinics
-- that every write path fires (seed, import, admin, tests; a dump restores this
-- row with its table), and read as one row. "Accepting" depends on the clock
-- and stays a live count on its small claim index. The partial indexes of
-- 20261126020000 stay: the admin list's 24-hour, support and missing-GPS
-- filters read them. lib/clinics/admin-list.db.test.ts checks the row against
-- plain counts after inserts, updates, deletes and a truncate.
CREATE TABLE "clinic_counts" (
    "id" BOOLEAN NOT NULL DEFAULT true,
    "total" INTEGER NOT NULL,
    "h24" INTEGER NOT NULL,
    "support" INTEGER NOT NULL,
    "missing_gps" INTEGER NOT NULL,
    CONSTRAINT "clinic_counts_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "clinic_counts_one_row" CHECK ("id")
);

INSERT INTO "clinic_counts" ("id", "total", "h24", "support", "missing_gps")
SELECT true, count(*), count(*) FILTER (WHERE "is_24_hour"), count(*) FILTER (WHERE "is_support_hospital"),
       count(*) FILTER (WHERE "latitude" IS NULL OR "longitude" IS NULL)
FROM "clinics";

-- One function for the four events; each branch reads only the transition
-- tables its trigger declares (PL/pgSQL plans a statement when it first runs).
-- The counter row is written only when a figure moves, so an availability
-- toggle does not queue behind another clinic's write.
CREATE FUNCTION clinic_counts_apply() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  d_total INTEGER := 0;
  d_h24 INTEGER := 0;
  d_support INTEGER := 0;
  d_missing INTEGER := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "clinic_counts" SET "total" = 0, "h24" = 0, "support" = 0, "missing_gps" = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*), count(*) FILTER (WHERE "is_24_hour"), count(*) FILTER (WHERE "is_support_hospital"),
           count(*) FILTER (WHERE "latitude" IS NULL OR "longitude" IS NULL)
      INTO d_total, d_h24, d_support, d_missing
      FROM clinic_counts_new;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT d_total - count(*), d_h24 - count(*) FILTER (WHERE "is_24_hour"),
           d_support - count(*) FILTER (WHERE "is_support_hospital"),
           d_missing - count(*) FILTER (WHERE "latitude" IS NULL OR "longitude" IS NULL)
      INTO d_total, d_h24, d_support, d_missing
      FROM clinic_counts_old;
  END IF;
  IF d_total <> 0 OR d_h24 <> 0 OR d_support <> 0 OR d_missing <> 0 THEN
    UPDATE "clinic_counts"
       SET "total" = "total" + d_total, "h24" = "h24" + d_h24, "support" = "support" + d_support,
           "missing_gps" = "missing_gps" + d_missing;
  END IF;
  RETURN NULL;
END
$$;

-- A trigger with transition tables takes one event (PostgreSQL's rule), hence four.
CREATE TRIGGER "clinic_counts_insert" AFTER INSERT ON "clinics"
  REFERENCING NEW TABLE AS clinic_counts_new FOR EACH STATEMENT EXECUTE FUNCTION clinic_counts_apply();
CREATE TRIGGER "clinic_counts_update" AFTER UPDATE ON "clinics"
  REFERENCING OLD TABLE AS clinic_counts_old NEW TABLE AS clinic_counts_new FOR EACH STATEMENT EXECUTE FUNCTION clinic_counts_apply();
CREATE TRIGGER "clinic_counts_delete" AFTER DELETE ON "clinics"
  REFERENCING OLD TABLE AS clinic_counts_old FOR EACH STATEMENT EXECUTE FUNCTION clinic_counts_apply();
CREATE TRIGGER "clinic_counts_truncate" AFTER TRUNCATE ON "clinics"
  FOR EACH STATEMENT EXECUTE FUNCTION clinic_counts_apply();
