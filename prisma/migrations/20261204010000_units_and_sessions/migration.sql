-- Units (teams of users), user roles, passwords and the stable user UUID of GET /session.
-- Every account has at least one unit and every user exactly one: existing accounts get a unit
-- "Team" holding all their users; new accounts get theirs from a trigger, and a user inserted
-- without unit_id (fixtures, the admin CLI, demo data) goes into the account's first unit.

-- AlterEnum
ALTER TYPE "custom_field_entity" ADD VALUE 'Unit';

-- CreateTable
CREATE TABLE "units" (
    "id" SERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "custom_properties" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "units_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "units_account_id_updated_at_id_idx" ON "units"("account_id", "updated_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "units_account_id_id_key" ON "units"("account_id", "id");

-- AddForeignKey
ALTER TABLE "units" ADD CONSTRAINT "units_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: one unit per existing account.
INSERT INTO "units" ("account_id", "name", "updated_at")
SELECT "id", 'Team', CURRENT_TIMESTAMP FROM "accounts" ORDER BY "id";

-- The placeholder default of users.unit_id: Prisma needs a default to let creates leave the
-- column out; the trigger below replaces the NULL before the NOT NULL check runs.
CREATE FUNCTION "users_unit_id_default"() RETURNS INTEGER LANGUAGE sql IMMUTABLE AS 'SELECT NULL::integer';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "password_hash" TEXT,
ADD COLUMN     "role_id" SMALLINT NOT NULL DEFAULT 1,
ADD COLUMN     "unit_id" INTEGER,
ADD COLUMN     "uuid" UUID NOT NULL DEFAULT gen_random_uuid();

-- The roles are fixed in code (apps/api/src/platform/auth/user-roles.ts).
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_check" CHECK ("role_id" IN (1, 2));

-- Backfill: every existing user into its account's unit.
UPDATE "users" u SET "unit_id" = un."id" FROM "units" un WHERE un."account_id" = u."account_id";

ALTER TABLE "users" ALTER COLUMN "unit_id" SET NOT NULL,
ALTER COLUMN "unit_id" SET DEFAULT users_unit_id_default();

-- CreateIndex
CREATE UNIQUE INDEX "users_uuid_key" ON "users"("uuid");

-- CreateIndex
CREATE INDEX "users_account_id_unit_id_id_idx" ON "users"("account_id", "unit_id", "id");

-- AddForeignKey (with account_id: a user's unit is always of the user's own account)
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_unit_id_fkey" FOREIGN KEY ("account_id", "unit_id") REFERENCES "units"("account_id", "id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- A new account gets its first unit at once.
CREATE FUNCTION "accounts_default_unit"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO units (account_id, name, updated_at) VALUES (NEW.id, 'Team', CURRENT_TIMESTAMP);
  RETURN NEW;
END;
$$;

CREATE TRIGGER "accounts_default_unit" AFTER INSERT ON "accounts"
FOR EACH ROW EXECUTE FUNCTION "accounts_default_unit"();

-- A user inserted without unit goes into the account's first unit; an account whose units were
-- all removed (the API refuses to remove the last one) gets a new "Team".
CREATE FUNCTION "users_default_unit"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.unit_id IS NULL THEN
    SELECT id INTO NEW.unit_id FROM units WHERE account_id = NEW.account_id ORDER BY id LIMIT 1;
    IF NEW.unit_id IS NULL THEN
      INSERT INTO units (account_id, name, updated_at)
      VALUES (NEW.account_id, 'Team', CURRENT_TIMESTAMP)
      RETURNING id INTO NEW.unit_id;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "users_default_unit" BEFORE INSERT ON "users"
FOR EACH ROW EXECUTE FUNCTION "users_default_unit"();
