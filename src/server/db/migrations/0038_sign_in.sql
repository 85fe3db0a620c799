-- Sign-ins that can be revoked, and an audit log that refuses a change with no user.
-- token_version: every token carries the version it was issued under; a password change or reset,
-- a deactivation and "sign out everywhere" raise it, which ends every token issued before.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "token_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A deactivated user cannot sign in, and their history (documents, audit entries) stays.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "active" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- One row per sign-in: signing out ends that one. Bookkeeping, not audited; no token is stored.
CREATE TABLE IF NOT EXISTS "user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"address" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_sessions_open_idx" ON "user_sessions" ("user_id") WHERE "ended_at" IS NULL;
--> statement-breakpoint
-- The app's connections run with app.require_user = on: a change to an audited table must then say
-- who made it (app.user_id, set by the transaction helper from the signed-in user). The seed, the
-- migrations and other work of the system itself turn it off for their own transaction.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger AS $$
DECLARE
  b jsonb;
  a jsonb;
  who int := nullif(current_setting('app.user_id', true), '')::int;
BEGIN
  IF who IS NULL AND current_setting('app.require_user', true) = 'on' THEN
    RAISE EXCEPTION 'A change to % without a signed-in user was refused', TG_TABLE_NAME USING ERRCODE = 'P0403';
  END IF;
  IF TG_OP <> 'INSERT' THEN b := to_jsonb(OLD) - 'pass_hash'; END IF;
  IF TG_OP <> 'DELETE' THEN a := to_jsonb(NEW) - 'pass_hash'; END IF;
  IF TG_OP = 'UPDATE' AND a = b THEN RETURN NULL; END IF;
  INSERT INTO audit_log (user_id, action, table_name, row_id, before, after)
  VALUES (who, lower(TG_OP), TG_TABLE_NAME, coalesce(a, b) ->> 'id', b, a);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
