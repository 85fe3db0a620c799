-- Issue 24, item 4: a customer may have a credit limit (taka) and credit days. Neither set means
-- no limit, as every party had until now, so no bill of an existing party changes.
-- A bill that takes the customer's due above the limit needs an admin's approval on the spot;
-- each approval is kept in credit_limit_approvals (and, through its trigger, in the audit log).
--
-- Issue 24, item 7: how amounts are grouped on screens and printed pages: 'lakh' (1,23,45,678.00,
-- as Bangladesh writes them; the default) or 'western' (12,345,678.00).
ALTER TABLE "parties" ADD COLUMN IF NOT EXISTS "credit_limit" numeric(18, 2);
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN IF NOT EXISTS "credit_days" integer;
--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_credit_limit_check" CHECK ("credit_limit" IS NULL OR "credit_limit" >= 0);
--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_credit_days_check" CHECK ("credit_days" IS NULL OR "credit_days" BETWEEN 0 AND 3650);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "credit_limit_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"party_id" integer NOT NULL REFERENCES "parties"("id"),
	"due" numeric(18, 2) NOT NULL,
	"credit_limit" numeric(18, 2) NOT NULL,
	"excess" numeric(18, 2) NOT NULL,
	"approved_by" integer NOT NULL REFERENCES "users"("id"),
	"requested_by" integer REFERENCES "users"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_limit_approvals_sale_idx" ON "credit_limit_approvals" ("sale_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_limit_approvals_party_idx" ON "credit_limit_approvals" ("party_id", "at");
--> statement-breakpoint
SELECT audit_table('credit_limit_approvals');
--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN IF NOT EXISTS "number_grouping" text DEFAULT 'lakh' NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_number_grouping_check" CHECK ("number_grouping" IN ('lakh', 'western'));
