-- Year-end closing (issue 20, build item 6).
--
-- The fiscal year: app_settings.fiscal_year_start_month, the first month of the company's fiscal
-- year (7: July to June, Bangladesh's). The profit and loss statement and the closing use it.
--
-- Retained Earnings: a ledger under the sub head of Capital (ledger 14), system role
-- 'retainedEarnings', found by its role. A database whose chart the seed has not written yet gets
-- it from the seed with the chart.
--
-- year_closings: one row per fiscal year that was closed: the closing voucher (source
-- 'year_close', source_id = the row's id), the net profit it moved to Retained Earnings, and the
-- period lock as it was before the close, which reopening the year puts back. A reopened year keeps
-- its row (closed = false) and its voucher number, which closing it again reuses.
--
-- The period lock may not open a closed year: a trigger on period_lock refuses moving locked_until
-- before the last day of the latest closed year (or clearing it) until that year is reopened. A
-- later migration that lifts the lock for a moment, as 0042 does, lifts it no further back than
-- that day.
ALTER TABLE "app_settings" ADD COLUMN "fiscal_year_start_month" smallint DEFAULT 7 NOT NULL;
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_fiscal_month" CHECK ("fiscal_year_start_month" BETWEEN 1 AND 12);
--> statement-breakpoint
CREATE TABLE "year_closings" (
	"id" serial PRIMARY KEY NOT NULL,
	"fy_start" date NOT NULL,
	"fy_end" date NOT NULL,
	"closed" boolean DEFAULT true NOT NULL,
	"vc_no" text,
	"net_profit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"previous_locked_until" date,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer REFERENCES "users"("id"),
	"reopened_at" timestamp with time zone,
	"reopened_by" integer REFERENCES "users"("id"),
	CONSTRAINT "year_closings_fy_start_key" UNIQUE ("fy_start"),
	CONSTRAINT "year_closings_dates" CHECK ("fy_end" > "fy_start")
);
--> statement-breakpoint
SELECT audit_table('year_closings');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_closed_years_locked() RETURNS trigger AS $$
DECLARE
  closed_end date;
BEGIN
  SELECT max(fy_end) INTO closed_end FROM year_closings WHERE closed;
  IF closed_end IS NULL THEN RETURN coalesce(NEW, OLD); END IF;
  IF TG_OP = 'DELETE' OR NEW.locked_until IS NULL OR NEW.locked_until < closed_end THEN
    RAISE EXCEPTION 'The books are closed up to % by the year-end closing of the year that ended then: reopen that year under Year-end Closing before opening the period lock before it', to_char(closed_end, 'FMDD-Mon-YYYY') USING ERRCODE = 'P0001';
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER period_lock_closed_years BEFORE UPDATE OR DELETE ON period_lock FOR EACH ROW EXECUTE FUNCTION keep_closed_years_locked();
--> statement-breakpoint
DO $$
DECLARE
  main_id integer;
  sub_id integer;
  ledger_name text := 'Retained Earnings';
BEGIN
  IF EXISTS (SELECT 1 FROM ledgers WHERE system_role = 'retainedEarnings') THEN RETURN; END IF;
  SELECT m_id, s_id INTO main_id, sub_id FROM ledgers WHERE system_role = 'capital';
  -- A database the seed has not filled yet: the seed writes the ledger with the chart.
  IF main_id IS NULL THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM ledgers WHERE lower(name) = lower(ledger_name)) THEN ledger_name := 'Retained Earnings (year-end)'; END IF;
  -- Id 15, next to the other seeded ledgers, when it is free (the ids below 100 are the seed's).
  INSERT INTO ledgers (id, m_id, s_id, name, system_role, open_date)
  VALUES (
    CASE WHEN EXISTS (SELECT 1 FROM ledgers WHERE id = 15) THEN nextval(pg_get_serial_sequence('ledgers', 'id')) ELSE 15 END,
    main_id, sub_id, ledger_name, 'retainedEarnings', current_date
  );
END
$$;
