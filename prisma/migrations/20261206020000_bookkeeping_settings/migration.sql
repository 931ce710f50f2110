-- CreateEnum
CREATE TYPE "bookkeeping_chart" AS ENUM ('skr03', 'skr04');

-- AlterTable
ALTER TABLE "invoice_reminders" ADD COLUMN     "bookkeeping_export_id" INTEGER;

-- CreateTable
CREATE TABLE "bookkeeping_settings" (
    "account_id" INTEGER NOT NULL,
    "chart" "bookkeeping_chart" NOT NULL DEFAULT 'skr03',
    "consultant_number" INTEGER,
    "client_number" INTEGER,
    "fiscal_year_start" INTEGER NOT NULL DEFAULT 1,
    "account_length" INTEGER NOT NULL DEFAULT 4,
    "next_debit_number" INTEGER NOT NULL DEFAULT 10000,
    "next_credit_number" INTEGER NOT NULL DEFAULT 70000,
    "account_overrides" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookkeeping_settings_pkey" PRIMARY KEY ("account_id")
);

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_bookkeeping_export_id_idx" ON "invoice_reminders"("account_id", "bookkeeping_export_id");

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_bookkeeping_export_id_fkey" FOREIGN KEY ("bookkeeping_export_id") REFERENCES "bookkeeping_exports"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookkeeping_settings" ADD CONSTRAINT "bookkeeping_settings_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- The settings' ranges hold however a row is written (API, admin CLI, fixtures).
ALTER TABLE "bookkeeping_settings"
  ADD CONSTRAINT "bookkeeping_settings_fiscal_year_start_check" CHECK (fiscal_year_start BETWEEN 1 AND 12),
  ADD CONSTRAINT "bookkeeping_settings_account_length_check" CHECK (account_length BETWEEN 4 AND 8);

-- A reminder whose fee an export took stays in that export and cannot be deleted, as exported
-- invoices and purchases (the guard of 20261206010000).
CREATE TRIGGER invoice_reminders_exported_guard BEFORE UPDATE OF bookkeeping_export_id OR DELETE
  ON "invoice_reminders" FOR EACH ROW EXECUTE FUNCTION faktura_guard_exported_document();
