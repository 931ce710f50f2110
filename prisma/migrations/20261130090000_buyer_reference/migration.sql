-- AlterTable
ALTER TABLE "companies" ADD COLUMN "buyer_reference" TEXT;

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN "buyer_reference" TEXT;
