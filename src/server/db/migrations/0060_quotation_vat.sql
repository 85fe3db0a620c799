-- Issue 23, item 7: a quotation made while the business is VAT-registered carries each line's VAT and
-- SD as the server worked them out on saving (the rates its model took, the amounts to the paisa),
-- and the quotation its totals; `vat_quoted` marks such a quotation. A quotation made into a bill
-- gives the bill nothing of this: the bill works its own VAT out afresh. Existing quotations carry
-- none: not VAT-quoted, 0 everywhere.
ALTER TABLE "quotation_items"
	ADD COLUMN IF NOT EXISTS "vat_bp" integer NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "sd_bp" integer NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat_exempt" boolean NOT NULL DEFAULT false,
	ADD COLUMN IF NOT EXISTS "net" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat" numeric(18, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "quotations"
	ADD COLUMN IF NOT EXISTS "vat_quoted" boolean NOT NULL DEFAULT false,
	ADD COLUMN IF NOT EXISTS "vat_inclusive" boolean NOT NULL DEFAULT false,
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat" numeric(18, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_vat_check" CHECK ("sd" >= 0 and "vat" >= 0 and ("vat_quoted" or ("sd" = 0 and "vat" = 0)));
