-- The audit log: every insert, update and delete of the tables that hold documents, vouchers,
-- master records, users and settings, with who (app.user_id, set by the transaction helper),
-- when, and the row before and after. Written only by the trigger; nothing in the API changes it.
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at");
--> statement-breakpoint
CREATE INDEX "audit_log_table_row_idx" ON "audit_log" ("table_name", "row_id");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger AS $$
DECLARE
  b jsonb;
  a jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN b := to_jsonb(OLD) - 'pass_hash'; END IF;
  IF TG_OP <> 'DELETE' THEN a := to_jsonb(NEW) - 'pass_hash'; END IF;
  IF TG_OP = 'UPDATE' AND a = b THEN RETURN NULL; END IF;
  INSERT INTO audit_log (user_id, action, table_name, row_id, before, after)
  VALUES (nullif(current_setting('app.user_id', true), '')::int, lower(TG_OP), TG_TABLE_NAME, coalesce(a, b) ->> 'id', b, a);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A table joins the audit log with: select audit_table('name');
CREATE OR REPLACE FUNCTION audit_table(t text) RETURNS void AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_audit', t);
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row()', t || '_audit', t);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every table there is now, but the derived and bookkeeping ones (stock movements and balances,
-- serial states and number counters follow from the documents, which are audited).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public'
    AND tablename NOT IN ('audit_log', 'schema_migrations', 'counters', 'model_stock', 'stock_movements', 'serials')
  LOOP
    PERFORM audit_table(r.tablename);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The period lock: the books are closed on and before locked_until. Lines of the general ledger,
-- stock movements and construction voucher lines dated then cannot be written, changed or removed.
CREATE TABLE "period_lock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"locked_until" date,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_lock_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "period_lock" ("id") VALUES (1);
--> statement-breakpoint
SELECT audit_table('period_lock');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION check_period_lock() RETURNS trigger AS $$
DECLARE
  lock_date date;
  col text := TG_ARGV[0];
  d date;
BEGIN
  SELECT locked_until INTO lock_date FROM period_lock WHERE id = 1;
  IF lock_date IS NULL THEN RETURN coalesce(NEW, OLD); END IF;
  IF TG_OP <> 'INSERT' THEN
    d := (to_jsonb(OLD) ->> col)::date;
    IF d <= lock_date THEN
      RAISE EXCEPTION 'The books are closed up to %: a record dated % cannot be changed or deleted', to_char(lock_date, 'FMDD-Mon-YYYY'), to_char(d, 'FMDD-Mon-YYYY') USING ERRCODE = 'P0001';
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    d := (to_jsonb(NEW) ->> col)::date;
    IF d <= lock_date THEN
      RAISE EXCEPTION 'The books are closed up to %: nothing can be dated % or earlier', to_char(lock_date, 'FMDD-Mon-YYYY'), to_char(lock_date, 'FMDD-Mon-YYYY') USING ERRCODE = 'P0001';
    END IF;
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER voucher_lines_period_lock BEFORE INSERT OR UPDATE OR DELETE ON voucher_lines FOR EACH ROW EXECUTE FUNCTION check_period_lock('vc_date');
--> statement-breakpoint
CREATE TRIGGER stock_movements_period_lock BEFORE INSERT OR UPDATE OR DELETE ON stock_movements FOR EACH ROW EXECUTE FUNCTION check_period_lock('mv_date');
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'project_voucher_lines' AND column_name = 'project_vc_date') THEN
    CREATE TRIGGER project_voucher_lines_period_lock BEFORE INSERT OR UPDATE OR DELETE ON project_voucher_lines FOR EACH ROW EXECUTE FUNCTION check_period_lock('project_vc_date');
  END IF;
END
$$;
