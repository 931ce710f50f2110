-- The public customer report of a project: its token while sharing is on (PUT /projects/{id}/share).
-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "customer_report_token" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "projects_customer_report_token_key" ON "projects"("customer_report_token");
