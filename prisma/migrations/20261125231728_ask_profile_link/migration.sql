-- Issue 28: the month's first availability ask carries a signed link to the
-- clinic's profile editor; the flag says which ask did, so "once a month" is
-- read from the table, not from a worker's memory.
ALTER TABLE "availability_asks" ADD COLUMN "profile_link" BOOLEAN NOT NULL DEFAULT false;
