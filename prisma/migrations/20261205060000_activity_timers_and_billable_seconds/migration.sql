-- The worked time once it differs from the billed one (`hours`); null while they are the same.
ALTER TABLE "activities" ADD COLUMN "worked_hours" DECIMAL(19,6);

-- Why an activity was disregarded for billing (POST /activities/disregard).
ALTER TABLE "activities" ADD COLUMN "disregard_reason" TEXT;

-- No timer ran before this migration; from now on one runs per user at most.
UPDATE "activities" SET "timer_started_at" = NULL WHERE "timer_started_at" IS NOT NULL;
CREATE UNIQUE INDEX "activities_one_running_timer_per_user"
  ON "activities" ("account_id", "user_id") WHERE "timer_started_at" IS NOT NULL;
