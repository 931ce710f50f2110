-- CreateEnum
CREATE TYPE "sepa_scheme" AS ENUM ('CORE', 'B2B');

-- CreateEnum
CREATE TYPE "sepa_mandate_status" AS ENUM ('active', 'revoked');

-- CreateEnum
CREATE TYPE "sepa_sequence_type" AS ENUM ('FRST', 'RCUR', 'FNAL', 'OOFF');

-- CreateEnum
CREATE TYPE "direct_debit_status" AS ENUM ('pending', 'booked', 'returned', 'cancelled');

-- AlterEnum
ALTER TYPE "payment_means" ADD VALUE 'direct_debit';

-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "sepa_creditor_id" TEXT;

-- CreateTable
CREATE TABLE "sepa_mandates" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "reference" VARCHAR(35) NOT NULL,
    "signed_on" DATE NOT NULL,
    "scheme" "sepa_scheme" NOT NULL DEFAULT 'CORE',
    "iban" TEXT NOT NULL,
    "bic" TEXT,
    "debtor_name" VARCHAR(70) NOT NULL,
    "status" "sepa_mandate_status" NOT NULL DEFAULT 'active',
    "revoked_on" DATE,
    "revocation_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sepa_mandates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "direct_debit_runs" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "message_id" VARCHAR(35) NOT NULL,
    "format" TEXT NOT NULL,
    "xml" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "direct_debit_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "direct_debits" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "run_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "mandate_id" INTEGER NOT NULL,
    "end_to_end_id" VARCHAR(35) NOT NULL,
    "amount" DECIMAL(19,4) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "sequence_type" "sepa_sequence_type" NOT NULL,
    "collection_date" DATE NOT NULL,
    "status" "direct_debit_status" NOT NULL DEFAULT 'pending',
    "return_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "direct_debits_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sepa_mandates_account_id_company_id_id_idx" ON "sepa_mandates"("account_id", "company_id", "id");

-- CreateIndex
CREATE INDEX "sepa_mandates_account_id_id_idx" ON "sepa_mandates"("account_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "sepa_mandates_account_id_reference_key" ON "sepa_mandates"("account_id", "reference");

-- CreateIndex
CREATE INDEX "direct_debit_runs_account_id_id_idx" ON "direct_debit_runs"("account_id", "id");

-- CreateIndex
CREATE INDEX "direct_debit_runs_account_id_updated_at_id_idx" ON "direct_debit_runs"("account_id", "updated_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "direct_debit_runs_account_id_message_id_key" ON "direct_debit_runs"("account_id", "message_id");

-- CreateIndex
CREATE INDEX "direct_debits_account_id_run_id_idx" ON "direct_debits"("account_id", "run_id");

-- CreateIndex
CREATE INDEX "direct_debits_account_id_invoice_id_idx" ON "direct_debits"("account_id", "invoice_id");

-- CreateIndex
CREATE INDEX "direct_debits_account_id_mandate_id_idx" ON "direct_debits"("account_id", "mandate_id");

-- CreateIndex
CREATE UNIQUE INDEX "direct_debits_account_id_end_to_end_id_key" ON "direct_debits"("account_id", "end_to_end_id");

-- AddForeignKey
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "direct_debit_runs" ADD CONSTRAINT "direct_debit_runs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "direct_debit_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "direct_debits" ADD CONSTRAINT "direct_debits_mandate_id_fkey" FOREIGN KEY ("mandate_id") REFERENCES "sepa_mandates"("id") ON DELETE NO ACTION ON UPDATE CASCADE;


