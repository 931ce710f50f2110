-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "city" TEXT,
ADD COLUMN     "commercial_register" TEXT,
ADD COLUMN     "email" TEXT,
ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'de-DE',
ADD COLUMN     "logo_file_id" INTEGER,
ADD COLUMN     "managing_directors" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "qr_iban" TEXT,
ADD COLUMN     "register_court" TEXT,
ADD COLUMN     "street" TEXT,
ADD COLUMN     "website" TEXT,
ADD COLUMN     "zip" TEXT;

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_logo_file_id_fkey" FOREIGN KEY ("logo_file_id") REFERENCES "stored_files"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Existing accounts get the locale a new account of their currency and country gets
-- (defaultLocaleFor in packages/domain/src/account-locale.ts).
UPDATE "accounts" SET "locale" = CASE
  WHEN "default_currency" = 'EUR' AND "country_code" = 'AT' THEN 'de-AT'
  WHEN "default_currency" = 'EUR' AND "country_code" = 'FR' THEN 'fr-FR'
  WHEN "default_currency" = 'EUR' AND "country_code" = 'IT' THEN 'it-IT'
  WHEN "default_currency" = 'EUR' THEN 'de-DE'
  WHEN "default_currency" = 'CHF' AND "country_code" = 'LI' THEN 'de-LI'
  WHEN "default_currency" = 'CHF' THEN 'de-CH'
  WHEN "default_currency" = 'GBP' THEN 'en-GB'
  WHEN "default_currency" = 'USD' THEN 'en-US'
  ELSE 'en-GB'
END;
