-- Purchases and purchase returns. A purchase's stock movements, serials and voucher lines carry
-- source_type 'purchase' and source_id = purchases.id; a return's carry 'purchase_return'.
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"pu_no" text NOT NULL,
	"jv_no" text DEFAULT '' NOT NULL,
	"pay_vc_no" text,
	"pu_date" date NOT NULL,
	"supp_id" integer NOT NULL REFERENCES "parties"("id"),
	"supp_inv" text NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(18, 2) DEFAULT '0' NOT NULL,
	"prev_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "purchases_amounts_check" CHECK ("total" >= 0 and "paid" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_pu_no_key" ON "purchases" ("pu_no");
--> statement-breakpoint
CREATE INDEX "purchases_supp_idx" ON "purchases" ("supp_id", "pu_date");
--> statement-breakpoint
CREATE INDEX "purchases_date_idx" ON "purchases" ("pu_date");
--> statement-breakpoint
CREATE TABLE "purchase_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL REFERENCES "purchases"("id") ON DELETE CASCADE,
	"m_id" integer NOT NULL REFERENCES "product_models"("id"),
	"qty" numeric(14, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	CONSTRAINT "purchase_items_amounts_check" CHECK ("qty" > 0 and "unit_price" >= 0 and "total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "purchase_items_purchase_idx" ON "purchase_items" ("purchase_id");
--> statement-breakpoint
CREATE INDEX "purchase_items_model_idx" ON "purchase_items" ("m_id");
--> statement-breakpoint
-- Which purchase line brought a serial in (the serial itself names the purchase as its source).
CREATE TABLE "purchase_item_serials" (
	"serial_id" integer PRIMARY KEY NOT NULL REFERENCES "serials"("id") ON DELETE CASCADE,
	"pu_item_id" integer NOT NULL REFERENCES "purchase_items"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "purchase_item_serials_item_idx" ON "purchase_item_serials" ("pu_item_id");
--> statement-breakpoint
-- "amount" is the supplier's due before the return (the spec's name for previous dues).
CREATE TABLE "purchase_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_no" text NOT NULL,
	"jv_no" text DEFAULT '' NOT NULL,
	"return_date" date NOT NULL,
	"supp_id" integer NOT NULL REFERENCES "parties"("id"),
	"pu_no_id" integer NOT NULL REFERENCES "purchases"("id"),
	"rmks" text DEFAULT '' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "purchase_returns_total_check" CHECK ("total" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_returns_return_no_key" ON "purchase_returns" ("return_no");
--> statement-breakpoint
CREATE INDEX "purchase_returns_supp_idx" ON "purchase_returns" ("supp_id", "return_date");
--> statement-breakpoint
CREATE INDEX "purchase_returns_purchase_idx" ON "purchase_returns" ("pu_no_id");
--> statement-breakpoint
-- "pur_rate" is the moving-average cost per unit at which the goods left stock.
CREATE TABLE "purchase_return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "purchase_returns"("id") ON DELETE CASCADE,
	"pu_item_id" integer NOT NULL REFERENCES "purchase_items"("id"),
	"m_id" integer NOT NULL REFERENCES "product_models"("id"),
	"r_qty" numeric(14, 3) NOT NULL,
	"r_unit" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"pur_rate" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_return_items_amounts_check" CHECK ("r_qty" > 0 and "r_unit" >= 0 and "total" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_return_items_line_key" ON "purchase_return_items" ("return_id", "pu_item_id");
--> statement-breakpoint
CREATE INDEX "purchase_return_items_pu_item_idx" ON "purchase_return_items" ("pu_item_id");
--> statement-breakpoint
-- A serial is returned by one return at most; a returned serial cannot be deleted.
CREATE TABLE "purchase_return_serials" (
	"serial_id" integer PRIMARY KEY NOT NULL REFERENCES "serials"("id"),
	"return_item_id" integer NOT NULL REFERENCES "purchase_return_items"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "purchase_return_serials_item_idx" ON "purchase_return_serials" ("return_item_id");
