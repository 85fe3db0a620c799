-- Issue 24, item 6: one search box over documents, parties, models and serials (GET /search).
-- Each kind is looked up through its own index, so the search reads a few index pages whatever
-- ten years of books hold: trigram indexes find a part of a number or a name. Bill numbers
-- (0032), serials (0037) and model names and codes (0053) have theirs already; the model ones are
-- created here too when missing. Voucher numbers are matched whole, through their b-tree index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_pu_no_trgm_idx" ON "purchases" USING gin ("pu_no" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sales_returns_return_no_trgm_idx" ON "sales_returns" USING gin ("return_no" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_returns_return_no_trgm_idx" ON "purchase_returns" USING gin ("return_no" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coll_pay_inv_no_trgm_idx" ON "coll_pay" USING gin ("inv_no" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotations_quotation_no_trgm_idx" ON "quotations" USING gin ("quotation_no" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parties_name_trgm_idx" ON "parties" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "parties_mobile_trgm_idx" ON "parties" USING gin ("mobile" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_models_name_trgm_idx" ON "product_models" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_models_code_trgm_idx" ON "product_models" USING gin ("pro_code" gin_trgm_ops);
