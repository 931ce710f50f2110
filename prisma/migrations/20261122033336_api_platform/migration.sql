-- CreateEnum
CREATE TYPE "deal_status" AS ENUM ('potential', 'pending', 'won', 'lost', 'dropped');

-- AlterEnum
ALTER TYPE "number_sequence_kind" ADD VALUE 'project';

-- AlterTable
ALTER TABLE "deals" ADD COLUMN     "status" "deal_status" NOT NULL DEFAULT 'pending',
ADD COLUMN     "user_id" INTEGER;

-- AlterTable
ALTER TABLE "letter_papers" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "billing_contact_id" INTEGER;

-- AlterTable
ALTER TABLE "vat_codes_purchases" ADD COLUMN     "credit_account" TEXT;

-- AlterTable
ALTER TABLE "vat_codes_sales" ADD COLUMN     "credit_account" TEXT;

-- CreateIndex
CREATE INDEX "deals_account_id_status_idx" ON "deals"("account_id", "status");

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_billing_contact_id_fkey" FOREIGN KEY ("billing_contact_id") REFERENCES "contacts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
