-- Searching a list by part of a number ("1234" in INV-JHE-2026-101234) cannot use a b-tree index;
-- a trigram index finds the rows without reading every bill of ten years.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "sales_inv_no_trgm_idx" ON "sales" USING gin ("inv_no" gin_trgm_ops);
