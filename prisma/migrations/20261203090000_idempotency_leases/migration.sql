-- A lease on in-progress idempotency records: the running attempt renews `locked_until`; a
-- retry takes over an attempt that let it pass (its process died), unless that attempt's write
-- committed, which `write_committed` records in the write's own transaction.
ALTER TABLE "idempotency_records" ADD COLUMN     "lease_owner" UUID,
ADD COLUMN     "locked_until" TIMESTAMPTZ(3),
ADD COLUMN     "write_committed" BOOLEAN NOT NULL DEFAULT false;

-- The e-invoice cache's unique index under the name Prisma derives (PostgreSQL had cut the
-- name the earlier migration gave at 63 characters elsewhere).
ALTER INDEX "einvoice_documents_account_id_invoice_id_format_content_hash_ke" RENAME TO "einvoice_documents_account_id_invoice_id_format_content_has_key";
