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
CREATE OR REPLACE FUNCTION voucher_lines_balances() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM add_line_balances(array(SELECT o::voucher_lines FROM old_lines o), -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM add_line_balances(array(SELECT n::voucher_lines FROM new_lines n), 1); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER voucher_lines_balances_insert AFTER INSERT ON voucher_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_lines_balances();
--> statement-breakpoint
CREATE TRIGGER voucher_lines_balances_update AFTER UPDATE ON voucher_lines REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_lines_balances();
--> statement-breakpoint
CREATE TRIGGER voucher_lines_balances_delete AFTER DELETE ON voucher_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION voucher_lines_balances();
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
CREATE OR REPLACE FUNCTION stock_movements_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM add_movement_totals(array(SELECT o::stock_movements FROM old_moves o), -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM add_movement_totals(array(SELECT n::stock_movements FROM new_moves n), 1); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stock_movements_totals_insert AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_moves
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_totals();
--> statement-breakpoint
CREATE TRIGGER stock_movements_totals_update AFTER UPDATE ON stock_movements REFERENCING OLD TABLE AS old_moves NEW TABLE AS new_moves
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_totals();
--> statement-breakpoint
CREATE TRIGGER stock_movements_totals_delete AFTER DELETE ON stock_movements REFERENCING OLD TABLE AS old_moves
  FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_totals();
--> statement-breakpoint
INSERT INTO model_stock_totals (model_id, source_type, qty, value)
SELECT model_id, source_type, sum(qty), sum(value) FROM stock_movements GROUP BY 1, 2;
--> statement-breakpoint
CREATE INDEX "stock_movements_date_idx" ON "stock_movements" ("mv_date");
