-- AlterTable
ALTER TABLE "inbox_attachments" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "retry_at" TIMESTAMPTZ(3);
