-- CreateEnum
CREATE TYPE "document_kind" AS ENUM ('offer', 'invoice', 'invoice_timesheet');

-- CreateEnum
CREATE TYPE "email_status" AS ENUM ('queued', 'sending', 'sent', 'failed', 'uncertain');

-- CreateTable
CREATE TABLE "rendered_documents" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "document_kind" "document_kind" NOT NULL,
    "document_id" INTEGER NOT NULL,
    "content_hash" CHAR(64) NOT NULL,
    "file_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rendered_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_deliveries" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "document_kind" "document_kind" NOT NULL,
    "document_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "emails_to" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emails_cc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "emails_bcc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "letter_paper_id" INTEGER,
    "status" "email_status" NOT NULL DEFAULT 'queued',
    "message_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "sending_started_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "smtp_response" TEXT,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rendered_documents_account_id_document_kind_document_id_con_key" ON "rendered_documents"("account_id", "document_kind", "document_id", "content_hash");

-- CreateIndex
CREATE INDEX "email_deliveries_account_id_document_kind_document_id_idx" ON "email_deliveries"("account_id", "document_kind", "document_id");

-- CreateIndex
CREATE INDEX "email_deliveries_account_id_updated_at_idx" ON "email_deliveries"("account_id", "updated_at");

-- AddForeignKey
ALTER TABLE "rendered_documents" ADD CONSTRAINT "rendered_documents_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rendered_documents" ADD CONSTRAINT "rendered_documents_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_deliveries" ADD CONSTRAINT "email_deliveries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
