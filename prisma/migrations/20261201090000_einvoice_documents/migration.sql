-- E-invoices generated from invoices, cached by content hash, with their validation report.
CREATE TABLE "einvoice_documents" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "content_hash" CHAR(64) NOT NULL,
    "file_id" INTEGER NOT NULL,
    "validation_status" TEXT NOT NULL,
    "report" JSONB NOT NULL,
    "generation_ms" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "einvoice_documents_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "einvoice_documents_format_check"
        CHECK ("format" IN ('xrechnung-ubl', 'xrechnung-cii', 'ubl', 'cii', 'factur-x')),
    CONSTRAINT "einvoice_documents_validation_status_check"
        CHECK ("validation_status" IN ('valid', 'invalid', 'unavailable'))
);

CREATE UNIQUE INDEX "einvoice_documents_account_id_invoice_id_format_content_hash_key"
    ON "einvoice_documents"("account_id", "invoice_id", "format", "content_hash");
CREATE INDEX "einvoice_documents_account_id_invoice_id_created_at_idx"
    ON "einvoice_documents"("account_id", "invoice_id", "created_at");
CREATE INDEX "einvoice_documents_file_id_idx" ON "einvoice_documents"("file_id");

ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_account_id_fkey"
    FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_invoice_id_fkey"
    FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "einvoice_documents" ADD CONSTRAINT "einvoice_documents_file_id_fkey"
    FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "email_deliveries" ADD COLUMN "einvoice_document_id" INTEGER;
