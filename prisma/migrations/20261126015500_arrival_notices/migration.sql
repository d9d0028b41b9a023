-- "Tell them I'm coming" (issue 29): the owner tells a clinic that accepted
-- (or that they called from the page) when they expect to arrive. One notice
-- per request and clinic; its message goes through the outbox (messages).
CREATE TABLE "arrival_notices" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "emergency_request_id" UUID NOT NULL,
    "clinic_id" UUID NOT NULL,
    "eta_minutes" INTEGER NOT NULL,
    "expected_at" TIMESTAMP(3) NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'coming',
    "closed_by" UUID,
    "closed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "arrival_notices_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "arrival_notices_emergency_request_id_clinic_id_key" ON "arrival_notices"("emergency_request_id", "clinic_id");
CREATE INDEX "arrival_notices_clinic_id_state_expected_at_idx" ON "arrival_notices"("clinic_id", "state", "expected_at");
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_emergency_request_id_fkey" FOREIGN KEY ("emergency_request_id") REFERENCES "emergency_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The owner's Call / Directions / taxi-card taps for a clinic, per request.
CREATE TABLE "clinic_contact_taps" (
    "emergency_request_id" UUID NOT NULL,
    "clinic_id" UUID NOT NULL,
    "method" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "clinic_contact_taps_pkey" PRIMARY KEY ("emergency_request_id", "clinic_id", "method")
);

CREATE INDEX "clinic_contact_taps_clinic_id_idx" ON "clinic_contact_taps"("clinic_id");
ALTER TABLE "clinic_contact_taps" ADD CONSTRAINT "clinic_contact_taps_emergency_request_id_fkey" FOREIGN KEY ("emergency_request_id") REFERENCES "emergency_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "clinic_contact_taps" ADD CONSTRAINT "clinic_contact_taps_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The follow-up goes through the same outbox, as its own message types.
ALTER TABLE "messages" DROP CONSTRAINT "messages_message_type_check";
ALTER TABLE "messages" ADD CONSTRAINT "messages_message_type_check" CHECK ("message_type" IN ('whatsapp', 'email', 'arrival_whatsapp', 'arrival_email'));
