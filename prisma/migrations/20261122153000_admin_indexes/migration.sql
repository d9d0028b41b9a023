-- Admin clinic list (GET /api/admin/clinics): pages are ordered by name, id, so an
-- unfiltered or lightly filtered page reads the index instead of sorting every clinic.
-- Text search (ILIKE over name, name_zh, address, address_zh) stays a sequential scan:
-- ~25 ms median at 10,000 clinics (npm run bench:admin), below a trigram index's worth.

-- CreateIndex
CREATE INDEX "clinics_name_id_idx" ON "clinics"("name", "id");
