-- The counter (issue 24): a model's sale price and optional minimum price, what a price below the
-- minimum needs, the quotation a bill was made from, and the indexes of the product finder.
--
-- Prices: every model starts at a sale price of 0 (none given: the bill line takes what is typed)
-- and no minimum. A model's price is what the finder offers a bill line; the server refuses a line
-- below the minimum unless the setting lets an admin sell below it.
ALTER TABLE "product_models"
  ADD COLUMN IF NOT EXISTS "sale_price" numeric(18, 2) DEFAULT '0' NOT NULL,
  ADD COLUMN IF NOT EXISTS "min_price" numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_prices_check"
  CHECK ("sale_price" >= 0 AND ("min_price" IS NULL OR "min_price" >= 0));
--> statement-breakpoint
-- 'admin_only': an admin may sell below the minimum, a user is refused; 'refuse': everyone is.
ALTER TABLE "app_settings"
  ADD COLUMN IF NOT EXISTS "below_min_price" text DEFAULT 'admin_only' NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_below_min_price_check" CHECK ("below_min_price" IN ('admin_only', 'refuse'));
--> statement-breakpoint
-- A bill made from a quotation names it; a quotation becomes one bill at most (it is "converted"
-- while that bill exists).
ALTER TABLE "sales" ADD COLUMN IF NOT EXISTS "quotation_id" integer REFERENCES "quotations"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sales_quotation_key" ON "sales" ("quotation_id") WHERE "quotation_id" IS NOT NULL;
--> statement-breakpoint
-- The finder: a model by part of its name or code, or by its brand (trigram indexes answer
-- "contains" as well as "starts with"), and a serial or barcode typed or scanned, matched exactly
-- whatever its case, of whichever model.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_models_name_trgm_idx" ON "product_models" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_models_code_trgm_idx" ON "product_models" USING gin ("pro_code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_models_name_lower_idx" ON "product_models" (lower("name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_models_code_lower_idx" ON "product_models" (lower("pro_code") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_brands_name_trgm_idx" ON "product_brands" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "serials_sl_no_lower_idx" ON "serials" (lower("sl_no"));
--> statement-breakpoint
-- The last price a customer paid for a model: that customer's bills, newest first, through their lines.
CREATE INDEX IF NOT EXISTS "sales_items_model_sale_idx" ON "sales_items" ("m_id", "sale_id");
