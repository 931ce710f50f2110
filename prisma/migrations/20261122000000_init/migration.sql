-- CreateEnum
CREATE TYPE "offer_status" AS ENUM ('created', 'sent', 'accepted', 'partially_billed', 'billed', 'archived');

-- CreateEnum
CREATE TYPE "invoice_status" AS ENUM ('draft', 'created', 'sent', 'partially_paid', 'paid', 'overdue', 'ignored');

-- CreateEnum
CREATE TYPE "purchase_status" AS ENUM ('pending', 'archived');

-- CreateEnum
CREATE TYPE "payment_method" AS ENUM ('bank_transfer', 'direct_debit', 'credit_card', 'paypal', 'cash', 'bank_transfer_swiss_qr_esr');

-- CreateEnum
CREATE TYPE "position_type" AS ENUM ('title', 'description', 'item', 'subtotal', 'page-break', 'separator');

-- CreateEnum
CREATE TYPE "subtotal_type" AS ENUM ('part_total', 'sub_total', 'optional_part_total', 'optional_sub_total');

-- CreateEnum
CREATE TYPE "service_type" AS ENUM ('service', 'expense');

-- CreateEnum
CREATE TYPE "vat_kind" AS ENUM ('tax', 'reverse_charge', 'intra_eu');

-- CreateEnum
CREATE TYPE "company_type" AS ENUM ('customer', 'supplier', 'organization');

-- CreateEnum
CREATE TYPE "custom_field_type" AS ENUM ('MultiSelect', 'Boolean', 'Date', 'Select', 'Textarea', 'String', 'Link');

-- CreateEnum
CREATE TYPE "custom_field_entity" AS ENUM ('Offer', 'Invoice', 'Purchase', 'Expense', 'Company', 'Contact', 'Project', 'Deal');

-- CreateEnum
CREATE TYPE "api_key_kind" AS ENUM ('full', 'read_only');

-- CreateEnum
CREATE TYPE "approval_state" AS ENUM ('pending', 'approved', 'denied');

-- CreateEnum
CREATE TYPE "entity_type" AS ENUM ('Offer', 'Invoice', 'Invoice::Payment', 'InvoiceReminder', 'Purchase', 'Purchase::Payment', 'Company', 'Contact', 'Project', 'Deal');

-- CreateEnum
CREATE TYPE "webhook_event" AS ENUM ('create', 'update', 'delete');

-- CreateEnum
CREATE TYPE "delivery_status" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "number_sequence_kind" AS ENUM ('offer', 'invoice', 'purchase');

-- CreateEnum
CREATE TYPE "job_status" AS ENUM ('queued', 'running', 'completed', 'failed');

-- CreateTable
CREATE TABLE "accounts" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "currencies" TEXT[] DEFAULT ARRAY['EUR']::TEXT[],
    "default_currency" VARCHAR(3) NOT NULL DEFAULT 'EUR',
    "country_code" CHAR(2) NOT NULL DEFAULT 'DE',
    "eu_member" BOOLEAN NOT NULL DEFAULT true,
    "time_zone" TEXT NOT NULL DEFAULT 'Europe/Berlin',
    "print_detail_columns" BOOLEAN NOT NULL DEFAULT true,
    "invoice_due_days" INTEGER NOT NULL DEFAULT 30,
    "offer_due_days" INTEGER NOT NULL DEFAULT 30,
    "rate_limit_requests" INTEGER,
    "rate_limit_window_seconds" INTEGER,
    "purchase_surcharge_enabled" BOOLEAN NOT NULL DEFAULT false,
    "purchase_surcharge_percent" DECIMAL(9,4) NOT NULL DEFAULT 0,
    "expense_billable_default" BOOLEAN NOT NULL DEFAULT true,
    "expense_budget_relevant_default" BOOLEAN NOT NULL DEFAULT true,
    "default_letter_paper_id" INTEGER,
    "email_from_address" TEXT,
    "email_from_name" TEXT,
    "email_reply_to" TEXT,
    "legal_name" TEXT,
    "address" TEXT,
    "vat_identifier" TEXT,
    "tax_number" TEXT,
    "iban" TEXT,
    "bic" TEXT,
    "bank_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "firstname" TEXT NOT NULL,
    "lastname" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "email_signature" TEXT,
    "signature_image_file_id" INTEGER,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "api_key_kind" NOT NULL DEFAULT 'full',
    "key_hash" CHAR(64) NOT NULL,
    "prefix" VARCHAR(16) NOT NULL,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "filename" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "letter_papers" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "html" TEXT,
    "file_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "letter_papers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companies" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "type" "company_type" NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "website" TEXT,
    "country_code" CHAR(2),
    "vat_identifier" TEXT,
    "iban" TEXT,
    "bic" TEXT,
    "currency" VARCHAR(3),
    "invoice_due_days" INTEGER,
    "debit_number" INTEGER,
    "credit_number" INTEGER,
    "invoice_emails_to" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "invoice_emails_cc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "invoice_emails_bcc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "offer_emails_to" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "offer_emails_cc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "offer_emails_bcc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contacts" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "company_id" INTEGER,
    "firstname" TEXT,
    "lastname" TEXT NOT NULL,
    "salutation" TEXT,
    "job_position" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "default_offer_recipient" BOOLEAN NOT NULL DEFAULT false,
    "default_invoice_recipient" BOOLEAN NOT NULL DEFAULT false,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "company_id" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "billable" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "leader_id" INTEGER,
    "hourly_rate" DECIMAL(19,4),
    "billing_address" TEXT,
    "invoice_emails_to" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "invoice_emails_cc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "invoice_emails_bcc" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_tasks" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "billable" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "hourly_rate" DECIMAL(19,4),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deals" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "company_id" INTEGER,
    "currency" VARCHAR(3) NOT NULL,
    "money" DECIMAL(19,4),
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vat_codes_sales" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "tax" DECIMAL(9,4) NOT NULL,
    "kind" "vat_kind" NOT NULL DEFAULT 'tax',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "print_gross_total" BOOLEAN NOT NULL DEFAULT true,
    "notice_tax_exemption" TEXT,
    "notice_tax_exemption_alt" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vat_codes_sales_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vat_codes_purchases" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "tax" DECIMAL(9,4) NOT NULL,
    "kind" "vat_kind" NOT NULL DEFAULT 'tax',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vat_codes_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "revenue_categories" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "revenue_account" INTEGER NOT NULL,
    "cost_category" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "revenue_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_categories" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "credit_account" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_field_definitions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "entity" "custom_field_entity" NOT NULL,
    "name" TEXT NOT NULL,
    "type" "custom_field_type" NOT NULL,
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "custom_field_definitions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offers" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "due_date" DATE NOT NULL,
    "title" TEXT NOT NULL,
    "recipient_address" TEXT NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "net_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "gross_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "tax" DECIMAL(9,4) NOT NULL,
    "vat_code_id" INTEGER,
    "discount" DECIMAL(9,4) NOT NULL DEFAULT 0,
    "status" "offer_status" NOT NULL DEFAULT 'created',
    "salutation" TEXT,
    "footer" TEXT,
    "print_detail_columns" BOOLEAN NOT NULL DEFAULT true,
    "company_id" INTEGER,
    "project_id" INTEGER,
    "deal_id" INTEGER,
    "contact_id" INTEGER,
    "user_id" INTEGER,
    "internal_contact_id" INTEGER,
    "sent_at" TIMESTAMPTZ(3),
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_positions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "type" "position_type" NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "quantity" DECIMAL(19,6),
    "unit" TEXT,
    "unit_price" DECIMAL(19,4),
    "unit_cost" DECIMAL(19,4),
    "net_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "optional" BOOLEAN NOT NULL DEFAULT false,
    "service_type" "service_type" NOT NULL DEFAULT 'service',
    "subtotal_type" "subtotal_type",
    "revenue_category_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offer_positions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_attachments" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "file_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offer_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_customer_approvals" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "token" TEXT NOT NULL,
    "approved_at" TIMESTAMPTZ(3),
    "approved_by_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offer_customer_approvals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offer_confirmations" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "offer_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "title" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "offer_confirmations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "identifier" TEXT,
    "status" "invoice_status" NOT NULL DEFAULT 'created',
    "date" DATE NOT NULL,
    "due_date" DATE NOT NULL,
    "service_period" TEXT,
    "service_period_from" DATE,
    "service_period_to" DATE,
    "title" TEXT NOT NULL,
    "recipient_address" TEXT NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "net_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "gross_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "tax" DECIMAL(9,4) NOT NULL,
    "vat_code_id" INTEGER,
    "discount" DECIMAL(9,4) NOT NULL DEFAULT 0,
    "cash_discount" DECIMAL(9,4) NOT NULL DEFAULT 0,
    "cash_discount_days" INTEGER NOT NULL DEFAULT 0,
    "creditor_reference" TEXT,
    "debit_number" INTEGER,
    "credit_number" INTEGER,
    "locked" BOOLEAN NOT NULL DEFAULT false,
    "locked_at" TIMESTAMPTZ(3),
    "activity_hours_modified" BOOLEAN NOT NULL DEFAULT false,
    "disregarded" BOOLEAN NOT NULL DEFAULT false,
    "booked" BOOLEAN NOT NULL DEFAULT false,
    "booked_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "salutation" TEXT,
    "footer" TEXT,
    "print_detail_columns" BOOLEAN NOT NULL DEFAULT true,
    "customer_id" INTEGER NOT NULL,
    "project_id" INTEGER,
    "offer_id" INTEGER,
    "reversed_invoice_id" INTEGER,
    "user_id" INTEGER,
    "internal_contact_id" INTEGER,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_positions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "type" "position_type" NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "quantity" DECIMAL(19,6),
    "unit" TEXT,
    "unit_price" DECIMAL(19,4),
    "net_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "optional" BOOLEAN NOT NULL DEFAULT false,
    "service_type" "service_type" NOT NULL DEFAULT 'service',
    "subtotal_type" "subtotal_type",
    "revenue_category_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_positions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_payments" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "paid_total" DECIMAL(19,4) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_reminders" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "title" TEXT,
    "date" DATE NOT NULL,
    "due_date" DATE NOT NULL,
    "fee" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "text" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_debt_collections" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_debt_collections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_attachments" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "file_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activities" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "hours" DECIMAL(19,6) NOT NULL,
    "description" TEXT,
    "billed" BOOLEAN NOT NULL DEFAULT false,
    "billable" BOOLEAN NOT NULL DEFAULT true,
    "tag" TEXT,
    "remote_service" TEXT,
    "remote_id" TEXT,
    "remote_url" TEXT,
    "timer_started_at" TIMESTAMPTZ(3),
    "hourly_rate" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "project_id" INTEGER NOT NULL,
    "task_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "invoice_id" INTEGER,
    "invoice_position_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expenses" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
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
    "billed" BOOLEAN NOT NULL DEFAULT false,
    "recurring_expense_id" INTEGER,
    "service_period" TEXT,
    "service_period_from" DATE,
    "service_period_to" DATE,
    "file_id" INTEGER,
    "purchase_id" INTEGER,
    "purchase_item_id" INTEGER,
    "invoice_id" INTEGER,
    "invoice_position_id" INTEGER,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "expenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchases" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "receipt_identifier" TEXT,
    "title" TEXT NOT NULL,
    "info" TEXT,
    "iban" TEXT,
    "reference" TEXT,
    "date" DATE NOT NULL,
    "due_date" DATE,
    "service_period_from" DATE,
    "service_period_to" DATE,
    "status" "purchase_status" NOT NULL DEFAULT 'pending',
    "payment_method" "payment_method" NOT NULL,
    "net_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "gross_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "currency" VARCHAR(3) NOT NULL,
    "booked" BOOLEAN NOT NULL DEFAULT false,
    "booked_at" TIMESTAMPTZ(3),
    "company_id" INTEGER,
    "user_id" INTEGER,
    "document_file_id" INTEGER,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_items" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "net_total" DECIMAL(19,4) NOT NULL,
    "tax_total" DECIMAL(19,4) NOT NULL,
    "gross_total" DECIMAL(19,4) NOT NULL,
    "tax" DECIMAL(9,4) NOT NULL,
    "tax_included" BOOLEAN NOT NULL DEFAULT false,
    "vat_code_id" INTEGER NOT NULL,
    "category_id" INTEGER,
    "supplier_credit_number" INTEGER,
    "receipt_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_payments" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "total" DECIMAL(19,4) NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_refund_requests" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_refund_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_approval_requests" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "purchase_id" INTEGER NOT NULL,
    "approver_id" INTEGER,
    "state" "approval_state" NOT NULL DEFAULT 'pending',
    "comment" TEXT,
    "decided_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_approval_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_card_transactions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "purchase_id" INTEGER,
    "source" TEXT NOT NULL,
    "transaction_identifier" TEXT NOT NULL,
    "date" DATE,
    "amount" DECIMAL(19,4),
    "currency" VARCHAR(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_card_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "receipts" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "user_id" INTEGER,
    "file_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "receipts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "number_sequences" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "kind" "number_sequence_kind" NOT NULL,
    "year" INTEGER NOT NULL,
    "last_value" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "number_sequences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_subscriptions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "target" "entity_type" NOT NULL,
    "event" "webhook_event" NOT NULL,
    "hook" TEXT NOT NULL,
    "secret" CHAR(32) NOT NULL,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "disabled_at" TIMESTAMPTZ(3),
    "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_deliveries" (
    "id" BIGSERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "subscription_id" INTEGER NOT NULL,
    "payload" JSON NOT NULL,
    "actor_user_id" INTEGER,
    "status" "delivery_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
    "last_attempt_at" TIMESTAMPTZ(3),
    "last_response_status" INTEGER,
    "last_error" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_records" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "request_method" VARCHAR(10) NOT NULL,
    "request_path" TEXT NOT NULL,
    "request_hash" CHAR(64) NOT NULL,
    "response_status" INTEGER,
    "response_body" JSON,
    "response_headers" JSONB,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deletion_tombstones" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "entity_type" "entity_type" NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "reason" TEXT,
    "snapshot" JSONB,
    "deleted_by_id" INTEGER,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deletion_tombstones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" BIGSERIAL NOT NULL,
    "account_id" INTEGER,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "status" "job_status" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "max_attempts" INTEGER NOT NULL DEFAULT 5,
    "run_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_by" TEXT,
    "locked_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "steps" JSONB NOT NULL DEFAULT '{}',
    "dedupe_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "accounts_slug_key" ON "accounts"("slug");

-- CreateIndex
CREATE INDEX "users_account_id_updated_at_idx" ON "users"("account_id", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_account_id_email_key" ON "users"("account_id", "email");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys"("key_hash");

-- CreateIndex
CREATE INDEX "api_keys_account_id_user_id_idx" ON "api_keys"("account_id", "user_id");

-- CreateIndex
CREATE INDEX "stored_files_account_id_created_at_idx" ON "stored_files"("account_id", "created_at");

-- CreateIndex
CREATE INDEX "letter_papers_account_id_updated_at_idx" ON "letter_papers"("account_id", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "letter_papers_account_id_name_key" ON "letter_papers"("account_id", "name");

-- CreateIndex
CREATE INDEX "companies_account_id_updated_at_idx" ON "companies"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "companies_account_id_type_name_idx" ON "companies"("account_id", "type", "name");

-- CreateIndex
CREATE INDEX "companies_account_id_debit_number_idx" ON "companies"("account_id", "debit_number");

-- CreateIndex
CREATE INDEX "companies_account_id_credit_number_idx" ON "companies"("account_id", "credit_number");

-- CreateIndex
CREATE INDEX "companies_custom_properties_idx" ON "companies" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "companies_tags_idx" ON "companies" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "contacts_account_id_updated_at_idx" ON "contacts"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "contacts_account_id_company_id_idx" ON "contacts"("account_id", "company_id");

-- CreateIndex
CREATE INDEX "contacts_custom_properties_idx" ON "contacts" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "contacts_tags_idx" ON "contacts" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "projects_account_id_updated_at_idx" ON "projects"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "projects_account_id_company_id_idx" ON "projects"("account_id", "company_id");

-- CreateIndex
CREATE INDEX "projects_custom_properties_idx" ON "projects" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "projects_tags_idx" ON "projects" USING GIN ("tags");

-- CreateIndex
CREATE UNIQUE INDEX "projects_account_id_identifier_key" ON "projects"("account_id", "identifier");

-- CreateIndex
CREATE INDEX "project_tasks_account_id_project_id_idx" ON "project_tasks"("account_id", "project_id");

-- CreateIndex
CREATE INDEX "project_tasks_account_id_updated_at_idx" ON "project_tasks"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "deals_account_id_updated_at_idx" ON "deals"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "deals_account_id_company_id_idx" ON "deals"("account_id", "company_id");

-- CreateIndex
CREATE INDEX "deals_custom_properties_idx" ON "deals" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "deals_tags_idx" ON "deals" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "vat_codes_sales_account_id_updated_at_idx" ON "vat_codes_sales"("account_id", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "vat_codes_sales_account_id_code_key" ON "vat_codes_sales"("account_id", "code");

-- CreateIndex
CREATE INDEX "vat_codes_purchases_account_id_updated_at_idx" ON "vat_codes_purchases"("account_id", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "vat_codes_purchases_account_id_code_key" ON "vat_codes_purchases"("account_id", "code");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_updated_at_idx" ON "revenue_categories"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "purchase_categories_account_id_updated_at_idx" ON "purchase_categories"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "custom_field_definitions_account_id_updated_at_idx" ON "custom_field_definitions"("account_id", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "custom_field_definitions_account_id_entity_name_key" ON "custom_field_definitions"("account_id", "entity", "name");

-- CreateIndex
CREATE INDEX "offers_account_id_updated_at_idx" ON "offers"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "offers_account_id_status_idx" ON "offers"("account_id", "status");

-- CreateIndex
CREATE INDEX "offers_account_id_date_idx" ON "offers"("account_id", "date");

-- CreateIndex
CREATE INDEX "offers_account_id_company_id_idx" ON "offers"("account_id", "company_id");

-- CreateIndex
CREATE INDEX "offers_account_id_project_id_idx" ON "offers"("account_id", "project_id");

-- CreateIndex
CREATE INDEX "offers_account_id_deal_id_idx" ON "offers"("account_id", "deal_id");

-- CreateIndex
CREATE INDEX "offers_account_id_title_idx" ON "offers"("account_id", "title");

-- CreateIndex
CREATE INDEX "offers_custom_properties_idx" ON "offers" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "offers_tags_idx" ON "offers" USING GIN ("tags");

-- CreateIndex
CREATE UNIQUE INDEX "offers_account_id_identifier_key" ON "offers"("account_id", "identifier");

-- CreateIndex
CREATE INDEX "offer_positions_offer_id_sort_order_idx" ON "offer_positions"("offer_id", "sort_order");

-- CreateIndex
CREATE INDEX "offer_positions_account_id_revenue_category_id_idx" ON "offer_positions"("account_id", "revenue_category_id");

-- CreateIndex
CREATE INDEX "offer_attachments_offer_id_idx" ON "offer_attachments"("offer_id");

-- CreateIndex
CREATE INDEX "offer_attachments_file_id_idx" ON "offer_attachments"("file_id");

-- CreateIndex
CREATE INDEX "offer_attachments_account_id_updated_at_idx" ON "offer_attachments"("account_id", "updated_at");

-- CreateIndex
CREATE UNIQUE INDEX "offer_customer_approvals_offer_id_key" ON "offer_customer_approvals"("offer_id");

-- CreateIndex
CREATE UNIQUE INDEX "offer_customer_approvals_token_key" ON "offer_customer_approvals"("token");

-- CreateIndex
CREATE INDEX "offer_customer_approvals_account_id_idx" ON "offer_customer_approvals"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "offer_confirmations_offer_id_key" ON "offer_confirmations"("offer_id");

-- CreateIndex
CREATE INDEX "offer_confirmations_account_id_idx" ON "offer_confirmations"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_reversed_invoice_id_key" ON "invoices"("reversed_invoice_id");

-- CreateIndex
CREATE INDEX "invoices_account_id_updated_at_idx" ON "invoices"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "invoices_account_id_status_idx" ON "invoices"("account_id", "status");

-- CreateIndex
CREATE INDEX "invoices_account_id_date_idx" ON "invoices"("account_id", "date");

-- CreateIndex
CREATE INDEX "invoices_account_id_service_period_from_service_period_to_idx" ON "invoices"("account_id", "service_period_from", "service_period_to");

-- CreateIndex
CREATE INDEX "invoices_account_id_customer_id_idx" ON "invoices"("account_id", "customer_id");

-- CreateIndex
CREATE INDEX "invoices_account_id_project_id_idx" ON "invoices"("account_id", "project_id");

-- CreateIndex
CREATE INDEX "invoices_account_id_offer_id_idx" ON "invoices"("account_id", "offer_id");

-- CreateIndex
CREATE INDEX "invoices_account_id_locked_date_idx" ON "invoices"("account_id", "locked", "date");

-- CreateIndex
CREATE INDEX "invoices_account_id_disregarded_booked_idx" ON "invoices"("account_id", "disregarded", "booked");

-- CreateIndex
CREATE INDEX "invoices_status_due_date_idx" ON "invoices"("status", "due_date");

-- CreateIndex
CREATE INDEX "invoices_custom_properties_idx" ON "invoices" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "invoices_tags_idx" ON "invoices" USING GIN ("tags");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_account_id_identifier_key" ON "invoices"("account_id", "identifier");

-- CreateIndex
CREATE INDEX "invoice_positions_invoice_id_sort_order_idx" ON "invoice_positions"("invoice_id", "sort_order");

-- CreateIndex
CREATE INDEX "invoice_positions_account_id_revenue_category_id_idx" ON "invoice_positions"("account_id", "revenue_category_id");

-- CreateIndex
CREATE INDEX "invoice_payments_invoice_id_idx" ON "invoice_payments"("invoice_id");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_updated_at_idx" ON "invoice_payments"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_date_idx" ON "invoice_payments"("account_id", "date");

-- CreateIndex
CREATE INDEX "invoice_reminders_invoice_id_idx" ON "invoice_reminders"("invoice_id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_updated_at_idx" ON "invoice_reminders"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_date_idx" ON "invoice_reminders"("account_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_debt_collections_invoice_id_key" ON "invoice_debt_collections"("invoice_id");

-- CreateIndex
CREATE INDEX "invoice_debt_collections_account_id_idx" ON "invoice_debt_collections"("account_id");

-- CreateIndex
CREATE INDEX "invoice_attachments_invoice_id_idx" ON "invoice_attachments"("invoice_id");

-- CreateIndex
CREATE INDEX "invoice_attachments_file_id_idx" ON "invoice_attachments"("file_id");

-- CreateIndex
CREATE INDEX "invoice_attachments_account_id_updated_at_idx" ON "invoice_attachments"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "activities_account_id_updated_at_idx" ON "activities"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "activities_account_id_project_id_date_idx" ON "activities"("account_id", "project_id", "date");

-- CreateIndex
CREATE INDEX "activities_account_id_invoice_id_idx" ON "activities"("account_id", "invoice_id");

-- CreateIndex
CREATE INDEX "activities_account_id_user_id_date_idx" ON "activities"("account_id", "user_id", "date");

-- CreateIndex
CREATE INDEX "activities_task_id_idx" ON "activities"("task_id");

-- CreateIndex
CREATE INDEX "activities_invoice_position_id_idx" ON "activities"("invoice_position_id");

-- CreateIndex
CREATE UNIQUE INDEX "expenses_purchase_item_id_key" ON "expenses"("purchase_item_id");

-- CreateIndex
CREATE INDEX "expenses_account_id_updated_at_idx" ON "expenses"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "expenses_account_id_project_id_date_idx" ON "expenses"("account_id", "project_id", "date");

-- CreateIndex
CREATE INDEX "expenses_account_id_invoice_id_idx" ON "expenses"("account_id", "invoice_id");

-- CreateIndex
CREATE INDEX "expenses_account_id_purchase_id_idx" ON "expenses"("account_id", "purchase_id");

-- CreateIndex
CREATE INDEX "expenses_invoice_position_id_idx" ON "expenses"("invoice_position_id");

-- CreateIndex
CREATE INDEX "expenses_custom_properties_idx" ON "expenses" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "expenses_tags_idx" ON "expenses" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "purchases_account_id_updated_at_idx" ON "purchases"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "purchases_account_id_status_idx" ON "purchases"("account_id", "status");

-- CreateIndex
CREATE INDEX "purchases_account_id_date_idx" ON "purchases"("account_id", "date");

-- CreateIndex
CREATE INDEX "purchases_account_id_company_id_idx" ON "purchases"("account_id", "company_id");

-- CreateIndex
CREATE INDEX "purchases_account_id_payment_method_idx" ON "purchases"("account_id", "payment_method");

-- CreateIndex
CREATE INDEX "purchases_account_id_receipt_identifier_idx" ON "purchases"("account_id", "receipt_identifier");

-- CreateIndex
CREATE INDEX "purchases_account_id_booked_idx" ON "purchases"("account_id", "booked");

-- CreateIndex
CREATE INDEX "purchases_custom_properties_idx" ON "purchases" USING GIN ("custom_properties" jsonb_path_ops);

-- CreateIndex
CREATE INDEX "purchases_tags_idx" ON "purchases" USING GIN ("tags");

-- CreateIndex
CREATE UNIQUE INDEX "purchases_account_id_identifier_key" ON "purchases"("account_id", "identifier");

-- CreateIndex
CREATE UNIQUE INDEX "purchases_account_id_company_id_receipt_identifier_key" ON "purchases"("account_id", "company_id", "receipt_identifier");

-- CreateIndex
CREATE INDEX "purchase_items_purchase_id_sort_order_idx" ON "purchase_items"("purchase_id", "sort_order");

-- CreateIndex
CREATE INDEX "purchase_items_account_id_category_id_idx" ON "purchase_items"("account_id", "category_id");

-- CreateIndex
CREATE INDEX "purchase_items_account_id_vat_code_id_idx" ON "purchase_items"("account_id", "vat_code_id");

-- CreateIndex
CREATE INDEX "purchase_payments_purchase_id_idx" ON "purchase_payments"("purchase_id");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_updated_at_idx" ON "purchase_payments"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_date_idx" ON "purchase_payments"("account_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_refund_requests_purchase_id_key" ON "purchase_refund_requests"("purchase_id");

-- CreateIndex
CREATE INDEX "purchase_refund_requests_account_id_idx" ON "purchase_refund_requests"("account_id");

-- CreateIndex
CREATE INDEX "purchase_approval_requests_purchase_id_state_idx" ON "purchase_approval_requests"("purchase_id", "state");

-- CreateIndex
CREATE INDEX "purchase_approval_requests_account_id_approver_id_state_idx" ON "purchase_approval_requests"("account_id", "approver_id", "state");

-- CreateIndex
CREATE UNIQUE INDEX "credit_card_transactions_purchase_id_key" ON "credit_card_transactions"("purchase_id");

-- CreateIndex
CREATE UNIQUE INDEX "credit_card_transactions_account_id_source_transaction_iden_key" ON "credit_card_transactions"("account_id", "source", "transaction_identifier");

-- CreateIndex
CREATE INDEX "receipts_account_id_date_idx" ON "receipts"("account_id", "date");

-- CreateIndex
CREATE UNIQUE INDEX "number_sequences_account_id_kind_year_key" ON "number_sequences"("account_id", "kind", "year");

-- CreateIndex
CREATE INDEX "webhook_subscriptions_account_id_target_event_idx" ON "webhook_subscriptions"("account_id", "target", "event");

-- CreateIndex
CREATE INDEX "webhook_subscriptions_account_id_updated_at_idx" ON "webhook_subscriptions"("account_id", "updated_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_status_next_attempt_at_idx" ON "webhook_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_subscription_id_created_at_idx" ON "webhook_deliveries"("subscription_id", "created_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_account_id_created_at_idx" ON "webhook_deliveries"("account_id", "created_at");

-- CreateIndex
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_records_account_id_key_key" ON "idempotency_records"("account_id", "key");

-- CreateIndex
CREATE INDEX "deletion_tombstones_account_id_entity_type_deleted_at_idx" ON "deletion_tombstones"("account_id", "entity_type", "deleted_at");

-- CreateIndex
CREATE INDEX "deletion_tombstones_account_id_entity_type_entity_id_idx" ON "deletion_tombstones"("account_id", "entity_type", "entity_id");

-- CreateIndex
CREATE INDEX "jobs_status_run_at_idx" ON "jobs"("status", "run_at");

-- CreateIndex
CREATE INDEX "jobs_status_locked_at_idx" ON "jobs"("status", "locked_at");

-- CreateIndex
CREATE UNIQUE INDEX "jobs_type_dedupe_key_key" ON "jobs"("type", "dedupe_key");

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_default_letter_paper_id_fkey" FOREIGN KEY ("default_letter_paper_id") REFERENCES "letter_papers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_signature_image_file_id_fkey" FOREIGN KEY ("signature_image_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "letter_papers" ADD CONSTRAINT "letter_papers_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "letter_papers" ADD CONSTRAINT "letter_papers_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_leader_id_fkey" FOREIGN KEY ("leader_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vat_codes_sales" ADD CONSTRAINT "vat_codes_sales_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vat_codes_purchases" ADD CONSTRAINT "vat_codes_purchases_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "revenue_categories" ADD CONSTRAINT "revenue_categories_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_categories" ADD CONSTRAINT "purchase_categories_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_field_definitions" ADD CONSTRAINT "custom_field_definitions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_vat_code_id_fkey" FOREIGN KEY ("vat_code_id") REFERENCES "vat_codes_sales"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_deal_id_fkey" FOREIGN KEY ("deal_id") REFERENCES "deals"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_internal_contact_id_fkey" FOREIGN KEY ("internal_contact_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_positions" ADD CONSTRAINT "offer_positions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_positions" ADD CONSTRAINT "offer_positions_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_positions" ADD CONSTRAINT "offer_positions_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_customer_approvals" ADD CONSTRAINT "offer_customer_approvals_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_customer_approvals" ADD CONSTRAINT "offer_customer_approvals_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmations" ADD CONSTRAINT "offer_confirmations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmations" ADD CONSTRAINT "offer_confirmations_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_vat_code_id_fkey" FOREIGN KEY ("vat_code_id") REFERENCES "vat_codes_sales"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "companies"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_offer_id_fkey" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_reversed_invoice_id_fkey" FOREIGN KEY ("reversed_invoice_id") REFERENCES "invoices"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_internal_contact_id_fkey" FOREIGN KEY ("internal_contact_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_positions" ADD CONSTRAINT "invoice_positions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_positions" ADD CONSTRAINT "invoice_positions_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_positions" ADD CONSTRAINT "invoice_positions_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_debt_collections" ADD CONSTRAINT "invoice_debt_collections_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_debt_collections" ADD CONSTRAINT "invoice_debt_collections_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_debt_collections" ADD CONSTRAINT "invoice_debt_collections_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "project_tasks"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_invoice_position_id_fkey" FOREIGN KEY ("invoice_position_id") REFERENCES "invoice_positions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_purchase_item_id_fkey" FOREIGN KEY ("purchase_item_id") REFERENCES "purchase_items"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_invoice_position_id_fkey" FOREIGN KEY ("invoice_position_id") REFERENCES "invoice_positions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_document_file_id_fkey" FOREIGN KEY ("document_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_vat_code_id_fkey" FOREIGN KEY ("vat_code_id") REFERENCES "vat_codes_purchases"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "purchase_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_items" ADD CONSTRAINT "purchase_items_receipt_id_fkey" FOREIGN KEY ("receipt_id") REFERENCES "receipts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_payments" ADD CONSTRAINT "purchase_payments_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_refund_requests" ADD CONSTRAINT "purchase_refund_requests_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_refund_requests" ADD CONSTRAINT "purchase_refund_requests_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_refund_requests" ADD CONSTRAINT "purchase_refund_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_approval_requests" ADD CONSTRAINT "purchase_approval_requests_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_approval_requests" ADD CONSTRAINT "purchase_approval_requests_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_approval_requests" ADD CONSTRAINT "purchase_approval_requests_approver_id_fkey" FOREIGN KEY ("approver_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_card_transactions" ADD CONSTRAINT "credit_card_transactions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_card_transactions" ADD CONSTRAINT "credit_card_transactions_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "number_sequences" ADD CONSTRAINT "number_sequences_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "webhook_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deletion_tombstones" ADD CONSTRAINT "deletion_tombstones_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deletion_tombstones" ADD CONSTRAINT "deletion_tombstones_deleted_by_id_fkey" FOREIGN KEY ("deleted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written (Prisma does not model triggers): wake the workers, which LISTEN on
-- faktura_jobs, whenever a job is inserted. PostgreSQL delivers the notification at commit, so a
-- job enqueued in a rolled-back transaction never wakes anybody.
CREATE FUNCTION faktura_notify_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('faktura_jobs', NEW.type);
  RETURN NULL;
END
$$;

CREATE TRIGGER jobs_notify AFTER INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION faktura_notify_job();
