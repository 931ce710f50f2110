-- CreateEnum
CREATE TYPE "invoice_format" AS ENUM ('regular_pdf', 'x_invoice', 'zugferd_x_invoice');

-- CreateEnum
CREATE TYPE "payment_means" AS ENUM ('not_defined', 'credit_transfer');

-- CreateEnum
CREATE TYPE "billing_variant" AS ENUM ('project', 'task', 'user');

-- CreateEnum
CREATE TYPE "revenue_assignment_kind" AS ENUM ('only_tasks', 'only_expenses', 'tasks_and_expenses');

-- CreateEnum
CREATE TYPE "gender" AS ENUM ('F', 'M', 'U');

-- AlterEnum
ALTER TYPE "custom_field_entity" ADD VALUE 'User';

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "alternative_correspondence_language" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "archived_at" TIMESTAMPTZ(3),
ADD COLUMN     "bank_owner" TEXT,
ADD COLUMN     "billing_notes" TEXT,
ADD COLUMN     "customer_vat_code_id" INTEGER,
ADD COLUMN     "default_payment_means" "payment_means",
ADD COLUMN     "fax" TEXT,
ADD COLUMN     "footer" TEXT,
ADD COLUMN     "identifier" TEXT,
ADD COLUMN     "info" TEXT,
ADD COLUMN     "invoice_format" "invoice_format" NOT NULL DEFAULT 'regular_pdf',
ADD COLUMN     "supplier_vat_code_id" INTEGER,
ADD COLUMN     "user_id" INTEGER;

-- AlterTable
ALTER TABLE "contacts" ADD COLUMN     "birthday" DATE,
ADD COLUMN     "gender" "gender" NOT NULL DEFAULT 'U',
ADD COLUMN     "home_address" TEXT,
ADD COLUMN     "home_email" TEXT,
ADD COLUMN     "info" TEXT,
ADD COLUMN     "mobile_phone" TEXT,
ADD COLUMN     "title" TEXT,
ADD COLUMN     "user_id" INTEGER,
ADD COLUMN     "work_address" TEXT,
ADD COLUMN     "work_fax" TEXT;

-- AlterTable
ALTER TABLE "custom_field_definitions" ADD COLUMN     "api_only" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "notification_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "placeholder" TEXT,
ADD COLUMN     "placeholder_alt" TEXT,
ADD COLUMN     "print_on_invoice" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "print_on_offer" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "print_on_timesheet" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "closed_on" DATE,
ADD COLUMN     "contact_id" INTEGER,
ADD COLUMN     "info" TEXT,
ADD COLUMN     "reminder_date" DATE,
ADD COLUMN     "service_period_from" DATE,
ADD COLUMN     "service_period_to" DATE;

-- AlterTable
ALTER TABLE "expenses" ADD COLUMN     "cost_total_planned" DECIMAL(19,4) NOT NULL DEFAULT 0,
ADD COLUMN     "planned_purchase_date" DATE,
ADD COLUMN     "purchase_assignment_locked" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "revenue_category_id" INTEGER,
ADD COLUMN     "user_id" INTEGER;

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "letter_paper_id" INTEGER,
ADD COLUMN     "without_letter_paper" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "offer_customer_approvals" ADD COLUMN     "approved_by_email" TEXT;

-- AlterTable
ALTER TABLE "project_tasks" ADD COLUMN     "budget" DECIMAL(19,4),
ADD COLUMN     "description" TEXT,
ADD COLUMN     "revenue_category_id" INTEGER;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "archived_at" TIMESTAMPTZ(3),
ADD COLUMN     "billing_notes" TEXT,
ADD COLUMN     "billing_variant" "billing_variant" NOT NULL DEFAULT 'project',
ADD COLUMN     "budget" DECIMAL(19,4),
ADD COLUMN     "budget_expenses" DECIMAL(19,4),
ADD COLUMN     "budget_monthly" DECIMAL(19,4),
ADD COLUMN     "co_leader_id" INTEGER,
ADD COLUMN     "color" VARCHAR(32),
ADD COLUMN     "contact_id" INTEGER,
ADD COLUMN     "deal_id" INTEGER,
ADD COLUMN     "finish_date" DATE,
ADD COLUMN     "fixed_price" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "info" TEXT,
ADD COLUMN     "retainer" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "retainer_billing_date" INTEGER,
ADD COLUMN     "retainer_billing_description" TEXT,
ADD COLUMN     "retainer_billing_title" TEXT,
ADD COLUMN     "secondary_contact_id" INTEGER,
ADD COLUMN     "setting_include_time_report" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "start_date" DATE;

-- AlterTable
ALTER TABLE "purchase_items" ADD COLUMN     "ksk_relevant" BOOLEAN NOT NULL DEFAULT false,
ALTER COLUMN "vat_code_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "revenue_categories" ADD COLUMN     "assignment_kind" "revenue_assignment_kind" NOT NULL DEFAULT 'tasks_and_expenses';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "birthday" DATE,
ADD COLUMN     "credit_number" TEXT,
ADD COLUMN     "custom_properties" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "extern" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "home_address" TEXT,
ADD COLUMN     "iban" TEXT,
ADD COLUMN     "info" TEXT,
ADD COLUMN     "mobile_phone" TEXT,
ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "vat_codes_purchases" ADD COLUMN     "description" TEXT;

-- AlterTable
ALTER TABLE "vat_codes_sales" ADD COLUMN     "description" TEXT;

-- CreateIndex
CREATE INDEX "users_custom_properties_idx" ON "users" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "users_tags_idx" ON "users" USING GIN ("tags");

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_customer_vat_code_id_fkey" FOREIGN KEY ("customer_vat_code_id") REFERENCES "vat_codes_sales"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_supplier_vat_code_id_fkey" FOREIGN KEY ("supplier_vat_code_id") REFERENCES "vat_codes_purchases"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_co_leader_id_fkey" FOREIGN KEY ("co_leader_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_secondary_contact_id_fkey" FOREIGN KEY ("secondary_contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_letter_paper_id_fkey" FOREIGN KEY ("letter_paper_id") REFERENCES "letter_papers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;
