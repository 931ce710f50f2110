-- AlterEnum
ALTER TYPE "document_kind" ADD VALUE 'invoice_reminder';
