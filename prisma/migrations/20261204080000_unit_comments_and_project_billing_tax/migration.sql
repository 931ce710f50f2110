-- Projects state the VAT percent of the invoices that bill them (the reference client's
-- billing_tax); null: none, each invoice states its own.
ALTER TABLE "projects" ADD COLUMN "billing_tax" DECIMAL(9,4);

-- Units' custom_properties filters are containment queries, served by GIN as on every table.
CREATE INDEX "units_custom_properties_idx" ON "units" USING GIN ("custom_properties" jsonb_path_ops);

-- Units (migration 20261204010000) are commentable: a unit's comments go with it, as every
-- commentable table's do (migration 20261204040000_comments).
CREATE TRIGGER units_delete_comments AFTER DELETE ON units
  FOR EACH ROW EXECUTE FUNCTION faktura_delete_comments('Unit');
