-- Stock valued in date order (issue 20): a model's movements are costed in date order, then in the
-- order they were saved (their id). Re-costing reads a model's movements after a point in that order.
CREATE INDEX IF NOT EXISTS "stock_movements_model_order_idx" ON "stock_movements" ("model_id", "mv_date", "id");
--> statement-breakpoint
-- The latest date a model has a movement on (never earlier than that; the writer keeps it with the
-- balance): a document dated on or after it has nothing later to re-cost, so the everyday bill
-- needs no look at the movements.
ALTER TABLE "model_stock" ADD COLUMN "last_mv_date" date;
--> statement-breakpoint
UPDATE "model_stock" s SET "last_mv_date" = m.d FROM (SELECT model_id, max(mv_date) AS d FROM stock_movements GROUP BY model_id) m WHERE m.model_id = s.model_id;
--> statement-breakpoint
-- The movements an earlier version saved were costed in the order they were typed in. The server
-- replays every model once in date order after this migration (stock/recost.ts: recostAll), in
-- TypeScript, and clears this mark in the same transaction.
CREATE TABLE "stock_recost_pending" ("since" timestamptz NOT NULL DEFAULT now());
--> statement-breakpoint
INSERT INTO "stock_recost_pending" DEFAULT VALUES;
--> statement-breakpoint
-- A re-costing rewrites the cost lines of every later document of a model: thousands of rows that
-- follow from the one document a clerk changed. While the stock writer does that (it sets
-- app.bulk_recost for those statements only, inside its transaction), the audit log takes one
-- summary entry from it instead of an entry per row, and the balance of the vouchers it touched is
-- checked once for the whole set instead of once per row at commit. Everything else is as in 0038.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger AS $$
DECLARE
  b jsonb;
  a jsonb;
  who int := nullif(current_setting('app.user_id', true), '')::int;
BEGIN
  IF who IS NULL AND current_setting('app.require_user', true) = 'on' THEN
    RAISE EXCEPTION 'A change to % without a signed-in user was refused', TG_TABLE_NAME USING ERRCODE = 'P0403';
  END IF;
  IF current_setting('app.bulk_recost', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN b := to_jsonb(OLD) - 'pass_hash'; END IF;
  IF TG_OP <> 'DELETE' THEN a := to_jsonb(NEW) - 'pass_hash'; END IF;
  IF TG_OP = 'UPDATE' AND a = b THEN RETURN NULL; END IF;
  INSERT INTO audit_log (user_id, action, table_name, row_id, before, after)
  VALUES (who, lower(TG_OP), TG_TABLE_NAME, coalesce(a, b) ->> 'id', b, a);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS voucher_lines_balanced ON voucher_lines;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER voucher_lines_balanced
  AFTER INSERT OR UPDATE OR DELETE ON voucher_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (current_setting('app.bulk_recost', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION voucher_lines_check_balance();
--> statement-breakpoint
-- The period lock is checked by the stock writer for a re-costing as a whole (the earliest date it
-- changes), so its thousands of rows skip the per-row check. Everything else is as in 0020.
CREATE OR REPLACE FUNCTION check_period_lock() RETURNS trigger AS $$
DECLARE
  lock_date date;
  col text := TG_ARGV[0];
  d date;
BEGIN
  IF current_setting('app.bulk_recost', true) = 'on' THEN RETURN coalesce(NEW, OLD); END IF;
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
