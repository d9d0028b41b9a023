-- Proof-of-work solutions spent on anonymous broadcasts: one row per challenge
-- signature, so a solved challenge is good for one broadcast only. Rows are
-- deleted once their challenge has expired (it could not be used again anyway).
CREATE TABLE "pow_challenges" (
    "signature" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "pow_challenges_pkey" PRIMARY KEY ("signature")
);

CREATE INDEX "pow_challenges_expires_at_idx" ON "pow_challenges"("expires_at");
