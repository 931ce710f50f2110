-- AlterEnum
ALTER TYPE "invoice_format" ADD VALUE 'peppol';

-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "peppol_id" TEXT;

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "peppol_id" TEXT;
