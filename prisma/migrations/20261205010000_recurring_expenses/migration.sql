-- Recurring expenses of projects and the periods they have created (issue 30).
-- No recurring expense existed before, so a source id an expense may carry points nowhere.
UPDATE "expenses" SET "recurring_expense_id" = NULL WHERE "recurring_expense_id" IS NOT NULL;
-- CreateEnum
CREATE TYPE "recurrence_period" AS ENUM ('weekly', 'biweekly', 'monthly', 'quarterly', 'biannual', 'annual', 'annual2', 'annual3');

-- CreateEnum
CREATE TYPE "service_period_direction" AS ENUM ('none', 'forward', 'backward');

-- CreateTable
CREATE TABLE "recurring_expenses" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "finish_date" DATE,
    "recur_next_date" DATE NOT NULL,
    "period" "recurrence_period" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "quantity" DECIMAL(19,6) NOT NULL DEFAULT 1,
    "unit" TEXT,
    "unit_price" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "unit_cost" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "price" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "cost" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "currency" VARCHAR(3) NOT NULL,
    "budget_relevant" BOOLEAN NOT NULL DEFAULT true,
    "billable" BOOLEAN NOT NULL DEFAULT true,
    "purchase_assignment_locked" BOOLEAN NOT NULL DEFAULT false,
    "service_period_direction" "service_period_direction" NOT NULL DEFAULT 'none',
    "user_id" INTEGER,
    "revenue_category_id" INTEGER,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recurring_expenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recurring_expense_runs" (
    "recurring_expense_id" INTEGER NOT NULL,
    "period_date" DATE NOT NULL,
    "account_id" INTEGER NOT NULL,
    "expense_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recurring_expense_runs_pkey" PRIMARY KEY ("recurring_expense_id","period_date")
);

-- CreateIndex
CREATE INDEX "recurring_expenses_account_id_project_id_id_idx" ON "recurring_expenses"("account_id", "project_id", "id");

-- CreateIndex
CREATE INDEX "recurring_expenses_account_id_id_idx" ON "recurring_expenses"("account_id", "id");

-- CreateIndex
CREATE INDEX "recurring_expenses_account_id_updated_at_id_idx" ON "recurring_expenses"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "recurring_expenses_recur_next_date_idx" ON "recurring_expenses"("recur_next_date");

-- CreateIndex
CREATE INDEX "recurring_expenses_user_id_idx" ON "recurring_expenses"("user_id");

-- CreateIndex
CREATE INDEX "recurring_expenses_revenue_category_id_idx" ON "recurring_expenses"("revenue_category_id");

-- CreateIndex
CREATE UNIQUE INDEX "recurring_expense_runs_expense_id_key" ON "recurring_expense_runs"("expense_id");

-- CreateIndex
CREATE INDEX "recurring_expense_runs_account_id_idx" ON "recurring_expense_runs"("account_id");

-- CreateIndex
CREATE INDEX "expenses_recurring_expense_id_idx" ON "expenses"("recurring_expense_id");

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_recurring_expense_id_fkey" FOREIGN KEY ("recurring_expense_id") REFERENCES "recurring_expenses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_expenses" ADD CONSTRAINT "recurring_expenses_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_expense_runs" ADD CONSTRAINT "recurring_expense_runs_recurring_expense_id_fkey" FOREIGN KEY ("recurring_expense_id") REFERENCES "recurring_expenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_expense_runs" ADD CONSTRAINT "recurring_expense_runs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_expense_runs" ADD CONSTRAINT "recurring_expense_runs_expense_id_fkey" FOREIGN KEY ("expense_id") REFERENCES "expenses"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- CreateIndex
CREATE INDEX "recurring_expenses_custom_properties_idx" ON "recurring_expenses" USING GIN ("custom_properties" jsonb_path_ops);
