-- Idempotent emergency submissions (issue 10): the wizard sends an
-- Idempotency-Key header and retries with the same key after a network error
-- or a 503. The unique index is what makes the retry safe: two racing requests
-- with one key cannot both insert, and the loser reads the winner's row.
-- Nullable: requests made without the header (and every older row) have none.

-- AlterTable
ALTER TABLE "emergency_requests" ADD COLUMN "idempotency_key" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "emergency_requests_idempotency_key_key" ON "emergency_requests"("idempotency_key");
