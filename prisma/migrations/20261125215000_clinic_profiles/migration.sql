-- Hospital profiles (issue 28): what each hospital can do at night, one row
-- per group of facts with its source ('clinic', 'admin' or 'public'), who set
-- it and when. A missing row or a null inside a value means unknown.
CREATE TABLE "clinic_profile_facts" (
    "clinic_id" UUID NOT NULL,
    "group" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "source" TEXT NOT NULL,
    "source_url" TEXT,
    "quote" TEXT,
    "as_of" DATE,
    "set_by" UUID,
    "set_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "clinic_profile_facts_pkey" PRIMARY KEY ("clinic_id", "group")
);

ALTER TABLE "clinic_profile_facts" ADD CONSTRAINT "clinic_profile_facts_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "clinic_profile_facts" ADD CONSTRAINT "clinic_profile_facts_set_by_fkey" FOREIGN KEY ("set_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
