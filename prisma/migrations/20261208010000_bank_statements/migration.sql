-- CreateTable
CREATE TABLE "bank_statements" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "file_id" INTEGER,
    "filename" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "message_id" TEXT,
    "statement_id" TEXT,
    "sequence_number" TEXT,
    "iban" TEXT,
    "account_identifier" TEXT NOT NULL,
    "currency" VARCHAR(3),
    "from_date" DATE,
    "to_date" DATE,
    "opening_balance" DECIMAL(19,4),
    "closing_balance" DECIMAL(19,4),
    "transaction_count" INTEGER NOT NULL DEFAULT 0,
    "imported_count" INTEGER NOT NULL DEFAULT 0,
    "skipped_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bank_statements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_transactions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "statement_id" INTEGER NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "entry_reference" TEXT,
    "bank_reference" TEXT,
    "booking_date" DATE NOT NULL,
    "value_date" DATE,
    "amount" DECIMAL(19,4) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "direction" TEXT NOT NULL,
    "reversal" BOOLEAN NOT NULL DEFAULT false,
    "bank_transaction_code" TEXT,
    "end_to_end_id" TEXT,
    "mandate_id" TEXT,
    "counterparty_name" TEXT,
    "counterparty_iban" TEXT,
    "counterparty_bic" TEXT,
    "structured_reference" TEXT,
    "remittance_text" TEXT,
    "return_reason" TEXT,
    "status" TEXT NOT NULL DEFAULT 'unmatched',
    "match_rule" TEXT,
    "reversed_transaction_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bank_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_transaction_allocations" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "transaction_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "invoice_id" INTEGER,
    "purchase_id" INTEGER,
    "invoice_payment_id" INTEGER,
    "purchase_payment_id" INTEGER,
    "amount" DECIMAL(19,4) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bank_transaction_allocations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bank_statements_account_id_id_idx" ON "bank_statements"("account_id", "id");

-- CreateIndex
CREATE INDEX "bank_statements_account_id_created_at_id_idx" ON "bank_statements"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "bank_transactions_account_id_id_idx" ON "bank_transactions"("account_id", "id");

-- CreateIndex
CREATE INDEX "bank_transactions_account_id_statement_id_id_idx" ON "bank_transactions"("account_id", "statement_id", "id");

-- CreateIndex
CREATE INDEX "bank_transactions_account_id_status_id_idx" ON "bank_transactions"("account_id", "status", "id");

-- CreateIndex
CREATE INDEX "bank_transactions_account_id_booking_date_id_idx" ON "bank_transactions"("account_id", "booking_date", "id");

-- CreateIndex
CREATE INDEX "bank_transactions_account_id_end_to_end_id_idx" ON "bank_transactions"("account_id", "end_to_end_id");

-- CreateIndex
CREATE UNIQUE INDEX "bank_transactions_account_id_fingerprint_key" ON "bank_transactions"("account_id", "fingerprint");

-- CreateIndex
CREATE INDEX "bank_transaction_allocations_transaction_id_idx" ON "bank_transaction_allocations"("transaction_id");

-- CreateIndex
CREATE INDEX "bank_transaction_allocations_account_id_invoice_id_idx" ON "bank_transaction_allocations"("account_id", "invoice_id");

-- CreateIndex
CREATE INDEX "bank_transaction_allocations_account_id_purchase_id_idx" ON "bank_transaction_allocations"("account_id", "purchase_id");

-- AddForeignKey
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_statement_id_fkey" FOREIGN KEY ("statement_id") REFERENCES "bank_statements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_reversed_transaction_id_fkey" FOREIGN KEY ("reversed_transaction_id") REFERENCES "bank_transactions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_transaction_id_fkey" FOREIGN KEY ("transaction_id") REFERENCES "bank_transactions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_invoice_payment_id_fkey" FOREIGN KEY ("invoice_payment_id") REFERENCES "invoice_payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_purchase_payment_id_fkey" FOREIGN KEY ("purchase_payment_id") REFERENCES "purchase_payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;



-- What Prisma's schema cannot say: the closed value sets, and one parent per allocation.
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_direction_check" CHECK ("direction" IN ('credit', 'debit'));
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_status_check" CHECK ("status" IN ('matched', 'suggested', 'unmatched', 'ignored'));
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_amount_check" CHECK ("amount" >= 0);
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_kind_check" CHECK ("kind" IN ('payment', 'suggestion'));
ALTER TABLE "bank_transaction_allocations" ADD CONSTRAINT "bank_transaction_allocations_parent_check" CHECK (("invoice_id" IS NULL) <> ("purchase_id" IS NULL));
