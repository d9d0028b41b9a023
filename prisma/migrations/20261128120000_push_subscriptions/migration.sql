-- Web Push subscriptions (lib/push): a staff member's device for its clinic's
-- alerts (user + clinic), or an owner's phone for one request's answers
-- (emergency request). Exactly one owner kind; each goes with its owner.
CREATE TABLE "push_subscriptions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "endpoint" TEXT NOT NULL,
    "p256dh" TEXT NOT NULL,
    "auth" TEXT NOT NULL,
    "language" TEXT NOT NULL DEFAULT 'en',
    "user_id" UUID,
    "clinic_id" UUID,
    "emergency_request_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "push_subscriptions_one_owner" CHECK (
        ("user_id" IS NOT NULL AND "clinic_id" IS NOT NULL AND "emergency_request_id" IS NULL)
        OR ("user_id" IS NULL AND "clinic_id" IS NULL AND "emergency_request_id" IS NOT NULL)
    )
);

CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");
CREATE INDEX "push_subscriptions_clinic_id_idx" ON "push_subscriptions"("clinic_id");
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions"("user_id");
CREATE INDEX "push_subscriptions_emergency_request_id_idx" ON "push_subscriptions"("emergency_request_id");

ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_emergency_request_id_fkey" FOREIGN KEY ("emergency_request_id") REFERENCES "emergency_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Pushes go through the outbox (lib/messaging/push-queue.ts): a new alert's and
-- an "I'm coming"'s push to a clinic's devices, one reminder of an alert its
-- clinic left unanswered, a hospital's answer to the owner's.
ALTER TABLE "messages" DROP CONSTRAINT "messages_message_type_check";
ALTER TABLE "messages" ADD CONSTRAINT "messages_message_type_check" CHECK (
    "message_type" IN ('whatsapp', 'email', 'arrival_whatsapp', 'arrival_email', 'push', 'arrival_push', 'reminder_push', 'answer_push')
);
