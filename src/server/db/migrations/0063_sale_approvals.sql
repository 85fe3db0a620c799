-- Issue 39, finding 1: an admin approves a bill over the credit limit (or below a minimum price)
-- from their own sign-in, never by typing their password into a clerk's dialog.
-- sale_approvals: one row per request a clerk's bill made; it is bound to that one bill by
-- request_hash (a keyed hash of the bill's request without its approval fields) and is used once.
-- approval_codes: a short-lived one-time code an admin's screen shows; only a keyed hash of it is kept.
CREATE TABLE IF NOT EXISTS "sale_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"party_id" integer REFERENCES "parties"("id"),
	"amount" numeric(18, 2) NOT NULL,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL REFERENCES "users"("id"),
	"status" text DEFAULT 'pending' NOT NULL,
	"via" text,
	"decided_by" integer REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_approvals_status_check" CHECK ("status" IN ('pending', 'approved', 'refused', 'used')),
	CONSTRAINT "sale_approvals_via_check" CHECK ("via" IS NULL OR "via" IN ('session', 'code'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_approvals_pending_idx" ON "sale_approvals" ("created_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sale_approvals_request_idx" ON "sale_approvals" ("requested_by", "request_hash");
--> statement-breakpoint
SELECT audit_table('sale_approvals');
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "approval_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL REFERENCES "users"("id"),
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer REFERENCES "users"("id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "approval_codes_live_idx" ON "approval_codes" ("code_hash") WHERE "used_at" IS NULL;
--> statement-breakpoint
SELECT audit_table('approval_codes');
