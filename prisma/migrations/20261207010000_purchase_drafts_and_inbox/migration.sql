-- CreateTable
CREATE TABLE "purchase_drafts" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'api',
    "email_from" TEXT,
    "email_body" TEXT,
    "user_id" INTEGER,
    "file_id" INTEGER,
    "email_file_id" INTEGER,
    "rejection_reason" TEXT,
    "net_total" DECIMAL(19,4),
    "gross_total" DECIMAL(19,4),
    "prefill" JSONB,
    "prefill_status" TEXT NOT NULL DEFAULT 'none',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_drafts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_mailboxes" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "host" TEXT NOT NULL,
    "port" INTEGER NOT NULL DEFAULT 993,
    "tls" BOOLEAN NOT NULL DEFAULT true,
    "username" TEXT NOT NULL,
    "password_ciphertext" TEXT NOT NULL,
    "folder" TEXT NOT NULL DEFAULT 'INBOX',
    "processed_folder" TEXT NOT NULL DEFAULT 'Processed',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "last_polled_at" TIMESTAMPTZ(3),
    "last_success_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "last_error_at" TIMESTAMPTZ(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "next_poll_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "inbox_mailboxes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_messages" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "mailbox_id" INTEGER,
    "message_key" TEXT NOT NULL,
    "subject" TEXT,
    "from_address" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "body_text" TEXT,
    "email_file_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbox_attachments" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "message_id" INTEGER NOT NULL,
    "sha256" VARCHAR(64) NOT NULL,
    "filename" TEXT,
    "content_type" TEXT,
    "size" INTEGER NOT NULL DEFAULT 0,
    "file_id" INTEGER,
    "rejection_reason" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "purchase_id" INTEGER,
    "purchase_draft_id" INTEGER,
    "processed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "purchase_drafts_account_id_id_idx" ON "purchase_drafts"("account_id", "id");

-- CreateIndex
CREATE INDEX "purchase_drafts_account_id_updated_at_id_idx" ON "purchase_drafts"("account_id", "updated_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "inbox_mailboxes_account_id_key" ON "inbox_mailboxes"("account_id");

-- CreateIndex
CREATE INDEX "inbox_mailboxes_enabled_next_poll_at_idx" ON "inbox_mailboxes"("enabled", "next_poll_at");

-- CreateIndex
CREATE INDEX "inbox_messages_account_id_id_idx" ON "inbox_messages"("account_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "inbox_messages_account_id_message_key_key" ON "inbox_messages"("account_id", "message_key");

-- CreateIndex
CREATE INDEX "inbox_attachments_status_id_idx" ON "inbox_attachments"("status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "inbox_attachments_account_id_message_id_sha256_key" ON "inbox_attachments"("account_id", "message_id", "sha256");

-- AddForeignKey
ALTER TABLE "purchase_drafts" ADD CONSTRAINT "purchase_drafts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_drafts" ADD CONSTRAINT "purchase_drafts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_drafts" ADD CONSTRAINT "purchase_drafts_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_drafts" ADD CONSTRAINT "purchase_drafts_email_file_id_fkey" FOREIGN KEY ("email_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_mailboxes" ADD CONSTRAINT "inbox_mailboxes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_mailbox_id_fkey" FOREIGN KEY ("mailbox_id") REFERENCES "inbox_mailboxes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_email_file_id_fkey" FOREIGN KEY ("email_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_attachments" ADD CONSTRAINT "inbox_attachments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_attachments" ADD CONSTRAINT "inbox_attachments_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "inbox_messages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_attachments" ADD CONSTRAINT "inbox_attachments_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_attachments" ADD CONSTRAINT "inbox_attachments_purchase_id_fkey" FOREIGN KEY ("purchase_id") REFERENCES "purchases"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "inbox_attachments" ADD CONSTRAINT "inbox_attachments_purchase_draft_id_fkey" FOREIGN KEY ("purchase_draft_id") REFERENCES "purchase_drafts"("id") ON DELETE SET NULL ON UPDATE CASCADE;



-- The values the code relies on hold however a row is written (API, worker, admin CLI).
ALTER TABLE "purchase_drafts"
  ADD CONSTRAINT "purchase_drafts_source_check" CHECK (source IN ('api', 'inbox')),
  ADD CONSTRAINT "purchase_drafts_prefill_status_check" CHECK (prefill_status IN ('pending', 'done', 'none'));
ALTER TABLE "inbox_attachments"
  ADD CONSTRAINT "inbox_attachments_status_check" CHECK (status IN ('pending', 'imported', 'drafted'));
ALTER TABLE "inbox_mailboxes"
  ADD CONSTRAINT "inbox_mailboxes_port_check" CHECK (port BETWEEN 1 AND 65535);
