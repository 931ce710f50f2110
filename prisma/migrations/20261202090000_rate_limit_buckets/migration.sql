-- Shared rate-limit counters of all API processes (FAKTURA_RATE_LIMIT_STORE=postgres). Unlogged:
-- no WAL per request; a server crash empties it, which only restarts the windows.
CREATE UNLOGGED TABLE "rate_limit_buckets" (
    "bucket" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "reset_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("bucket")
);

CREATE INDEX "rate_limit_buckets_reset_at_idx" ON "rate_limit_buckets"("reset_at");
