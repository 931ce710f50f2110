-- CreateEnum
CREATE TYPE "planned_purchase_frequency" AS ENUM ('once', 'weekly', 'biweekly', 'monthly', 'quarterly', 'biannual', 'annual');

-- AlterEnum
ALTER TYPE "custom_field_entity" ADD VALUE 'PlannedPurchase';

-- AlterTable
ALTER TABLE "purchases" ADD COLUMN     "planned_purchase_id" INTEGER,
ADD COLUMN     "purchase_budget_id" INTEGER;

-- CreateTable
CREATE TABLE "purchase_budgets" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "cost_category" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_budgets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_budget_targets" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "purchase_budget_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "amount" DECIMAL(19,4) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_budget_targets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_budget_categories" (
    "account_id" INTEGER NOT NULL,
    "purchase_budget_id" INTEGER NOT NULL,
    "purchase_category_id" INTEGER NOT NULL,

    CONSTRAINT "purchase_budget_categories_pkey" PRIMARY KEY ("purchase_budget_id","purchase_category_id")
);

-- CreateTable
CREATE TABLE "planned_purchases" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "finish_date" DATE,
    "frequency" "planned_purchase_frequency" NOT NULL DEFAULT 'once',
    "title" TEXT NOT NULL,
    "info" TEXT,
    "net_total" DECIMAL(19,4) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "company_id" INTEGER,
    "purchase_budget_id" INTEGER,
    "user_id" INTEGER,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "create_on_recur" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "planned_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "purchase_budgets_account_id_id_idx" ON "purchase_budgets"("account_id", "id");

-- CreateIndex
CREATE INDEX "purchase_budget_targets_account_id_purchase_budget_id_idx" ON "purchase_budget_targets"("account_id", "purchase_budget_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_budget_targets_purchase_budget_id_year_key" ON "purchase_budget_targets"("purchase_budget_id", "year");

-- CreateIndex
CREATE INDEX "purchase_budget_categories_account_id_purchase_category_id_idx" ON "purchase_budget_categories"("account_id", "purchase_category_id");

-- CreateIndex
CREATE INDEX "planned_purchases_account_id_id_idx" ON "planned_purchases"("account_id", "id");

-- CreateIndex
CREATE INDEX "planned_purchases_account_id_updated_at_id_idx" ON "planned_purchases"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "planned_purchases_account_id_purchase_budget_id_idx" ON "planned_purchases"("account_id", "purchase_budget_id");

-- CreateIndex
CREATE INDEX "planned_purchases_company_id_idx" ON "planned_purchases"("company_id");

-- CreateIndex
CREATE INDEX "planned_purchases_user_id_idx" ON "planned_purchases"("user_id");

-- CreateIndex
CREATE INDEX "planned_purchases_custom_properties_idx" ON "planned_purchases" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "purchases_account_id_purchase_budget_id_date_idx" ON "purchases"("account_id", "purchase_budget_id", "date");

-- CreateIndex
CREATE INDEX "purchases_account_id_planned_purchase_id_idx" ON "purchases"("account_id", "planned_purchase_id");

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_purchase_budget_id_fkey" FOREIGN KEY ("purchase_budget_id") REFERENCES "purchase_budgets"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_planned_purchase_id_fkey" FOREIGN KEY ("planned_purchase_id") REFERENCES "planned_purchases"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_budgets" ADD CONSTRAINT "purchase_budgets_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_budget_targets" ADD CONSTRAINT "purchase_budget_targets_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_budget_targets" ADD CONSTRAINT "purchase_budget_targets_purchase_budget_id_fkey" FOREIGN KEY ("purchase_budget_id") REFERENCES "purchase_budgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_budget_categories" ADD CONSTRAINT "purchase_budget_categories_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_budget_categories" ADD CONSTRAINT "purchase_budget_categories_purchase_budget_id_fkey" FOREIGN KEY ("purchase_budget_id") REFERENCES "purchase_budgets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_budget_categories" ADD CONSTRAINT "purchase_budget_categories_purchase_category_id_fkey" FOREIGN KEY ("purchase_category_id") REFERENCES "purchase_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planned_purchases" ADD CONSTRAINT "planned_purchases_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planned_purchases" ADD CONSTRAINT "planned_purchases_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planned_purchases" ADD CONSTRAINT "planned_purchases_purchase_budget_id_fkey" FOREIGN KEY ("purchase_budget_id") REFERENCES "purchase_budgets"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "planned_purchases" ADD CONSTRAINT "planned_purchases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The values the code relies on hold however a row is written (API, admin CLI, SQL).
ALTER TABLE "planned_purchases"
  ADD CONSTRAINT "planned_purchases_net_total_check" CHECK (net_total >= 0),
  ADD CONSTRAINT "planned_purchases_finish_date_check"
    CHECK (finish_date IS NULL OR (frequency <> 'once' AND finish_date >= date));
ALTER TABLE "purchase_budget_targets"
  ADD CONSTRAINT "purchase_budget_targets_amount_check" CHECK (amount >= 0),
  ADD CONSTRAINT "purchase_budget_targets_year_check" CHECK (year BETWEEN 1900 AND 9999);
