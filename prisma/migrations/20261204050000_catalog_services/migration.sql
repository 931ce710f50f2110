-- CreateTable
CREATE TABLE "catalog_services" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "catalog_services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalog_service_items" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "catalog_service_id" INTEGER NOT NULL,
    "sort_order" INTEGER NOT NULL,
    "type" "position_type" NOT NULL,
    "title" TEXT,
    "description" TEXT,
    "quantity" DECIMAL(19,6),
    "unit" TEXT,
    "unit_price" DECIMAL(19,4),
    "unit_cost" DECIMAL(19,4),
    "net_total" DECIMAL(19,4),
    "optional" BOOLEAN NOT NULL DEFAULT false,
    "additional" BOOLEAN NOT NULL DEFAULT false,
    "subtotal_type" "subtotal_type",
    "position_group_display" TEXT,
    "position_group_items" JSONB,
    "revenue_category_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "catalog_service_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "catalog_services_account_id_id_idx" ON "catalog_services"("account_id", "id");

-- CreateIndex
CREATE INDEX "catalog_services_account_id_updated_at_id_idx" ON "catalog_services"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "catalog_services_account_id_title_id_idx" ON "catalog_services"("account_id", "title", "id");

-- CreateIndex
CREATE INDEX "catalog_service_items_account_id_id_idx" ON "catalog_service_items"("account_id", "id");

-- CreateIndex
CREATE INDEX "catalog_service_items_catalog_service_id_sort_order_idx" ON "catalog_service_items"("catalog_service_id", "sort_order");

-- CreateIndex
CREATE INDEX "catalog_service_items_account_id_revenue_category_id_idx" ON "catalog_service_items"("account_id", "revenue_category_id");

-- AddForeignKey
ALTER TABLE "catalog_services" ADD CONSTRAINT "catalog_services_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_service_items" ADD CONSTRAINT "catalog_service_items_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_service_items" ADD CONSTRAINT "catalog_service_items_catalog_service_id_fkey" FOREIGN KEY ("catalog_service_id") REFERENCES "catalog_services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalog_service_items" ADD CONSTRAINT "catalog_service_items_revenue_category_id_fkey" FOREIGN KEY ("revenue_category_id") REFERENCES "revenue_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;
