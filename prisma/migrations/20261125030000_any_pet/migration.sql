-- Any pet (issue 19): a species besides dog and cat may come with the owner's
-- own word for the animal ("other": a hedgehog), and ages are whole months so
-- a puppy's "6 months" (typed as 0.5 or "6 months") can be shown back. Existing
-- ages were whole years: they become years x 12, so old rows read as before.
ALTER TABLE "pets" ADD COLUMN "species_other" TEXT;
ALTER TABLE "pets" ADD COLUMN "age_months" INTEGER;
UPDATE "pets" SET "age_months" = "age" * 12 WHERE "age" IS NOT NULL;
ALTER TABLE "pets" DROP COLUMN "age";

ALTER TABLE "emergency_requests" ADD COLUMN "pet_species_other" TEXT;
ALTER TABLE "emergency_requests" ADD COLUMN "pet_age_months" INTEGER;
UPDATE "emergency_requests" SET "pet_age_months" = "pet_age" * 12 WHERE "pet_age" IS NOT NULL;
ALTER TABLE "emergency_requests" DROP COLUMN "pet_age";
