-- The collections and payments lists, newest first (date, then id), of one kind or of both: a page
-- is read from the end of an index instead of sorting every record of ten years, and a kind's count
-- reads only its part of the second index.
CREATE INDEX IF NOT EXISTS "coll_pay_date_idx" ON "coll_pay" ("date", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coll_pay_type_date_idx" ON "coll_pay" ("coll_pay_type", "date", "id");
