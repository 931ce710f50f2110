-- Dunning (issue 33): the level a reminder was written for, each level once per invoice.
ALTER TABLE "invoice_reminders" ADD COLUMN "dunning_level" INTEGER;

CREATE UNIQUE INDEX "invoice_reminders_invoice_id_dunning_level_key" ON "invoice_reminders"("invoice_id", "dunning_level");

-- The account's dunning settings; no row: off, with the default levels.
CREATE TABLE "dunning_settings" (
    "account_id" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "send_email" BOOLEAN NOT NULL DEFAULT false,
    "levels" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dunning_settings_pkey" PRIMARY KEY ("account_id")
);

-- Paused invoices: through "until", or until resumed when it is null.
CREATE TABLE "invoice_dunning_pauses" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "invoice_id" INTEGER NOT NULL,
    "until" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoice_dunning_pauses_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "invoice_dunning_pauses_invoice_id_key" ON "invoice_dunning_pauses"("invoice_id");

CREATE INDEX "invoice_dunning_pauses_account_id_invoice_id_idx" ON "invoice_dunning_pauses"("account_id", "invoice_id");

ALTER TABLE "dunning_settings" ADD CONSTRAINT "dunning_settings_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "invoice_dunning_pauses" ADD CONSTRAINT "invoice_dunning_pauses_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "invoice_dunning_pauses" ADD CONSTRAINT "invoice_dunning_pauses_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
