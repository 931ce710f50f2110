-- Project contracts (users assigned to a project) and project groups (issue 30).
-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "project_group_id" INTEGER;

-- CreateTable
CREATE TABLE "project_contracts" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "billable" BOOLEAN NOT NULL DEFAULT true,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "budget" DECIMAL(19,4),
    "hourly_rate" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_groups" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "user_id" INTEGER,
    "company_id" INTEGER,
    "budget" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "currency" VARCHAR(3),
    "info" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_groups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "project_contracts_account_id_project_id_id_idx" ON "project_contracts"("account_id", "project_id", "id");

-- CreateIndex
CREATE INDEX "project_contracts_account_id_user_id_idx" ON "project_contracts"("account_id", "user_id");

-- CreateIndex
CREATE INDEX "project_contracts_account_id_id_idx" ON "project_contracts"("account_id", "id");

-- CreateIndex
CREATE INDEX "project_contracts_account_id_created_at_id_idx" ON "project_contracts"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "project_contracts_account_id_updated_at_id_idx" ON "project_contracts"("account_id", "updated_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "project_contracts_project_id_user_id_key" ON "project_contracts"("project_id", "user_id");

-- CreateIndex
CREATE INDEX "project_groups_account_id_id_idx" ON "project_groups"("account_id", "id");

-- CreateIndex
CREATE INDEX "project_groups_account_id_name_id_idx" ON "project_groups"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "project_groups_account_id_created_at_id_idx" ON "project_groups"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "project_groups_account_id_updated_at_id_idx" ON "project_groups"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "project_groups_user_id_idx" ON "project_groups"("user_id");

-- CreateIndex
CREATE INDEX "project_groups_company_id_idx" ON "project_groups"("company_id");

-- CreateIndex
CREATE INDEX "projects_project_group_id_idx" ON "projects"("project_group_id");

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_group_id_fkey" FOREIGN KEY ("project_group_id") REFERENCES "project_groups"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_contracts" ADD CONSTRAINT "project_contracts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;


