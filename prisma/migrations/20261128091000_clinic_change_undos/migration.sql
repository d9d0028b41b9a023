-- A change of where emergencies go (a clinic's phone, WhatsApp, e-mail, map
-- point or staff) is mailed to the clinic's other staff and the admins with a
-- link that undoes it: single use, 24 hours, only an HMAC of its token stored;
-- `changes` holds each field's value before and after.
CREATE TABLE "clinic_change_undos" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "token_hash" TEXT NOT NULL,
    "clinic_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "changed_by" UUID,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "used_by" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "clinic_change_undos_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "clinic_change_undos_token_hash_key" ON "clinic_change_undos"("token_hash");
CREATE INDEX "clinic_change_undos_clinic_id_idx" ON "clinic_change_undos"("clinic_id");
ALTER TABLE "clinic_change_undos" ADD CONSTRAINT "clinic_change_undos_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;
