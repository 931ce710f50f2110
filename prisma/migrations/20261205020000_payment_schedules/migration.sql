-- Payment schedules of projects: planned billings that an invoice position bills once (issue 30).
-- CreateTable
CREATE TABLE "payment_schedules" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "title" TEXT,
    "net_total" DECIMAL(19,4) NOT NULL,
    "checked" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "billed" BOOLEAN NOT NULL DEFAULT false,
    "invoice_id" INTEGER,
    "invoice_position_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payment_schedules_account_id_project_id_date_idx" ON "payment_schedules"("account_id", "project_id", "date");

-- CreateIndex
CREATE INDEX "payment_schedules_account_id_invoice_id_idx" ON "payment_schedules"("account_id", "invoice_id");

-- CreateIndex
CREATE INDEX "payment_schedules_invoice_position_id_idx" ON "payment_schedules"("invoice_position_id");

-- CreateIndex
CREATE INDEX "payment_schedules_account_id_id_idx" ON "payment_schedules"("account_id", "id");

-- CreateIndex
CREATE INDEX "payment_schedules_account_id_date_id_idx" ON "payment_schedules"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "payment_schedules_account_id_created_at_id_idx" ON "payment_schedules"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "payment_schedules_account_id_updated_at_id_idx" ON "payment_schedules"("account_id", "updated_at", "id");

-- AddForeignKey
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_invoice_position_id_fkey" FOREIGN KEY ("invoice_position_id") REFERENCES "invoice_positions"("id") ON DELETE SET NULL ON UPDATE CASCADE;


