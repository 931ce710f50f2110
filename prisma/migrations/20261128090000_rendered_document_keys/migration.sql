-- CreateTable
CREATE TABLE "rendered_document_keys" (
    "account_id" INTEGER NOT NULL,
    "document_kind" "document_kind" NOT NULL,
    "document_id" INTEGER NOT NULL,
    "print_key" CHAR(64) NOT NULL,
    "rendered_document_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rendered_document_keys_pkey" PRIMARY KEY ("account_id","document_kind","document_id","print_key")
);

-- CreateIndex
CREATE INDEX "rendered_document_keys_rendered_document_id_idx" ON "rendered_document_keys"("rendered_document_id");

-- AddForeignKey
ALTER TABLE "rendered_document_keys" ADD CONSTRAINT "rendered_document_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rendered_document_keys" ADD CONSTRAINT "rendered_document_keys_rendered_document_id_fkey" FOREIGN KEY ("rendered_document_id") REFERENCES "rendered_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;
