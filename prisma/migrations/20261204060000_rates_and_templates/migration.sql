-- CreateTable
CREATE TABLE "task_templates" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "revenue_category_id" INTEGER,
    "billable" BOOLEAN NOT NULL DEFAULT true,
    "project_default" BOOLEAN NOT NULL DEFAULT false,
    "index" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "task_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expense_templates" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "unit" TEXT,
    "unit_price" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "unit_cost" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "currency" VARCHAR(3) NOT NULL,
    "revenue_category_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "expense_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_hourly_rates" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "company_id" INTEGER,
    "task_template_id" INTEGER,
    "user_id" INTEGER,
    "currency" VARCHAR(3) NOT NULL,
    "hourly_rate" DECIMAL(19,4) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "account_hourly_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "internal_hourly_rates" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "rate" DECIMAL(19,4) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "internal_hourly_rates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fixed_costs" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "payment_day" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "fixed_costs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fixed_cost_amounts" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "fixed_cost_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "amount" DECIMAL(19,4) NOT NULL,

    CONSTRAINT "fixed_cost_amounts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "task_templates_revenue_category_id_idx" ON "task_templates"("revenue_category_id");

-- CreateIndex
CREATE INDEX "task_templates_account_id_id_idx" ON "task_templates"("account_id", "id");

-- CreateIndex
CREATE INDEX "task_templates_account_id_created_at_id_idx" ON "task_templates"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "task_templates_account_id_updated_at_id_idx" ON "task_templates"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "expense_templates_revenue_category_id_idx" ON "expense_templates"("revenue_category_id");

-- CreateIndex
CREATE INDEX "expense_templates_account_id_id_idx" ON "expense_templates"("account_id", "id");

-- CreateIndex
CREATE INDEX "expense_templates_account_id_created_at_id_idx" ON "expense_templates"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "expense_templates_account_id_updated_at_id_idx" ON "expense_templates"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "account_hourly_rates_account_id_company_id_idx" ON "account_hourly_rates"("account_id", "company_id");

-- CreateIndex
CREATE INDEX "account_hourly_rates_company_id_idx" ON "account_hourly_rates"("company_id");

-- CreateIndex
CREATE INDEX "account_hourly_rates_task_template_id_idx" ON "account_hourly_rates"("task_template_id");

-- CreateIndex
CREATE INDEX "account_hourly_rates_user_id_idx" ON "account_hourly_rates"("user_id");

-- CreateIndex
CREATE INDEX "internal_hourly_rates_user_id_idx" ON "internal_hourly_rates"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "internal_hourly_rates_account_id_user_id_year_key" ON "internal_hourly_rates"("account_id", "user_id", "year");

-- CreateIndex
CREATE INDEX "fixed_costs_account_id_id_idx" ON "fixed_costs"("account_id", "id");

-- CreateIndex
CREATE INDEX "fixed_costs_account_id_updated_at_id_idx" ON "fixed_costs"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "fixed_cost_amounts_account_id_year_idx" ON "fixed_cost_amounts"("account_id", "year");

-- CreateIndex
CREATE UNIQUE INDEX "fixed_cost_amounts_fixed_cost_id_year_month_key" ON "fixed_cost_amounts"("fixed_cost_id", "year", "month");

-- AddForeignKey
ALTER TABLE "task_templates" ADD CONSTRAINT "task_templates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "task_templates" ADD CONSTRAINT "task_templates_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expense_templates" ADD CONSTRAINT "expense_templates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expense_templates" ADD CONSTRAINT "expense_templates_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_hourly_rates" ADD CONSTRAINT "account_hourly_rates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_hourly_rates" ADD CONSTRAINT "account_hourly_rates_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_hourly_rates" ADD CONSTRAINT "account_hourly_rates_task_template_id_fkey" FOREIGN KEY ("task_template_id") REFERENCES "task_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_hourly_rates" ADD CONSTRAINT "account_hourly_rates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "internal_hourly_rates" ADD CONSTRAINT "internal_hourly_rates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "internal_hourly_rates" ADD CONSTRAINT "internal_hourly_rates_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fixed_costs" ADD CONSTRAINT "fixed_costs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fixed_cost_amounts" ADD CONSTRAINT "fixed_cost_amounts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fixed_cost_amounts" ADD CONSTRAINT "fixed_cost_amounts_fixed_cost_id_fkey" FOREIGN KEY ("fixed_cost_id") REFERENCES "fixed_costs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: what Prisma cannot say.
-- A rate is the default, a task template's or a user's: never both.
ALTER TABLE "account_hourly_rates" ADD CONSTRAINT "account_hourly_rates_one_scope"
  CHECK ("task_template_id" IS NULL OR "user_id" IS NULL);
-- One rate per scope and currency; NULLs (no company, no task, no user) count as equal.
CREATE UNIQUE INDEX "account_hourly_rates_scope_currency_key" ON "account_hourly_rates"
  ("account_id", "company_id", "task_template_id", "user_id", "currency") NULLS NOT DISTINCT;
ALTER TABLE "internal_hourly_rates" ADD CONSTRAINT "internal_hourly_rates_year_range"
  CHECK ("year" BETWEEN 1900 AND 9999);
ALTER TABLE "fixed_costs" ADD CONSTRAINT "fixed_costs_payment_day_range"
  CHECK ("payment_day" BETWEEN 1 AND 31);
ALTER TABLE "fixed_cost_amounts" ADD CONSTRAINT "fixed_cost_amounts_month_range"
  CHECK ("month" BETWEEN 1 AND 12 AND "year" BETWEEN 1900 AND 9999);
