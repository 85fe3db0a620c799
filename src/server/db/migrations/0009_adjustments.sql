-- Stock adjustments: stock counted and corrected by hand. An adjustment (one number, one date) has
-- one or more lines; its stock movements and voucher lines carry source_type 'adjustment' and
-- source_id = adjustments.id. A line's price is the model's average rate when it was saved and its
-- total_cost the value that moved in or out at that rate.
CREATE TABLE "adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"adj_no" text NOT NULL,
	"adj_date" date NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_adj_no_key" ON "adjustments" ("adj_no");
--> statement-breakpoint
CREATE INDEX "adjustments_date_idx" ON "adjustments" ("adj_date", "id");
--> statement-breakpoint
CREATE TABLE "adjustment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"adjustment_id" integer NOT NULL REFERENCES "adjustments"("id") ON DELETE CASCADE,
	"m_id" integer NOT NULL REFERENCES "product_models"("id"),
	"adj_qty" numeric(14, 3) NOT NULL,
	"adj_type" text NOT NULL,
	"price" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	CONSTRAINT "adjustment_items_qty_check" CHECK ("adj_qty" > 0 and "price" >= 0 and "total_cost" >= 0),
	CONSTRAINT "adjustment_items_type_check" CHECK ("adj_type" in ('addition', 'subtraction'))
);
--> statement-breakpoint
CREATE INDEX "adjustment_items_adjustment_idx" ON "adjustment_items" ("adjustment_id");
--> statement-breakpoint
CREATE INDEX "adjustment_items_model_idx" ON "adjustment_items" ("m_id");
