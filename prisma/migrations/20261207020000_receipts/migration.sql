-- AlterTable
ALTER TABLE "receipts" ADD COLUMN     "billable" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "currency" VARCHAR(3),
ADD COLUMN     "gross_total" DECIMAL(19,2) NOT NULL DEFAULT 0,
ADD COLUMN     "info" TEXT,
ADD COLUMN     "project_id" INTEGER;

-- Receipts stored before this migration were paid in the account's default currency.
UPDATE "receipts" r SET "currency" = a."default_currency" FROM "accounts" a WHERE a."id" = r."account_id";
ALTER TABLE "receipts" ALTER COLUMN "currency" SET NOT NULL;

-- CreateTable
CREATE TABLE "receipt_items" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "receipt_id" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "gross_total" DECIMAL(19,2) NOT NULL,
    "vat_code_id" INTEGER NOT NULL,
    "purchase_category_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "receipt_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "receipt_items_receipt_id_sort_order_idx" ON "receipt_items"("receipt_id", "sort_order");

-- CreateIndex
CREATE INDEX "receipt_items_account_id_purchase_category_id_idx" ON "receipt_items"("account_id", "purchase_category_id");

-- CreateIndex
CREATE INDEX "receipt_items_account_id_vat_code_id_idx" ON "receipt_items"("account_id", "vat_code_id");

-- CreateIndex
CREATE INDEX "purchase_items_receipt_id_idx" ON "purchase_items"("receipt_id");

-- CreateIndex
CREATE INDEX "receipts_account_id_id_idx" ON "receipts"("account_id", "id");

-- CreateIndex
CREATE INDEX "receipts_account_id_date_id_idx" ON "receipts"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "receipts_account_id_title_id_idx" ON "receipts"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "receipts_account_id_gross_total_id_idx" ON "receipts"("account_id", "gross_total", "id");

-- CreateIndex
CREATE INDEX "receipts_account_id_created_at_id_idx" ON "receipts"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "receipts_account_id_updated_at_id_idx" ON "receipts"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "receipts_account_id_user_id_idx" ON "receipts"("account_id", "user_id");

-- CreateIndex
CREATE INDEX "receipts_account_id_project_id_idx" ON "receipts"("account_id", "project_id");

-- AddForeignKey
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "receipts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_vat_code_id_fkey" FOREIGN KEY ("vat_code_id") REFERENCES "vat_codes_purchases"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receipt_items" ADD CONSTRAINT "receipt_items_purchase_category_id_fkey" FOREIGN KEY ("purchase_category_id") REFERENCES "purchase_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- An item's gross amount is what the employee paid: positive however the row is written.
ALTER TABLE "receipt_items"
  ADD CONSTRAINT "receipt_items_gross_total_check" CHECK (gross_total > 0);
