-- The hours of the night no message is sent (Dhaka time): from quiet_from to quiet_to, as an admin
-- sets them; today's fixed 21:00 to 09:00 is the default. Equal hours: no quiet hours.
ALTER TABLE "message_settings" ADD COLUMN "quiet_from" integer DEFAULT 21 NOT NULL;
--> statement-breakpoint
ALTER TABLE "message_settings" ADD COLUMN "quiet_to" integer DEFAULT 9 NOT NULL;
--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_quiet_hours_check" CHECK ("quiet_from" BETWEEN 0 AND 23 AND "quiet_to" BETWEEN 0 AND 23);
