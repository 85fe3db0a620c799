-- Settings an admin switches in the app (one row). users_may_backup: whether a plain user may take
-- a backup (GET /api/backup); off by default, so only admins can until an admin allows it.
CREATE TABLE IF NOT EXISTS "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"users_may_backup" boolean DEFAULT false NOT NULL,
	CONSTRAINT "app_settings_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "app_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT audit_table('app_settings');
