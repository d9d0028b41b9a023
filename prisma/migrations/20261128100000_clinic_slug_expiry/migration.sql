-- Former clinic slugs expire, so that renaming a clinic cannot reserve public
-- /clinics/<name> addresses. A rename keeps the old address for 30 days (its
-- URL answers 308 to the new one while links and search engines catch up), and
-- a clinic holds at most 3 such addresses at a time: a fourth rename lets the
-- oldest go. An expired address is free: it answers 404 and another clinic may
-- take it. An admin's rename keeps the old address for good (expires_at NULL,
-- set by lib/clinics/admin.ts in the rename's transaction); staff cannot.
ALTER TABLE "clinic_slug_history" ADD COLUMN "expires_at" TIMESTAMP(3);

-- Addresses kept so far: 30 days from now, like any other; then each clinic's 3 newest.
UPDATE "clinic_slug_history" SET "expires_at" = CURRENT_TIMESTAMP + interval '30 days';
DELETE FROM "clinic_slug_history" h
WHERE (
  SELECT count(*) FROM "clinic_slug_history" n
  WHERE n."clinic_id" = h."clinic_id" AND (n."created_at", n."slug") > (h."created_at", h."slug")
) >= 3;

-- Held by another clinic now, or once and not yet expired.
CREATE OR REPLACE FUNCTION clinic_slug_taken(candidate TEXT, own UUID) RETURNS BOOLEAN LANGUAGE sql VOLATILE AS $$
  SELECT EXISTS (SELECT 1 FROM "clinics" WHERE "slug" = candidate AND "id" <> own)
      OR EXISTS (
        SELECT 1 FROM "clinic_slug_history"
        WHERE "slug" = candidate AND "clinic_id" <> own AND ("expires_at" IS NULL OR "expires_at" > CURRENT_TIMESTAMP)
      )
$$;

CREATE OR REPLACE FUNCTION clinics_assign_slug() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."slug" IS NULL THEN
      NEW."slug" := clinic_pick_slug(NEW."name", coalesce(NEW."area_name", NEW."district"), NEW."id");
    END IF;
    -- An expired former address of another clinic, taken now: it no longer points there.
    DELETE FROM "clinic_slug_history" WHERE "slug" = NEW."slug" AND "expires_at" <= CURRENT_TIMESTAMP;
    RETURN NEW;
  END IF;
  IF NEW."name" IS DISTINCT FROM OLD."name" AND NEW."slug" IS NOT DISTINCT FROM OLD."slug" THEN
    NEW."slug" := clinic_pick_slug(NEW."name", coalesce(NEW."area_name", NEW."district"), NEW."id");
  END IF;
  IF NEW."slug" IS NULL THEN
    NEW."slug" := OLD."slug";
  END IF;
  IF OLD."slug" IS NOT NULL AND NEW."slug" IS DISTINCT FROM OLD."slug" THEN
    -- Its own former address taken back, or another clinic's expired one.
    DELETE FROM "clinic_slug_history"
    WHERE "slug" = NEW."slug" AND ("clinic_id" = NEW."id" OR "expires_at" <= CURRENT_TIMESTAMP);
    -- clock_timestamp(): two renames in one transaction are still told apart by age.
    INSERT INTO "clinic_slug_history" ("slug", "clinic_id", "created_at", "expires_at")
    VALUES (OLD."slug", OLD."id", clock_timestamp(), CURRENT_TIMESTAMP + interval '30 days')
    ON CONFLICT ("slug") DO UPDATE
      SET "clinic_id" = EXCLUDED."clinic_id", "created_at" = EXCLUDED."created_at", "expires_at" = EXCLUDED."expires_at";
    -- This clinic's expired addresses go, and all but its 3 newest that are still to expire.
    DELETE FROM "clinic_slug_history"
    WHERE "clinic_id" = OLD."id" AND "expires_at" IS NOT NULL
      AND "slug" NOT IN (
        SELECT "slug" FROM "clinic_slug_history"
        WHERE "clinic_id" = OLD."id" AND "expires_at" > CURRENT_TIMESTAMP
        ORDER BY "created_at" DESC, "slug" DESC
        LIMIT 3
      );
  END IF;
  RETURN NEW;
END
$$;
