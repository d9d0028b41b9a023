-- A hospital's staff tell an owner on the way "We're expecting them": when,
-- and who (no foreign key, as closed_by: the history outlives the account).
-- The first acknowledgement is kept.
ALTER TABLE "arrival_notices" ADD COLUMN "acknowledged_at" TIMESTAMP(3);
ALTER TABLE "arrival_notices" ADD COLUMN "acknowledged_by" UUID;

-- The owner's push for it goes through the outbox like the answer's
-- (lib/messaging/push-queue.ts).
ALTER TABLE "messages" DROP CONSTRAINT "messages_message_type_check";
ALTER TABLE "messages" ADD CONSTRAINT "messages_message_type_check" CHECK (
    "message_type" IN ('whatsapp', 'email', 'arrival_whatsapp', 'arrival_email', 'push', 'arrival_push', 'reminder_push', 'answer_push', 'expected_push')
);
