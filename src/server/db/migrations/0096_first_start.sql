-- Issue 42, items 11 and 14: the first-start checklist and the company logo. The logo is kept as an
-- image data URL on the company row (it prints on every letterhead); `vat_decided` records that the
-- admin answered "VAT registered: yes or no" (every save of the VAT settings answers it; a business
-- already registered has answered).
ALTER TABLE "company" ADD COLUMN IF NOT EXISTS "logo" text;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "vat_decided" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "app_settings" SET "vat_decided" = true WHERE "vat_registered";
