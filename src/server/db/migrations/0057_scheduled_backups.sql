-- Issue 25: a daily backup written to a folder on the server. app_settings keeps whether it runs,
-- at what time of day (Dhaka, HH:MM) and how many files to keep; backup_last_date is the day whose
-- backup a server has claimed, so several servers on one database take it once.
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "backup_enabled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "backup_time" text DEFAULT '02:00' NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "backup_keep" integer DEFAULT 7 NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "backup_last_date" date;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_backup_time_check" CHECK ("backup_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_backup_keep_check" CHECK ("backup_keep" BETWEEN 1 AND 365);
