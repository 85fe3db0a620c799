-- Period balances: the posted lines of the general ledger summed per ledger and month, and per party
-- and ledger. Reports read closed months from here and only the current month's lines, instead of
-- ten years of lines. Kept by triggers on voucher_lines, so they change in the same transaction as
-- the lines and nothing can bypass them; the books check compares them with the lines.
--
-- Each month's row is split in SHARDS rows by the writing connection, so that concurrent bills do
-- not queue on the one row of "Sales, this month" until each commits; readers sum the shards.
CREATE TABLE "ledger_month_balances" (
	"ledger_id" integer NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"debit" numeric(18, 2) DEFAULT 0 NOT NULL,
	"credit" numeric(18, 2) DEFAULT 0 NOT NULL,
	PRIMARY KEY ("ledger_id", "month", "shard")
);
--> statement-breakpoint
CREATE INDEX "ledger_month_balances_month_idx" ON "ledger_month_balances" ("month");
--> statement-breakpoint
CREATE TABLE "party_balances" (
	"party_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"debit" numeric(18, 2) DEFAULT 0 NOT NULL,
	"credit" numeric(18, 2) DEFAULT 0 NOT NULL,
	PRIMARY KEY ("party_id", "ledger_id")
);
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) the posted lines given. Rows are written in key order, so
-- two transactions never wait on each other's rows in opposite orders.
CREATE OR REPLACE FUNCTION add_line_balances(lines voucher_lines[], sign integer) RETURNS void AS $$
  INSERT INTO ledger_month_balances AS b (ledger_id, month, shard, debit, credit)
  SELECT l.ledger_id, date_trunc('month', l.vc_date)::date, pg_backend_pid() % 16, sign * sum(l.debit), sign * sum(l.credit)
  FROM unnest(lines) l WHERE l.post_status = 1
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (ledger_id, month, shard) DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
  INSERT INTO party_balances AS b (party_id, ledger_id, debit, credit)
  SELECT l.party_id, l.ledger_id, sign * sum(l.debit), sign * sum(l.credit)
  FROM unnest(lines) l WHERE l.post_status = 1 AND l.party_id IS NOT NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (party_id, ledger_id) DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
$$ LANGUAGE sql;
--> statement-breakpoint
-- A table's totals follow its rows: `add_fn(rows, sign)` is called with the rows a statement took
-- away (-1) and the rows it wrote (+1). A table joins with: select keep_totals('table', 'add_fn');
CREATE OR REPLACE FUNCTION apply_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format('SELECT %I(array(SELECT o::%I FROM old_rows o), -1)', TG_ARGV[0], TG_TABLE_NAME);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    EXECUTE format('SELECT %I(array(SELECT n::%I FROM new_rows n), 1)', TG_ARGV[0], TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_totals(t text, add_fn text) RETURNS void AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION apply_totals(%L)', t || '_totals_insert', t, add_fn);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION apply_totals(%L)', t || '_totals_update', t, add_fn);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION apply_totals(%L)', t || '_totals_delete', t, add_fn);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT keep_totals('voucher_lines', 'add_line_balances');
--> statement-breakpoint
-- The lines already there.
INSERT INTO ledger_month_balances (ledger_id, month, shard, debit, credit)
SELECT ledger_id, date_trunc('month', vc_date)::date, 0, sum(debit), sum(credit) FROM voucher_lines WHERE post_status = 1 GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO party_balances (party_id, ledger_id, debit, credit)
SELECT party_id, ledger_id, sum(debit), sum(credit) FROM voucher_lines WHERE post_status = 1 AND party_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
-- A ledger's lines of a period, with their amounts, read from the index alone.
CREATE INDEX "voucher_lines_posted_ledger_date_idx" ON "voucher_lines" ("ledger_id", "vc_date") INCLUDE ("debit", "credit") WHERE "post_status" = 1;
--> statement-breakpoint
-- A party's lines of a period, with what its opening and running balance need, from the index alone.
DROP INDEX IF EXISTS "voucher_lines_party_idx";
--> statement-breakpoint
CREATE INDEX "voucher_lines_party_idx" ON "voucher_lines" ("party_id", "vc_date") INCLUDE ("ledger_id", "debit", "credit", "post_status");
--> statement-breakpoint
-- Each model's stock movements summed by the kind of document that moved them, for the stock
-- screen. Kept by triggers like the ledger's; the model's row in model_stock is already locked by
-- whoever moves its stock, so these rows add no waiting.
CREATE TABLE "model_stock_totals" (
	"model_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"qty" numeric(14, 3) DEFAULT 0 NOT NULL,
	"value" numeric(18, 2) DEFAULT 0 NOT NULL,
	PRIMARY KEY ("model_id", "source_type")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_movement_totals(moves stock_movements[], sign integer) RETURNS void AS $$
  INSERT INTO model_stock_totals AS t (model_id, source_type, qty, value)
  SELECT m.model_id, m.source_type, sign * sum(m.qty), sign * sum(m.value)
  FROM unnest(moves) m GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (model_id, source_type) DO UPDATE SET qty = t.qty + excluded.qty, value = t.value + excluded.value;
$$ LANGUAGE sql;
--> statement-breakpoint
SELECT keep_totals('stock_movements', 'add_movement_totals');
--> statement-breakpoint
INSERT INTO model_stock_totals (model_id, source_type, qty, value)
SELECT model_id, source_type, sum(qty), sum(value) FROM stock_movements GROUP BY 1, 2;
--> statement-breakpoint
CREATE INDEX "stock_movements_date_idx" ON "stock_movements" ("mv_date");
