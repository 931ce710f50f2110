-- AlterTable
ALTER TABLE "purchase_approval_requests" ADD COLUMN     "approver2_id" INTEGER,
ADD COLUMN     "creator_id" INTEGER,
ADD COLUMN     "deny_note" TEXT,
ADD COLUMN     "processed_by_id" INTEGER;

-- The default pipeline of a new account: stage, win probability in percent, in pipeline order.
CREATE FUNCTION faktura_default_deal_category_list()
RETURNS TABLE ("position" INTEGER, "name" TEXT, "probability" INTEGER)
LANGUAGE sql IMMUTABLE AS $$
  VALUES (1, 'Contact', 10), (2, 'Qualified', 25), (3, 'Offer sent', 50),
         (4, 'Negotiation', 75), (5, 'Verbal commitment', 90)
$$;

-- CreateTable
CREATE TABLE "deal_categories" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "probability" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deal_categories_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deal_categories_account_id_id_idx" ON "deal_categories"("account_id", "id");

-- CreateIndex
CREATE INDEX "deal_categories_account_id_probability_id_idx" ON "deal_categories"("account_id", "probability", "id");

-- CreateIndex
CREATE INDEX "deal_categories_account_id_created_at_id_idx" ON "deal_categories"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "deal_categories_account_id_updated_at_id_idx" ON "deal_categories"("account_id", "updated_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "deal_categories_account_id_name_key" ON "deal_categories"("account_id", "name");

-- Every existing account gets the default pipeline (the same five stages as the trigger below).
INSERT INTO "deal_categories" ("account_id", "name", "probability", "created_at", "updated_at")
SELECT a."id", c."name", c."probability", now(), now()
FROM "accounts" a
CROSS JOIN faktura_default_deal_category_list() c
ORDER BY a."id", c."position";

-- AlterTable: every existing deal starts in its account's first stage.
ALTER TABLE "deals" ADD COLUMN "deal_category_id" INTEGER;
UPDATE "deals" d SET "deal_category_id" = (
  SELECT dc."id" FROM "deal_categories" dc WHERE dc."account_id" = d."account_id" ORDER BY dc."id" LIMIT 1
);
ALTER TABLE "deals" ALTER COLUMN "deal_category_id" SET NOT NULL;
-- Only so that an insert may leave the column out: the default is NULL and the trigger below
-- fills it in (a function, since PostgreSQL keeps no plain NULL default for Prisma to see).
CREATE FUNCTION faktura_unset_deal_category() RETURNS INTEGER
LANGUAGE sql IMMUTABLE AS $$ SELECT NULL::INTEGER $$;
ALTER TABLE "deals" ALTER COLUMN "deal_category_id" SET DEFAULT faktura_unset_deal_category();

-- CreateIndex
CREATE INDEX "deals_deal_category_id_idx" ON "deals"("deal_category_id");

-- CreateIndex
CREATE INDEX "purchase_approval_requests_account_id_approver2_id_state_idx" ON "purchase_approval_requests"("account_id", "approver2_id", "state");

-- CreateIndex
CREATE INDEX "purchase_approval_requests_account_id_creator_id_id_idx" ON "purchase_approval_requests"("account_id", "creator_id", "id");

-- CreateIndex
CREATE INDEX "purchase_approval_requests_account_id_state_id_idx" ON "purchase_approval_requests"("account_id", "state", "id");

-- CreateIndex
CREATE INDEX "purchase_approval_requests_account_id_updated_at_id_idx" ON "purchase_approval_requests"("account_id", "updated_at", "id");

-- CreateIndex
CREATE INDEX "purchase_approval_requests_account_id_id_idx" ON "purchase_approval_requests"("account_id", "id");

-- AddForeignKey
ALTER TABLE "deals" ADD CONSTRAINT "deals_deal_category_id_fkey" FOREIGN KEY ("deal_category_id") REFERENCES "deal_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_approval_requests" ADD CONSTRAINT "purchase_approval_requests_approver2_id_fkey" FOREIGN KEY ("approver2_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_approval_requests" ADD CONSTRAINT "purchase_approval_requests_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_approval_requests" ADD CONSTRAINT "purchase_approval_requests_processed_by_id_fkey" FOREIGN KEY ("processed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "deal_categories" ADD CONSTRAINT "deal_categories_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Approvals answered before processed_by existed: only the approver could answer them.
UPDATE "purchase_approval_requests" SET "processed_by_id" = "approver_id"
WHERE "state" <> 'pending' AND "processed_by_id" IS NULL;

-- Every account, however it is created (API, CLI, tests, fixtures), starts with the pipeline.
CREATE FUNCTION faktura_account_default_deal_categories() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_categories (account_id, name, probability, created_at, updated_at)
  SELECT NEW.id, c.name, c.probability, now(), now()
  FROM faktura_default_deal_category_list() c
  ORDER BY c.position;
  RETURN NULL;
END
$$;
CREATE TRIGGER accounts_default_deal_categories AFTER INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION faktura_account_default_deal_categories();

-- A deal inserted without a category gets its account's first one (lowest id): the NOT NULL
-- constraint is checked after BEFORE triggers, so the column's NULL default never lands.
CREATE FUNCTION faktura_deal_default_category() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deal_category_id IS NULL THEN
    SELECT dc.id INTO NEW.deal_category_id FROM deal_categories dc
    WHERE dc.account_id = NEW.account_id ORDER BY dc.id LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER deals_default_category BEFORE INSERT ON deals
  FOR EACH ROW EXECUTE FUNCTION faktura_deal_default_category();
