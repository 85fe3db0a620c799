-- Names a clerk must not see twice: a group; a brand within its group; a category within its brand;
-- a model within its category (banks already have name + branch). Case and outer spaces do not count.
CREATE UNIQUE INDEX "product_groups_name_key" ON "product_groups" (lower(btrim("name")));
--> statement-breakpoint
CREATE UNIQUE INDEX "product_brands_group_name_key" ON "product_brands" (coalesce("g_id", 0), lower(btrim("name")));
--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_brand_name_key" ON "product_categories" (coalesce("b_id", 0), lower(btrim("name")));
--> statement-breakpoint
CREATE UNIQUE INDEX "product_models_category_name_key" ON "product_models" (coalesce("c_id", 0), lower(btrim("name")));
--> statement-breakpoint
CREATE INDEX "product_brands_g_id_idx" ON "product_brands" ("g_id");
--> statement-breakpoint
CREATE INDEX "product_categories_b_id_idx" ON "product_categories" ("b_id");
--> statement-breakpoint
CREATE INDEX "product_models_b_id_idx" ON "product_models" ("b_id");
--> statement-breakpoint
CREATE INDEX "product_models_g_id_idx" ON "product_models" ("g_id");
--> statement-breakpoint
CREATE INDEX "parties_zone_idx" ON "parties" (lower("zone"));
--> statement-breakpoint
CREATE INDEX "voucher_lines_bank_idx" ON "voucher_lines" ("bank_id");
--> statement-breakpoint
CREATE INDEX "coll_pay_bank_idx" ON "coll_pay" ("bank_id");
