-- DropIndex
DROP INDEX "activities_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "companies_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "contacts_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "custom_field_definitions_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "deals_account_id_status_idx";

-- DropIndex
DROP INDEX "deals_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "email_deliveries_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "expenses_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "invoice_payments_account_id_date_idx";

-- DropIndex
DROP INDEX "invoice_payments_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "invoice_reminders_account_id_date_idx";

-- DropIndex
DROP INDEX "invoice_reminders_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "invoices_account_id_date_idx";

-- DropIndex
DROP INDEX "invoices_account_id_status_idx";

-- DropIndex
DROP INDEX "invoices_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "letter_papers_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "offers_account_id_date_idx";

-- DropIndex
DROP INDEX "offers_account_id_status_idx";

-- DropIndex
DROP INDEX "offers_account_id_title_idx";

-- DropIndex
DROP INDEX "offers_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "project_tasks_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "projects_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "purchase_categories_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "purchase_payments_account_id_date_idx";

-- DropIndex
DROP INDEX "purchase_payments_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "purchases_account_id_date_idx";

-- DropIndex
DROP INDEX "purchases_account_id_payment_method_idx";

-- DropIndex
DROP INDEX "purchases_account_id_receipt_identifier_idx";

-- DropIndex
DROP INDEX "purchases_account_id_status_idx";

-- DropIndex
DROP INDEX "purchases_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "revenue_categories_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "users_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "vat_codes_purchases_account_id_updated_at_idx";

-- DropIndex
DROP INDEX "vat_codes_sales_account_id_updated_at_idx";

-- CreateIndex
CREATE INDEX "activities_account_id_id_idx" ON "activities"("account_id", "id");

-- CreateIndex
CREATE INDEX "activities_account_id_date_id_idx" ON "activities"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "activities_account_id_hours_id_idx" ON "activities"("account_id", "hours", "id");

-- CreateIndex
CREATE INDEX "activities_account_id_created_at_id_idx" ON "activities"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "activities_account_id_updated_at_id_idx" ON "activities"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "companies_account_id_id_idx" ON "companies"("account_id", "id");

-- CreateIndex
CREATE INDEX "companies_account_id_active_id_idx" ON "companies"("account_id", "active", "id");

-- CreateIndex
CREATE INDEX "companies_account_id_name_id_idx" ON "companies"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "companies_account_id_type_id_idx" ON "companies"("account_id", "type", "id");

-- CreateIndex
CREATE INDEX "companies_account_id_identifier_id_idx" ON "companies"("account_id", "identifier", "id");

-- CreateIndex
CREATE INDEX "companies_account_id_created_at_id_idx" ON "companies"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "companies_account_id_updated_at_id_idx" ON "companies"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "contacts_account_id_id_idx" ON "contacts"("account_id", "id");

-- CreateIndex
CREATE INDEX "contacts_account_id_firstname_id_idx" ON "contacts"("account_id", "firstname", "id");

-- CreateIndex
CREATE INDEX "contacts_account_id_lastname_id_idx" ON "contacts"("account_id", "lastname", "id");

-- CreateIndex
CREATE INDEX "contacts_account_id_email_id_idx" ON "contacts"("account_id", "email", "id");

-- CreateIndex
CREATE INDEX "contacts_account_id_created_at_id_idx" ON "contacts"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "contacts_account_id_updated_at_id_idx" ON "contacts"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "custom_field_definitions_account_id_id_idx" ON "custom_field_definitions"("account_id", "id");

-- CreateIndex
CREATE INDEX "custom_field_definitions_account_id_name_id_idx" ON "custom_field_definitions"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "custom_field_definitions_account_id_created_at_id_idx" ON "custom_field_definitions"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "custom_field_definitions_account_id_updated_at_id_idx" ON "custom_field_definitions"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "deals_account_id_id_idx" ON "deals"("account_id", "id");

-- CreateIndex
CREATE INDEX "deals_account_id_name_id_idx" ON "deals"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "deals_account_id_status_id_idx" ON "deals"("account_id", "status", "id");

-- CreateIndex
CREATE INDEX "deals_account_id_money_id_idx" ON "deals"("account_id", "money", "id");

-- CreateIndex
CREATE INDEX "deals_account_id_created_at_id_idx" ON "deals"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "deals_account_id_updated_at_id_idx" ON "deals"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "email_deliveries_account_id_id_idx" ON "email_deliveries"("account_id", "id");

-- CreateIndex
CREATE INDEX "email_deliveries_account_id_status_id_idx" ON "email_deliveries"("account_id", "status", "id");

-- CreateIndex
CREATE INDEX "email_deliveries_account_id_created_at_id_idx" ON "email_deliveries"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "email_deliveries_account_id_updated_at_id_idx" ON "email_deliveries"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "email_deliveries_account_id_sent_at_id_idx" ON "email_deliveries"("account_id", "sent_at", "id");

-- CreateIndex
CREATE INDEX "expenses_account_id_id_idx" ON "expenses"("account_id", "id");

-- CreateIndex
CREATE INDEX "expenses_account_id_date_id_idx" ON "expenses"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "expenses_account_id_title_id_idx" ON "expenses"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "expenses_account_id_created_at_id_idx" ON "expenses"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "expenses_account_id_updated_at_id_idx" ON "expenses"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_id_idx" ON "invoice_payments"("account_id", "id");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_date_id_idx" ON "invoice_payments"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_invoice_id_id_idx" ON "invoice_payments"("account_id", "invoice_id", "id");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_paid_total_id_idx" ON "invoice_payments"("account_id", "paid_total", "id");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_created_at_id_idx" ON "invoice_payments"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "invoice_payments_account_id_updated_at_id_idx" ON "invoice_payments"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_id_idx" ON "invoice_reminders"("account_id", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_invoice_id_id_idx" ON "invoice_reminders"("account_id", "invoice_id", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_date_id_idx" ON "invoice_reminders"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_due_date_id_idx" ON "invoice_reminders"("account_id", "due_date", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_title_id_idx" ON "invoice_reminders"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_fee_id_idx" ON "invoice_reminders"("account_id", "fee", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_created_at_id_idx" ON "invoice_reminders"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "invoice_reminders_account_id_updated_at_id_idx" ON "invoice_reminders"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_id_idx" ON "invoices"("account_id", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_date_id_idx" ON "invoices"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_due_date_id_idx" ON "invoices"("account_id", "due_date", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_title_id_idx" ON "invoices"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_status_id_idx" ON "invoices"("account_id", "status", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_net_total_id_idx" ON "invoices"("account_id", "net_total", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_gross_total_id_idx" ON "invoices"("account_id", "gross_total", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_service_period_from_id_idx" ON "invoices"("account_id", "service_period_from", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_created_at_id_idx" ON "invoices"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "invoices_account_id_updated_at_id_idx" ON "invoices"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "letter_papers_account_id_id_idx" ON "letter_papers"("account_id", "id");

-- CreateIndex
CREATE INDEX "letter_papers_account_id_active_id_idx" ON "letter_papers"("account_id", "active", "id");

-- CreateIndex
CREATE INDEX "letter_papers_account_id_created_at_id_idx" ON "letter_papers"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "letter_papers_account_id_updated_at_id_idx" ON "letter_papers"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_id_idx" ON "offers"("account_id", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_date_id_idx" ON "offers"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_due_date_id_idx" ON "offers"("account_id", "due_date", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_title_id_idx" ON "offers"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_status_id_idx" ON "offers"("account_id", "status", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_net_total_id_idx" ON "offers"("account_id", "net_total", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_gross_total_id_idx" ON "offers"("account_id", "gross_total", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_created_at_id_idx" ON "offers"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "offers_account_id_updated_at_id_idx" ON "offers"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "project_tasks_account_id_id_idx" ON "project_tasks"("account_id", "id");

-- CreateIndex
CREATE INDEX "project_tasks_account_id_name_id_idx" ON "project_tasks"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "project_tasks_account_id_created_at_id_idx" ON "project_tasks"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "project_tasks_account_id_updated_at_id_idx" ON "project_tasks"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "projects_account_id_id_idx" ON "projects"("account_id", "id");

-- CreateIndex
CREATE INDEX "projects_account_id_name_id_idx" ON "projects"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "projects_account_id_created_at_id_idx" ON "projects"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "projects_account_id_updated_at_id_idx" ON "projects"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "purchase_categories_account_id_id_idx" ON "purchase_categories"("account_id", "id");

-- CreateIndex
CREATE INDEX "purchase_categories_account_id_name_id_idx" ON "purchase_categories"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "purchase_categories_account_id_credit_account_id_idx" ON "purchase_categories"("account_id", "credit_account", "id");

-- CreateIndex
CREATE INDEX "purchase_categories_account_id_active_id_idx" ON "purchase_categories"("account_id", "active", "id");

-- CreateIndex
CREATE INDEX "purchase_categories_account_id_created_at_id_idx" ON "purchase_categories"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "purchase_categories_account_id_updated_at_id_idx" ON "purchase_categories"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_id_idx" ON "purchase_payments"("account_id", "id");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_date_id_idx" ON "purchase_payments"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_purchase_id_id_idx" ON "purchase_payments"("account_id", "purchase_id", "id");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_total_id_idx" ON "purchase_payments"("account_id", "total", "id");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_created_at_id_idx" ON "purchase_payments"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "purchase_payments_account_id_updated_at_id_idx" ON "purchase_payments"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_id_idx" ON "purchases"("account_id", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_receipt_identifier_id_idx" ON "purchases"("account_id", "receipt_identifier", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_date_id_idx" ON "purchases"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_due_date_id_idx" ON "purchases"("account_id", "due_date", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_title_id_idx" ON "purchases"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_status_id_idx" ON "purchases"("account_id", "status", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_payment_method_id_idx" ON "purchases"("account_id", "payment_method", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_net_total_id_idx" ON "purchases"("account_id", "net_total", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_gross_total_id_idx" ON "purchases"("account_id", "gross_total", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_created_at_id_idx" ON "purchases"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "purchases_account_id_updated_at_id_idx" ON "purchases"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_id_idx" ON "revenue_categories"("account_id", "id");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_name_id_idx" ON "revenue_categories"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_revenue_account_id_idx" ON "revenue_categories"("account_id", "revenue_account", "id");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_cost_category_id_idx" ON "revenue_categories"("account_id", "cost_category", "id");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_active_id_idx" ON "revenue_categories"("account_id", "active", "id");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_created_at_id_idx" ON "revenue_categories"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "revenue_categories_account_id_updated_at_id_idx" ON "revenue_categories"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "users_account_id_id_idx" ON "users"("account_id", "id");

-- CreateIndex
CREATE INDEX "users_account_id_firstname_id_idx" ON "users"("account_id", "firstname", "id");

-- CreateIndex
CREATE INDEX "users_account_id_lastname_id_idx" ON "users"("account_id", "lastname", "id");

-- CreateIndex
CREATE INDEX "users_account_id_created_at_id_idx" ON "users"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "users_account_id_updated_at_id_idx" ON "users"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "vat_codes_purchases_account_id_id_idx" ON "vat_codes_purchases"("account_id", "id");

-- CreateIndex
CREATE INDEX "vat_codes_purchases_account_id_tax_id_idx" ON "vat_codes_purchases"("account_id", "tax", "id");

-- CreateIndex
CREATE INDEX "vat_codes_purchases_account_id_active_id_idx" ON "vat_codes_purchases"("account_id", "active", "id");

-- CreateIndex
CREATE INDEX "vat_codes_purchases_account_id_created_at_id_idx" ON "vat_codes_purchases"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "vat_codes_purchases_account_id_updated_at_id_idx" ON "vat_codes_purchases"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "vat_codes_sales_account_id_id_idx" ON "vat_codes_sales"("account_id", "id");

-- CreateIndex
CREATE INDEX "vat_codes_sales_account_id_tax_id_idx" ON "vat_codes_sales"("account_id", "tax", "id");

-- CreateIndex
CREATE INDEX "vat_codes_sales_account_id_active_id_idx" ON "vat_codes_sales"("account_id", "active", "id");

-- CreateIndex
CREATE INDEX "vat_codes_sales_account_id_created_at_id_idx" ON "vat_codes_sales"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "vat_codes_sales_account_id_updated_at_id_idx" ON "vat_codes_sales"("account_id", "updated_at", "id");

