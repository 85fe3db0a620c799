-- Issue 42, item 9: how dates show on screens and printed pages: 'dd/mm/yyyy' (as shops here write them,
-- the default), 'd-mmm-yyyy' (5-Mar-2024) or 'yyyy-mm-dd'. The API's dates stay yyyy-mm-dd.
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "date_format" text DEFAULT 'dd/mm/yyyy' NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_date_format_check" CHECK ("date_format" IN ('dd/mm/yyyy', 'd-mmm-yyyy', 'yyyy-mm-dd'));
