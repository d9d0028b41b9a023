-- Availability kept fresh by replies (issue 22): each partner hospital is asked
-- once a Hong Kong day "Are you accepting emergencies tonight?". The ask's
-- message goes through the same outbox (messages) as an emergency alert, so a
-- message now belongs to an emergency request or to an ask.
CREATE TABLE "availability_asks" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "clinic_id" UUID NOT NULL,
    "ask_date" DATE NOT NULL,
    "asked_at" TIMESTAMP(3) NOT NULL,
    "answer" TEXT,
    "answered_at" TIMESTAMP(3),
    CONSTRAINT "availability_asks_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "availability_asks_clinic_id_ask_date_key" ON "availability_asks"("clinic_id", "ask_date");
CREATE INDEX "availability_asks_asked_at_idx" ON "availability_asks"("asked_at");
ALTER TABLE "availability_asks" ADD CONSTRAINT "availability_asks_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "messages" ALTER COLUMN "emergency_request_id" DROP NOT NULL;
ALTER TABLE "messages" ADD COLUMN "availability_ask_id" UUID;
CREATE INDEX "messages_availability_ask_id_idx" ON "messages"("availability_ask_id");
ALTER TABLE "messages" ADD CONSTRAINT "messages_availability_ask_id_fkey" FOREIGN KEY ("availability_ask_id") REFERENCES "availability_asks"("id") ON DELETE CASCADE ON UPDATE CASCADE;
