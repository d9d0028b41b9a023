-- Verified identity (issue 17, items 5 and 6).
-- One table for the single-use links the app emails: finishing a sign-up,
-- confirming a new email address, and a clinic's staff invitation. Only an
-- HMAC-SHA256 of the token is stored (token_hash), so a copy of the database
-- cannot open any link. A row is spent when used_at is set.
--   kind 'signup'       email + password_hash of an account not created yet
--   kind 'email_change' user_id wants `email` as their address
--   kind 'staff_invite' `email` is invited to clinic_id by invited_by (an admin)

-- CreateTable
CREATE TABLE "identity_tokens" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "user_id" UUID,
    "clinic_id" UUID,
    "invited_by" UUID,
    "password_hash" TEXT,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "identity_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "identity_tokens_token_hash_key" ON "identity_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "identity_tokens_email_idx" ON "identity_tokens"("email");

-- CreateIndex
CREATE INDEX "identity_tokens_user_id_idx" ON "identity_tokens"("user_id");

-- CreateIndex
CREATE INDEX "identity_tokens_clinic_id_idx" ON "identity_tokens"("clinic_id");

-- AddForeignKey
ALTER TABLE "identity_tokens" ADD CONSTRAINT "identity_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "identity_tokens" ADD CONSTRAINT "identity_tokens_clinic_id_fkey" FOREIGN KEY ("clinic_id") REFERENCES "clinics"("id") ON DELETE CASCADE ON UPDATE CASCADE;
