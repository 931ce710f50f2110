-- CreateEnum
CREATE TYPE "sepa_transfer_status" AS ENUM ('pending', 'booked', 'returned', 'cancelled');

-- CreateTable
CREATE TABLE "purchase_payment_runs" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "message_id" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "execution_date" DATE NOT NULL,
    "transfer_count" INTEGER NOT NULL,
    "total" DECIMAL(19,4) NOT NULL,
    "currency" VARCHAR(3) NOT NULL DEFAULT 'EUR',
    "file" TEXT NOT NULL,
    "user_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "purchase_payment_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sepa_transfers" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "payment_run_id" INTEGER,
    "purchase_id" INTEGER NOT NULL,
    "end_to_end_id" VARCHAR(35) NOT NULL,
    "amount" DECIMAL(19,4) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "creditor_iban" TEXT NOT NULL,
    "status" "sepa_transfer_status" NOT NULL DEFAULT 'pending',
    "booked_at" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sepa_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "purchase_payment_runs_account_id_id_idx" ON "purchase_payment_runs"("account_id", "id");

-- CreateIndex
CREATE INDEX "purchase_payment_runs_account_id_created_at_id_idx" ON "purchase_payment_runs"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "purchase_payment_runs_account_id_execution_date_id_idx" ON "purchase_payment_runs"("account_id", "execution_date", "id");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_payment_runs_account_id_message_id_key" ON "purchase_payment_runs"("account_id", "message_id");

-- CreateIndex
CREATE INDEX "sepa_transfers_account_id_payment_run_id_idx" ON "sepa_transfers"("account_id", "payment_run_id");

-- CreateIndex
CREATE INDEX "sepa_transfers_account_id_purchase_id_idx" ON "sepa_transfers"("account_id", "purchase_id");

-- CreateIndex
CREATE INDEX "sepa_transfers_payment_run_id_idx" ON "sepa_transfers"("payment_run_id");

-- CreateIndex
CREATE INDEX "sepa_transfers_purchase_id_idx" ON "sepa_transfers"("purchase_id");

-- CreateIndex
CREATE UNIQUE INDEX "sepa_transfers_account_id_end_to_end_id_key" ON "sepa_transfers"("account_id", "end_to_end_id");

-- AddForeignKey
ALTER TABLE "purchase_payment_runs" ADD CONSTRAINT "purchase_payment_runs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_payment_runs" ADD CONSTRAINT "purchase_payment_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sepa_transfers" ADD CONSTRAINT "sepa_transfers_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sepa_transfers" ADD CONSTRAINT "sepa_transfers_payment_run_id_fkey" FOREIGN KEY ("payment_run_id") REFERENCES "purchase_payment_runs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sepa_transfers" ADD CONSTRAINT "sepa_transfers_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A purchase is in at most one transfer on its way: two runs over the same purchase at the same
-- time cannot both take it (the second insert waits for the first and then fails).
CREATE UNIQUE INDEX "sepa_transfers_one_pending_per_purchase"
  ON "sepa_transfers" ("account_id", "purchase_id") WHERE "status" = 'pending';

-- Positive amounts only; SEPA carries 0.01 to 999999999.99.
ALTER TABLE "sepa_transfers" ADD CONSTRAINT "sepa_transfers_amount_positive" CHECK ("amount" > 0);
