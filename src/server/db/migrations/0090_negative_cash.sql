-- Issue 42, item 11: what a payment that would take cash in hand below zero does: 'warn' (saved, with a
-- warning to the clerk) or 'refuse' (409). Every existing business warns.
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "negative_cash" text DEFAULT 'warn' NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_negative_cash_check" CHECK ("negative_cash" IN ('warn', 'refuse'));
