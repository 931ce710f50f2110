-- CreateEnum
CREATE TYPE "bookkeeping_export_kind" AS ENUM ('invoices', 'purchases');

-- CreateEnum
CREATE TYPE "bookkeeping_export_status" AS ENUM ('pending', 'processing', 'finished', 'failed');

-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "bookkeeping_export_id" INTEGER;

-- AlterTable
ALTER TABLE "purchases" ADD COLUMN     "bookkeeping_export_id" INTEGER;

-- CreateTable
CREATE TABLE "bookkeeping_exports" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "kind" "bookkeeping_export_kind" NOT NULL,
    "status" "bookkeeping_export_status" NOT NULL DEFAULT 'pending',
    "from_date" DATE NOT NULL,
    "to_date" DATE NOT NULL,
    "comment" TEXT,
    "user_id" INTEGER,
    "with_direct_online_submission" BOOLEAN NOT NULL DEFAULT false,
    "archive_after_export" BOOLEAN NOT NULL DEFAULT false,
    "booking_file" BYTEA,
    "booking_file_sha256" CHAR(64),
    "error" TEXT,
    "retention_until" DATE NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookkeeping_exports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "archived_files" (
    "account_id" INTEGER NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "archived_files_pkey" PRIMARY KEY ("account_id","sha256")
);

-- CreateTable
CREATE TABLE "archived_documents" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "document_kind" "document_kind" NOT NULL,
    "document_id" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "sha256" CHAR(64) NOT NULL,
    "reason" TEXT NOT NULL,
    "archived_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retention_until" DATE NOT NULL,

    CONSTRAINT "archived_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bookkeeping_exports_account_id_kind_id_idx" ON "bookkeeping_exports"("account_id", "kind", "id");

-- CreateIndex
CREATE INDEX "bookkeeping_exports_account_id_kind_updated_at_id_idx" ON "bookkeeping_exports"("account_id", "kind", "updated_at", "id");

-- CreateIndex
CREATE INDEX "archived_documents_account_id_document_kind_document_id_for_idx" ON "archived_documents"("account_id", "document_kind", "document_id", "format", "archived_at");

-- CreateIndex
CREATE INDEX "archived_documents_retention_until_idx" ON "archived_documents"("retention_until");

-- CreateIndex
CREATE UNIQUE INDEX "archived_documents_account_id_document_kind_document_id_for_key" ON "archived_documents"("account_id", "document_kind", "document_id", "format", "sha256");

-- CreateIndex
CREATE INDEX "invoices_account_id_bookkeeping_export_id_idx" ON "invoices"("account_id", "bookkeeping_export_id");

-- CreateIndex
CREATE INDEX "purchases_account_id_bookkeeping_export_id_idx" ON "purchases"("account_id", "bookkeeping_export_id");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bookkeeping_export_id_fkey" FOREIGN KEY ("bookkeeping_export_id") REFERENCES "bookkeeping_exports"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_bookkeeping_export_id_fkey" FOREIGN KEY ("bookkeeping_export_id") REFERENCES "bookkeeping_exports"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookkeeping_exports" ADD CONSTRAINT "bookkeeping_exports_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookkeeping_exports" ADD CONSTRAINT "bookkeeping_exports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "archived_files" ADD CONSTRAINT "archived_files_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "archived_documents" ADD CONSTRAINT "archived_documents_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "archived_documents" ADD CONSTRAINT "archived_documents_account_id_sha256_fkey" FOREIGN KEY ("account_id", "sha256") REFERENCES "archived_files"("account_id", "sha256") ON DELETE NO ACTION ON UPDATE CASCADE;


-- GoBD: what was exported or archived cannot be changed or removed unnoticed, whoever writes
-- (the API, the CLI, a fixture). These triggers are the last line behind the API's 422s.
CREATE FUNCTION faktura_refuse_archive_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION '% rows are never changed', TG_TABLE_NAME USING ERRCODE = 'P0001';
  END IF;
  IF TG_TABLE_NAME = 'archived_documents' AND OLD.retention_until >= current_date THEN
    RAISE EXCEPTION 'archived document % is kept until %', OLD.id, OLD.retention_until
      USING ERRCODE = 'P0001';
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER archived_files_immutable BEFORE UPDATE ON "archived_files"
  FOR EACH ROW EXECUTE FUNCTION faktura_refuse_archive_change();
CREATE TRIGGER archived_documents_immutable BEFORE UPDATE OR DELETE ON "archived_documents"
  FOR EACH ROW EXECUTE FUNCTION faktura_refuse_archive_change();

CREATE FUNCTION faktura_guard_bookkeeping_export() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.retention_until >= current_date THEN
      RAISE EXCEPTION 'bookkeeping export % is kept until %', OLD.id, OLD.retention_until
        USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.booking_file IS NOT NULL AND NEW.booking_file IS DISTINCT FROM OLD.booking_file THEN
    RAISE EXCEPTION 'the booking file of bookkeeping export % is never changed', OLD.id
      USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER bookkeeping_exports_guard BEFORE UPDATE OR DELETE ON "bookkeeping_exports"
  FOR EACH ROW EXECUTE FUNCTION faktura_guard_bookkeeping_export();

-- An exported document keeps its export for good and cannot be deleted.
CREATE FUNCTION faktura_guard_exported_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.bookkeeping_export_id IS NULL THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION '% % is locked by bookkeeping export %', TG_TABLE_NAME, OLD.id,
      OLD.bookkeeping_export_id USING ERRCODE = 'P0001';
  END IF;
  IF NEW.bookkeeping_export_id IS DISTINCT FROM OLD.bookkeeping_export_id THEN
    RAISE EXCEPTION '% % stays in bookkeeping export %', TG_TABLE_NAME, OLD.id,
      OLD.bookkeeping_export_id USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER invoices_exported_guard BEFORE UPDATE OF bookkeeping_export_id OR DELETE
  ON "invoices" FOR EACH ROW EXECUTE FUNCTION faktura_guard_exported_document();
CREATE TRIGGER purchases_exported_guard BEFORE UPDATE OF bookkeeping_export_id OR DELETE
  ON "purchases" FOR EACH ROW EXECUTE FUNCTION faktura_guard_exported_document();
