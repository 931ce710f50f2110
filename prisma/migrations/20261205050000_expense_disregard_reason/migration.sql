-- Why an expense was disregarded (POST /projects/{id}/expenses/disregard); shown in no record.
ALTER TABLE "expenses" ADD COLUMN "disregard_reason" TEXT;
