-- Offer confirmations become documents of their own (GET/POST /offer_confirmations, PUT, PATCH,
-- DELETE, .pdf): a number, their texts and a copy of what they print of the offer.

-- AlterEnum
ALTER TYPE "document_kind" ADD VALUE 'offer_confirmation';

-- AlterEnum: the type is made anew (not ADD VALUE), because the backfill at the end uses the
-- new value, and PostgreSQL lets a transaction use an added value only on a type it created.
ALTER TYPE "number_sequence_kind" RENAME TO "number_sequence_kind_old";
CREATE TYPE "number_sequence_kind" AS ENUM ('offer', 'invoice', 'purchase', 'project', 'offer_confirmation');
ALTER TABLE "number_sequences" ALTER COLUMN "kind" TYPE "number_sequence_kind"
  USING ("kind"::text::"number_sequence_kind");
DROP TYPE "number_sequence_kind_old";

-- DropIndex
DROP INDEX "offer_confirmations_account_id_idx";

-- AlterTable: the copied columns start nullable, are filled from the offers below, then required.
ALTER TABLE "offer_confirmations" ADD COLUMN     "company_id" INTEGER,
ADD COLUMN     "contact_id" INTEGER,
ADD COLUMN     "currency" VARCHAR(3),
ADD COLUMN     "discount" DECIMAL(9,4) NOT NULL DEFAULT 0,
ADD COLUMN     "footer" TEXT,
ADD COLUMN     "gross_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
ADD COLUMN     "identifier" TEXT,
ADD COLUMN     "net_total" DECIMAL(19,4) NOT NULL DEFAULT 0,
ADD COLUMN     "print_detail_columns" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "recipient_address" TEXT,
ADD COLUMN     "salutation" TEXT,
ADD COLUMN     "tax" DECIMAL(9,4),
ADD COLUMN     "user_id" INTEGER,
ADD COLUMN     "vat_code_id" INTEGER;

-- CreateTable
CREATE TABLE "offer_confirmation_positions" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "offer_confirmation_id" INTEGER NOT NULL,
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

    CONSTRAINT "offer_confirmation_positions_pkey" PRIMARY KEY ("id")
);

-- Backfill: the confirmations issued so far (by customer approvals) copy their offer as it is
-- now (the best record there is of it) and are numbered AB + yy + sequence per account and year
-- in the order of their date and id; the number_sequences rows continue after them (the end).
UPDATE "offer_confirmations" c
   SET "company_id" = o."company_id",
       "contact_id" = o."contact_id",
       "currency" = o."currency",
       "discount" = o."discount",
       "footer" = o."footer",
       "gross_total" = o."gross_total",
       "net_total" = o."net_total",
       "print_detail_columns" = o."print_detail_columns",
       "recipient_address" = o."recipient_address",
       "salutation" = o."salutation",
       "tax" = o."tax",
       "vat_code_id" = o."vat_code_id"
  FROM "offers" o
 WHERE o."id" = c."offer_id" AND o."account_id" = c."account_id";

WITH numbered AS (
  SELECT "id",
         EXTRACT(YEAR FROM "date")::int AS year,
         row_number() OVER (PARTITION BY "account_id", EXTRACT(YEAR FROM "date")
                            ORDER BY "date", "id") AS seq
    FROM "offer_confirmations")
UPDATE "offer_confirmations" c
   SET "identifier" = 'AB' || lpad((n.year - 2000)::text, 2, '0') || lpad(n.seq::text, 4, '0')
  FROM numbered n
 WHERE n."id" = c."id";

INSERT INTO "offer_confirmation_positions" ("account_id", "offer_confirmation_id", "sort_order",
  "type", "title", "description", "quantity", "unit", "unit_price", "net_total", "optional",
  "service_type", "subtotal_type", "revenue_category_id", "created_at", "updated_at")
SELECT p."account_id", c."id", p."sort_order", p."type", p."title", p."description",
       p."quantity", p."unit", p."unit_price", p."net_total", p."optional", p."service_type",
       p."subtotal_type", p."revenue_category_id", now(), now()
  FROM "offer_confirmations" c
  JOIN "offer_positions" p ON p."offer_id" = c."offer_id" AND p."account_id" = c."account_id";

ALTER TABLE "offer_confirmations" ALTER COLUMN "currency" SET NOT NULL,
ALTER COLUMN "identifier" SET NOT NULL,
ALTER COLUMN "recipient_address" SET NOT NULL,
ALTER COLUMN "tax" SET NOT NULL;

-- The sequences continue after the backfilled numbers.
INSERT INTO "number_sequences" ("account_id", "kind", "year", "last_value", "updated_at")
SELECT "account_id", 'offer_confirmation', EXTRACT(YEAR FROM "date")::int, count(*), now()
  FROM "offer_confirmations"
 GROUP BY "account_id", EXTRACT(YEAR FROM "date");

-- CreateIndex
CREATE INDEX "offer_confirmation_positions_offer_confirmation_id_sort_ord_idx" ON "offer_confirmation_positions"("offer_confirmation_id", "sort_order");

-- CreateIndex
CREATE INDEX "offer_confirmation_positions_account_id_revenue_category_id_idx" ON "offer_confirmation_positions"("account_id", "revenue_category_id");

-- CreateIndex
CREATE INDEX "offer_confirmations_account_id_id_idx" ON "offer_confirmations"("account_id", "id");

-- CreateIndex
CREATE INDEX "offer_confirmations_account_id_date_id_idx" ON "offer_confirmations"("account_id", "date", "id");

-- CreateIndex
CREATE INDEX "offer_confirmations_account_id_title_id_idx" ON "offer_confirmations"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "offer_confirmations_account_id_created_at_id_idx" ON "offer_confirmations"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "offer_confirmations_account_id_updated_at_id_idx" ON "offer_confirmations"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "offer_confirmations_account_id_company_id_idx" ON "offer_confirmations"("account_id", "company_id");

-- CreateIndex
CREATE UNIQUE INDEX "offer_confirmations_account_id_identifier_key" ON "offer_confirmations"("account_id", "identifier");

-- AddForeignKey
ALTER TABLE "offer_confirmations" ADD CONSTRAINT "offer_confirmations_vat_code_id_fkey" FOREIGN KEY ("vat_code_id") REFERENCES "vat_codes_sales"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmations" ADD CONSTRAINT "offer_confirmations_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmations" ADD CONSTRAINT "offer_confirmations_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmations" ADD CONSTRAINT "offer_confirmations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmation_positions" ADD CONSTRAINT "offer_confirmation_positions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmation_positions" ADD CONSTRAINT "offer_confirmation_positions_offer_confirmation_id_fkey" FOREIGN KEY ("offer_confirmation_id") REFERENCES "offer_confirmations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offer_confirmation_positions" ADD CONSTRAINT "offer_confirmation_positions_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;
