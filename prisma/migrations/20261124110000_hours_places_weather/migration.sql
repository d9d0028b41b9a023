-- Where and when (issue 16).
-- Structured opening hours (lib/clinics/hours.ts): 7 entries, Monday first;
-- public-holiday hours: NULL = not stated, [] = stated closed.
ALTER TABLE "clinics" ADD COLUMN "weekly_hours" JSONB;
ALTER TABLE "clinics" ADD COLUMN "public_holiday_hours" JSONB;
ALTER TABLE "clinics" ADD COLUMN "hours_source" TEXT;
ALTER TABLE "clinics" ADD COLUMN "hours_confidence" TEXT;
-- The neighbourhood an approximate ('area') point stands for, shown instead of a distance.
ALTER TABLE "clinics" ADD COLUMN "area_name" TEXT;
ALTER TABLE "clinics" ADD COLUMN "area_name_zh" TEXT;
-- Open during Typhoon Signal No. 8 or higher / the Black Rainstorm Warning: NULL = not known.
ALTER TABLE "clinics" ADD COLUMN "open_during_typhoon" BOOLEAN;
ALTER TABLE "clinics" ADD COLUMN "open_during_black_rain" BOOLEAN;
-- What the seed last wrote into its own fields: a re-seed updates a field only
-- while it still holds that value, so an admin's edit is never overwritten.
ALTER TABLE "clinics" ADD COLUMN "seed_snapshot" JSONB;

-- Hong Kong general holidays from the government's 1823 calendar feed.
CREATE TABLE "public_holidays" (
    "date" DATE NOT NULL,
    "name" TEXT NOT NULL,
    CONSTRAINT "public_holidays_pkey" PRIMARY KEY ("date")
);

-- The last state of each outside feed (the Observatory's warnings, the
-- holiday calendar): what it said, when it last answered, and its last error.
CREATE TABLE "feed_states" (
    "name" TEXT NOT NULL,
    "data" JSONB,
    "fetched_at" TIMESTAMP(3),
    "checked_at" TIMESTAMP(3),
    "error" TEXT,
    CONSTRAINT "feed_states_pkey" PRIMARY KEY ("name")
);
