-- A second factor on top of the password (ARCHITECTURE §11). A session is
-- marked when it passes a passkey, TOTP or recovery-code check
-- (second_factor_at, null: not yet): an admin's powers wait for it, and a
-- change of a clinic's phone, WhatsApp, e-mail, map point or staff needs one
-- within the last 10 minutes (for an account with no second factor, the
-- password typed within 10 minutes: password_at).
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" TIMESTAMP(3);
ALTER TABLE "sessions" ADD COLUMN "password_at" TIMESTAMP(3);
ALTER TABLE "sessions" ADD COLUMN "webauthn_challenge" TEXT;
ALTER TABLE "sessions" ADD COLUMN "webauthn_challenge_at" TIMESTAMP(3);

-- One authenticator-app key per user, encrypted; confirmed_at is set by the
-- first good code, last_step makes every code single use.
CREATE TABLE "totp_factors" (
    "user_id" UUID NOT NULL,
    "secret" TEXT NOT NULL,
    "confirmed_at" TIMESTAMP(3),
    "last_step" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "totp_factors_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "totp_factors" ADD CONSTRAINT "totp_factors_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- WebAuthn credentials (passkeys).
CREATE TABLE "passkeys" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "credential_id" TEXT NOT NULL,
    "public_key" TEXT NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "device_type" TEXT NOT NULL,
    "backed_up" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),
    CONSTRAINT "passkeys_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "passkeys_credential_id_key" ON "passkeys"("credential_id");
CREATE INDEX "passkeys_user_id_idx" ON "passkeys"("user_id");
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Recovery codes: a SHA-256 of each (they are random, 80 bits), spent once.
CREATE TABLE "recovery_codes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "recovery_codes_user_id_code_hash_key" ON "recovery_codes"("user_id", "code_hash");
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
