-- Readable clinic URLs (issue 32): /clinics/<slug> from the English name, with
-- the area (or district) added when another clinic holds the name's slug. A
-- trigger sets it on every insert and rename, whoever writes the row (seed,
-- import, admin, tests), so no write path can forget it. A rename takes the new
-- name's slug and keeps the old one in clinic_slug_history, whose URLs answer
-- 308 to the current one; renaming back reclaims the old slug.
ALTER TABLE "clinics" ADD COLUMN "slug" TEXT;
ALTER TABLE "clinics" ADD COLUMN "district" TEXT;
CREATE UNIQUE INDEX "clinics_slug_key" ON "clinics"("slug");

CREATE TABLE "clinic_slug_history" (
    "slug" TEXT NOT NULL,
    "clinic_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "clinic_slug_history_pkey" PRIMARY KEY ("slug")
);
CREATE INDEX "clinic_slug_history_clinic_id_idx" ON "clinic_slug_history"("clinic_id");
ALTER TABLE "clinic_slug_history" ADD CONSTRAINT "clinic_slug_history_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- "Dr. Sun's Vet (Mui Wo)" → "dr-sun-s-vet-mui-wo": lower-case ASCII letters and digits, runs of anything else one hyphen.
CREATE FUNCTION clinic_slug_part(words TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(lower(coalesce(words, '')), '[^a-z0-9]+', '-', 'g')), 80))
$$;

-- Held by another clinic now, or once (an old slug keeps pointing to its clinic).
CREATE FUNCTION clinic_slug_taken(candidate TEXT, own UUID) RETURNS BOOLEAN LANGUAGE sql VOLATILE AS $$
  SELECT EXISTS (SELECT 1 FROM "clinics" WHERE "slug" = candidate AND "id" <> own)
      OR EXISTS (SELECT 1 FROM "clinic_slug_history" WHERE "slug" = candidate AND "clinic_id" <> own)
$$;

-- The name's slug; when taken, name + place ("acme-vets-sha-tin"); when that is taken too, a counter.
CREATE FUNCTION clinic_pick_slug(clinic_name TEXT, place TEXT, own UUID) RETURNS TEXT LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  base TEXT := coalesce(nullif(clinic_slug_part(clinic_name), ''), 'clinic');
  qualified TEXT := base;
  candidate TEXT;
  n INTEGER := 2;
BEGIN
  IF NOT clinic_slug_taken(base, own) THEN
    RETURN base;
  END IF;
  IF clinic_slug_part(place) <> '' THEN
    qualified := base || '-' || clinic_slug_part(place);
  END IF;
  candidate := qualified;
  WHILE clinic_slug_taken(candidate, own) LOOP
    candidate := qualified || '-' || n;
    n := n + 1;
  END LOOP;
  RETURN candidate;
END
$$;

-- Existing clinics, oldest first (the first of two namesakes keeps the plain name).
DO $$
DECLARE
  r RECORD;
BEGIN
  FOR r IN SELECT "id", "name", "area_name" FROM "clinics" ORDER BY "created_at", "id" LOOP
    UPDATE "clinics" SET "slug" = clinic_pick_slug(r."name", r."area_name", r."id") WHERE "id" = r."id";
  END LOOP;
END
$$;

CREATE FUNCTION clinics_assign_slug() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."slug" IS NULL THEN
      NEW."slug" := clinic_pick_slug(NEW."name", coalesce(NEW."area_name", NEW."district"), NEW."id");
    END IF;
    RETURN NEW;
  END IF;
  IF NEW."name" IS DISTINCT FROM OLD."name" AND NEW."slug" IS NOT DISTINCT FROM OLD."slug" THEN
    NEW."slug" := clinic_pick_slug(NEW."name", coalesce(NEW."area_name", NEW."district"), NEW."id");
  END IF;
  IF NEW."slug" IS NULL THEN
    NEW."slug" := OLD."slug";
  END IF;
  IF OLD."slug" IS NOT NULL AND NEW."slug" IS DISTINCT FROM OLD."slug" THEN
    INSERT INTO "clinic_slug_history" ("slug", "clinic_id") VALUES (OLD."slug", OLD."id") ON CONFLICT ("slug") DO NOTHING;
    DELETE FROM "clinic_slug_history" WHERE "slug" = NEW."slug" AND "clinic_id" = NEW."id";
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER "clinics_slug" BEFORE INSERT OR UPDATE ON "clinics" FOR EACH ROW EXECUTE FUNCTION clinics_assign_slug();
