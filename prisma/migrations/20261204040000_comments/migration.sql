-- AlterEnum
ALTER TYPE "entity_type" ADD VALUE 'Comment';

-- CreateTable
CREATE TABLE "comments" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "commentable_type" TEXT NOT NULL,
    "commentable_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "manual" BOOLEAN NOT NULL DEFAULT true,
    "user_id" INTEGER,
    "attachment_file_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "comments_attachment_file_id_key" ON "comments"("attachment_file_id");

-- CreateIndex
CREATE INDEX "comments_account_id_commentable_type_commentable_id_id_idx" ON "comments"("account_id", "commentable_type", "commentable_id", "id");

-- CreateIndex
CREATE INDEX "comments_account_id_user_id_id_idx" ON "comments"("account_id", "user_id", "id");

-- CreateIndex
CREATE INDEX "comments_account_id_id_idx" ON "comments"("account_id", "id");

-- CreateIndex
CREATE INDEX "comments_account_id_created_at_id_idx" ON "comments"("account_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "comments_account_id_updated_at_id_idx" ON "comments"("account_id", "updated_at", "id");

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_attachment_file_id_fkey" FOREIGN KEY ("attachment_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A record's comments go with it. commentable_type/commentable_id can be no foreign key (the
-- pair names rows of many tables), so each commentable table deletes its comments itself; a
-- record deleted by a cascade (an invoice's reminders, a project's expenses) fires it too. A new
-- commentable table adds one trigger here and one line in commentable-types.ts.
CREATE FUNCTION faktura_delete_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM comments
   WHERE account_id = OLD.account_id
     AND commentable_type = TG_ARGV[0]
     AND commentable_id = OLD.id;
  RETURN NULL;
END $$;

CREATE TRIGGER companies_delete_comments AFTER DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Company');
CREATE TRIGGER contacts_delete_comments AFTER DELETE ON contacts
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Contact');
CREATE TRIGGER deals_delete_comments AFTER DELETE ON deals
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Deal');
CREATE TRIGGER expenses_delete_comments AFTER DELETE ON expenses
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Expense');
CREATE TRIGGER invoices_delete_comments AFTER DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Invoice');
CREATE TRIGGER invoice_reminders_delete_comments AFTER DELETE ON invoice_reminders
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('InvoiceReminder');
CREATE TRIGGER offers_delete_comments AFTER DELETE ON offers
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Offer');
CREATE TRIGGER projects_delete_comments AFTER DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Project');
CREATE TRIGGER purchases_delete_comments AFTER DELETE ON purchases
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Purchase');
CREATE TRIGGER users_delete_comments AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('User');

-- A comment's attachment is a stored file of its own: it goes when the comment goes or when a
-- new attachment replaces it, so no file stays behind that nothing refers to.
CREATE FUNCTION faktura_delete_comment_attachment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stored_files WHERE id = OLD.attachment_file_id;
  RETURN NULL;
END $$;

CREATE TRIGGER comments_delete_attachment AFTER DELETE ON comments
  FOR EACH ROW WHEN (OLD.attachment_file_id IS NOT NULL)
  EXECUTE FUNCTION faktura_delete_comment_attachment();
CREATE TRIGGER comments_replace_attachment AFTER UPDATE OF attachment_file_id ON comments
  FOR EACH ROW WHEN (OLD.attachment_file_id IS NOT NULL
                     AND OLD.attachment_file_id IS DISTINCT FROM NEW.attachment_file_id)
  EXECUTE FUNCTION faktura_delete_comment_attachment();
