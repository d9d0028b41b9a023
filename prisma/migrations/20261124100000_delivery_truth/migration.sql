-- Truth on screen (issue 15).
-- A clinic's availability is a claim only when someone set it: who (a user),
-- when, and as what (the clinic's staff, an admin, or the clinic's reply to
-- the daily ask). Seeded and never-touched clinics have none and show no claim.
ALTER TABLE "clinics" ADD COLUMN "availability_updated_at" TIMESTAMP(3);
ALTER TABLE "clinics" ADD COLUMN "availability_updated_by" UUID;
ALTER TABLE "clinics" ADD COLUMN "availability_source" TEXT;
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_availability_updated_by_fkey"
  FOREIGN KEY ("availability_updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A stable reason beside the raw provider text: the owner reads a translated
-- sentence chosen by the code; admins keep the raw error_message.
ALTER TABLE "messages" ADD COLUMN "error_code" TEXT;
