-- Sales bills, sales returns and quotations. A sale's and a return's voucher lines carry
-- source_type 'sale' / 'sales_return' and source_id = id; their stock movements the same.
-- Which serials left on a sale line (and came back on a return line) is kept in link tables:
-- the serial's own state lives in "serials".
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"jv_no" text NOT NULL DEFAULT '',
	"inv_no" text NOT NULL,
	"inv_date" date NOT NULL,
	"cus_id" integer NOT NULL REFERENCES "parties"("id"),
	"sub_total" numeric(18, 2) NOT NULL,
	"inv_disc" numeric(18, 2) DEFAULT '0' NOT NULL,
	"grand_total" numeric(18, 2) NOT NULL,
	"collect" numeric(18, 2) DEFAULT '0' NOT NULL,
	"prev_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"rmks" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "sales_amounts_check" CHECK ("sub_total" >= 0 and "inv_disc" >= 0 and "inv_disc" <= "sub_total" and "grand_total" = "sub_total" - "inv_disc" and "collect" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_inv_no_key" ON "sales" ("inv_no");
--> statement-breakpoint
CREATE INDEX "sales_date_idx" ON "sales" ("inv_date", "id");
--> statement-breakpoint
CREATE INDEX "sales_customer_idx" ON "sales" ("cus_id", "inv_date");
--> statement-breakpoint
CREATE TABLE "sales_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL REFERENCES "sales"("id") ON DELETE CASCADE,
	"m_id" integer NOT NULL REFERENCES "product_models"("id"),
	"qty" numeric(14, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"pur_rate" numeric(18, 4) DEFAULT '0' NOT NULL,
	"pur_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"warranty" text DEFAULT '' NOT NULL,
	CONSTRAINT "sales_items_qty_check" CHECK ("qty" > 0 and "unit_price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sales_items_sale_idx" ON "sales_items" ("sale_id");
--> statement-breakpoint
CREATE INDEX "sales_items_model_idx" ON "sales_items" ("m_id");
--> statement-breakpoint
CREATE TABLE "sales_item_serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_item_id" integer NOT NULL REFERENCES "sales_items"("id") ON DELETE CASCADE,
	"srl_id" integer NOT NULL REFERENCES "serials"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_item_serials_key" ON "sales_item_serials" ("sale_item_id", "srl_id");
--> statement-breakpoint
CREATE INDEX "sales_item_serials_srl_idx" ON "sales_item_serials" ("srl_id");
--> statement-breakpoint
CREATE TABLE "sales_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"jv_no" text NOT NULL DEFAULT '',
	"return_no" text NOT NULL,
	"return_date" date NOT NULL,
	"cuss_id" integer NOT NULL REFERENCES "parties"("id"),
	"inv_no_id" integer NOT NULL REFERENCES "sales"("id"),
	"rmks" text DEFAULT '' NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"prev_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_returns_return_no_key" ON "sales_returns" ("return_no");
--> statement-breakpoint
CREATE INDEX "sales_returns_date_idx" ON "sales_returns" ("return_date", "id");
--> statement-breakpoint
CREATE INDEX "sales_returns_sale_idx" ON "sales_returns" ("inv_no_id");
--> statement-breakpoint
CREATE TABLE "sales_return_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "sales_returns"("id") ON DELETE CASCADE,
	"inv_item_id" integer NOT NULL REFERENCES "sales_items"("id"),
	"m_id" integer NOT NULL REFERENCES "product_models"("id"),
	"r_qty" numeric(14, 3) NOT NULL,
	"r_unit" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"pur_rate" numeric(18, 4) DEFAULT '0' NOT NULL,
	"pur_total" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_return_items_qty_check" CHECK ("r_qty" > 0 and "r_unit" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sales_return_items_return_idx" ON "sales_return_items" ("return_id");
--> statement-breakpoint
CREATE INDEX "sales_return_items_inv_item_idx" ON "sales_return_items" ("inv_item_id");
--> statement-breakpoint
CREATE TABLE "sales_return_item_serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"r_inv_item_id" integer NOT NULL REFERENCES "sales_return_items"("id") ON DELETE CASCADE,
	"srl_id" integer NOT NULL REFERENCES "serials"("id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sales_return_item_serials_key" ON "sales_return_item_serials" ("r_inv_item_id", "srl_id");
--> statement-breakpoint
CREATE INDEX "sales_return_item_serials_srl_idx" ON "sales_return_item_serials" ("srl_id");
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_no" text NOT NULL,
	"quotation_date" date NOT NULL,
	"customer_id" integer REFERENCES "parties"("id"),
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_quotation_no_key" ON "quotations" ("quotation_no");
--> statement-breakpoint
CREATE INDEX "quotations_date_idx" ON "quotations" ("quotation_date", "id");
--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL REFERENCES "quotations"("id") ON DELETE CASCADE,
	"m_id" integer NOT NULL REFERENCES "product_models"("id"),
	"qty" numeric(14, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"warranty" text DEFAULT '' NOT NULL,
	-- [{ "srl_id": 1, "sl_no": "SN-1" }]: shown on the quotation only; a quotation moves no stock
	"serials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "quotation_items_qty_check" CHECK ("qty" > 0 and "unit_price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "quotation_items_quotation_idx" ON "quotation_items" ("quotation_id");
