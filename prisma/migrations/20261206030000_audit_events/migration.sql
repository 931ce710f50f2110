-- CreateTable
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "account_id" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "occurred_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "api_key_id" INTEGER,
    "record_type" TEXT NOT NULL,
    "record_id" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "snapshot" JSONB,
    "prev_hash" CHAR(64) NOT NULL,
    "hash" CHAR(64) NOT NULL,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_account_id_record_type_record_id_seq_idx" ON "audit_events"("account_id", "record_type", "record_id", "seq");

-- CreateIndex
CREATE INDEX "audit_events_account_id_occurred_at_idx" ON "audit_events"("account_id", "occurred_at");

-- CreateIndex
CREATE UNIQUE INDEX "audit_events_account_id_seq_key" ON "audit_events"("account_id", "seq");

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;



-- The hash chain lives in the database so that every writer (API, worker, CLI, fixtures) is
-- chained the same way. The canonical text of a row (docs/bookkeeping/audit.md; recomputed by
-- `faktura verify-audit`): lines joined by "\n", nulls as empty lines, jsonb in PostgreSQL's
-- own text form (normalised: verify reads `changes::text` and `snapshot::text` as well).
CREATE FUNCTION faktura_audit_canonical(e audit_events) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(E'\n', 'faktura-audit-v1', e.account_id::text, e.seq::text,
    to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    coalesce(e.user_id::text, ''), coalesce(e.api_key_id::text, ''), e.record_type,
    e.record_id::text, e.action, e.changes::text, coalesce(e.snapshot::text, ''),
    e.prev_hash)
$$;

-- The first row of an account links to 64 zeros. The advisory lock (two keys: its own name's
-- hash and the account; no other lock of the code base uses this name) serialises the account's
-- writers until commit; at READ COMMITTED (every transaction of Faktura) the SELECT after it
-- sees the row of the writer it waited for.
CREATE FUNCTION faktura_chain_audit_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq integer;
  last_hash char(64);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('faktura.audit-chain'), NEW.account_id);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_events
   WHERE account_id = NEW.account_id ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := encode(sha256(convert_to(faktura_audit_canonical(NEW), 'UTF8')), 'hex');
  RETURN NEW;
END $$;

CREATE TRIGGER audit_events_chain BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION faktura_chain_audit_event();

-- Append-only: nobody changes or removes a row through SQL while the triggers are on. A
-- superuser can switch them off; the hash chain then shows what was touched.
CREATE FUNCTION faktura_refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events rows are never changed or deleted (% refused)', TG_OP
    USING ERRCODE = 'P0001';
END $$;

CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION faktura_refuse_audit_change();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION faktura_refuse_audit_change();

REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM PUBLIC;

-- {field: [old, new]} for each top-level field whose value differs; a missing record (null) is
-- a create (every field [null, new]) or a delete (every field [old, null]).
CREATE FUNCTION faktura_audit_changes(old_record jsonb, new_record jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(old_record -> key, new_record -> key)),
                  '{}'::jsonb)
    FROM (SELECT jsonb_object_keys(coalesce(old_record, '{}'::jsonb)) AS key
          UNION SELECT jsonb_object_keys(coalesce(new_record, '{}'::jsonb))) AS keys
   WHERE (old_record -> key) IS DISTINCT FROM (new_record -> key)
$$;
