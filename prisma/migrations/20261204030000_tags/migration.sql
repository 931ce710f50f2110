-- CreateEnum
CREATE TYPE "tag_context" AS ENUM ('Company', 'Contact', 'Project', 'Deal', 'Purchase', 'Invoice', 'Offer', 'User');

-- CreateTable
CREATE TABLE "tags" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "context" "tag_context" NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT NOT NULL DEFAULT '#9E9E9E',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tags_account_id_id_idx" ON "tags"("account_id", "id");

-- CreateIndex
CREATE INDEX "tags_account_id_name_id_idx" ON "tags"("account_id", "name", "id");

-- CreateIndex
CREATE INDEX "tags_account_id_created_at_id_idx" ON "tags"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "tags_account_id_updated_at_id_idx" ON "tags"("account_id", "updated_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "tags_account_id_context_name_key" ON "tags"("account_id", "context", "name");

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The catalogue holds every name a record carries: whatever writes a record's `tags` (the API,
-- the demo seeder, an import), this trigger registers its new names for the record's context
-- in the same transaction. Names already there are skipped before the insert, so no sequence
-- value is spent on them; ON CONFLICT covers a concurrent insert of the same name.
CREATE FUNCTION register_record_tags() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.tags = OLD.tags THEN
    RETURN NULL;
  END IF;
  INSERT INTO tags (account_id, context, name)
  SELECT DISTINCT NEW.account_id, TG_ARGV[0]::tag_context, carried.name
  FROM unnest(NEW.tags) AS carried(name)
  WHERE NOT EXISTS (
    SELECT 1 FROM tags t
    WHERE t.account_id = NEW.account_id
      AND t.context = TG_ARGV[0]::tag_context
      AND t.name = carried.name
  )
  ON CONFLICT (account_id, context, name) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER companies_register_tags AFTER INSERT OR UPDATE OF tags ON companies
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('Company');
CREATE TRIGGER contacts_register_tags AFTER INSERT OR UPDATE OF tags ON contacts
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('Contact');
CREATE TRIGGER projects_register_tags AFTER INSERT OR UPDATE OF tags ON projects
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('Project');
CREATE TRIGGER deals_register_tags AFTER INSERT OR UPDATE OF tags ON deals
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('Deal');
CREATE TRIGGER purchases_register_tags AFTER INSERT OR UPDATE OF tags ON purchases
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('Purchase');
CREATE TRIGGER invoices_register_tags AFTER INSERT OR UPDATE OF tags ON invoices
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('Invoice');
CREATE TRIGGER offers_register_tags AFTER INSERT OR UPDATE OF tags ON offers
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('Offer');
CREATE TRIGGER users_register_tags AFTER INSERT OR UPDATE OF tags ON users
  FOR EACH ROW WHEN (cardinality(NEW.tags) > 0) EXECUTE FUNCTION register_record_tags('User');

-- Backfill: the names records already carry become tags of their context, created when the
-- oldest record carrying them was.
INSERT INTO tags (account_id, context, name, created_at, updated_at)
SELECT account_id, context::tag_context, name, min(created_at), min(created_at)
FROM (
  SELECT account_id, 'Company' AS context, unnest(tags) AS name, created_at FROM companies
  UNION ALL SELECT account_id, 'Contact', unnest(tags), created_at FROM contacts
  UNION ALL SELECT account_id, 'Project', unnest(tags), created_at FROM projects
  UNION ALL SELECT account_id, 'Deal', unnest(tags), created_at FROM deals
  UNION ALL SELECT account_id, 'Purchase', unnest(tags), created_at FROM purchases
  UNION ALL SELECT account_id, 'Invoice', unnest(tags), created_at FROM invoices
  UNION ALL SELECT account_id, 'Offer', unnest(tags), created_at FROM offers
  UNION ALL SELECT account_id, 'User', unnest(tags), created_at FROM users
) AS carried
GROUP BY account_id, context, name;
