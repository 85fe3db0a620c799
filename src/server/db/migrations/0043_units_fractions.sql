-- Issue 20: returns net of discount, and units that say whether they take fractions.
--
-- A sales return line keeps the share of the bill's discount it reversed ("disc"), and the return its
-- total ("disc"); the customer is credited total - disc. Returns saved before this version reversed
-- no discount: they get 0, which is what their vouchers hold, so no voucher line changes.
ALTER TABLE "sales_return_items" ADD COLUMN IF NOT EXISTS "disc" numeric(18, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "sales_returns" ADD COLUMN IF NOT EXISTS "disc" numeric(18, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
-- Units of measure. A model's unit_type stays free text (the spec's field); a unit named here (any
-- letter case) takes fractions if allows_fraction, up to 3 decimals. A unit not named here is whole.
CREATE TABLE IF NOT EXISTS "units" (
	"name" text PRIMARY KEY NOT NULL,
	"allows_fraction" boolean DEFAULT false NOT NULL,
	CONSTRAINT "units_name_lower_check" CHECK ("name" = lower(btrim("name")) and "name" <> '')
);
--> statement-breakpoint
INSERT INTO "units" ("name", "allows_fraction") VALUES
	('pcs', false), ('pc', false), ('piece', false), ('pieces', false), ('nos', false), ('no', false),
	('unit', false), ('units', false), ('set', false), ('sets', false), ('box', false), ('boxes', false),
	('dozen', false), ('pair', false), ('pairs', false), ('packet', false), ('pack', false), ('carton', false),
	('roll', false), ('bag', false), ('bottle', false), ('can', false), ('sheet', false), ('bundle', false),
	('kg', true), ('g', true), ('gm', true), ('gram', true), ('ton', true), ('tonne', true),
	('m', true), ('meter', true), ('metre', true), ('cm', true), ('mm', true), ('km', true),
	('ft', true), ('feet', true), ('inch', true), ('yard', true), ('yd', true), ('sft', true), ('sqft', true), ('sqm', true), ('cft', true), ('rft', true),
	('l', true), ('litre', true), ('liter', true), ('ltr', true), ('ml', true), ('gallon', true)
ON CONFLICT ("name") DO NOTHING;
