-- AlterEnum
ALTER TYPE "entity_type" ADD VALUE 'Activity';
ALTER TYPE "entity_type" ADD VALUE 'Expense';

-- AlterTable
ALTER TABLE "webhook_subscriptions" ADD COLUMN "paused_until" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "webhook_deliveries" ADD COLUMN "entity_id" INTEGER NOT NULL,
ALTER COLUMN "payload" DROP NOT NULL;

-- CreateTable
CREATE TABLE "webhook_delivery_attempts" (
    "id" BIGSERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "delivery_id" BIGINT NOT NULL,
    "attempted_at" TIMESTAMPTZ(3) NOT NULL,
    "duration_ms" INTEGER NOT NULL,
    "response_status" INTEGER,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_delivery_attempts_pkey" PRIMARY KEY ("id")
);

-- DropIndex
DROP INDEX "webhook_deliveries_subscription_id_created_at_idx";

-- CreateIndex
CREATE INDEX "webhook_deliveries_subscription_id_status_next_attempt_at_idx" ON "webhook_deliveries"("subscription_id", "status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_deliveries_subscription_id_id_idx" ON "webhook_deliveries"("subscription_id", "id");

-- CreateIndex
CREATE INDEX "webhook_deliveries_subscription_id_entity_id_id_idx" ON "webhook_deliveries"("subscription_id", "entity_id", "id");

-- CreateIndex
CREATE INDEX "webhook_delivery_attempts_delivery_id_id_idx" ON "webhook_delivery_attempts"("delivery_id", "id");

-- CreateIndex
CREATE INDEX "webhook_delivery_attempts_account_id_idx" ON "webhook_delivery_attempts"("account_id");

-- AddForeignKey
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A queued job moved earlier (a new webhook delivery for a hook whose drain waits for a retry)
-- wakes the workers like a new job does.
CREATE TRIGGER jobs_notify_earlier AFTER UPDATE OF run_at ON jobs FOR EACH ROW
  WHEN (NEW.status = 'queued' AND NEW.run_at < OLD.run_at)
  EXECUTE FUNCTION faktura_notify_job();
