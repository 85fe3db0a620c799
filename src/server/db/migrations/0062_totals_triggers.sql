-- The period balances and the stock totals (migration 0030) kept by one trigger function per table
-- whose statements read the statement's rows directly. The generic trigger built its statement as
-- text and called an SQL function, so every insert, update or delete of voucher lines or stock
-- movements parsed and planned three statements again (a quarter of a millisecond, three times a
-- bill); these are planned once per connection. What the totals hold, and the order in which their
-- rows are written (key order, so two transactions never wait on each other in opposite orders), is
-- unchanged. The trigger names stay.
CREATE OR REPLACE FUNCTION voucher_lines_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO ledger_month_balances AS b (ledger_id, month, shard, debit, credit)
    SELECT l.ledger_id, date_trunc('month', l.vc_date)::date, pg_backend_pid() % 16, -sum(l.debit), -sum(l.credit)
    FROM old_rows l WHERE l.post_status = 1
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (ledger_id, month, shard) DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
    INSERT INTO party_balances AS b (party_id, ledger_id, debit, credit)
    SELECT l.party_id, l.ledger_id, -sum(l.debit), -sum(l.credit)
    FROM old_rows l WHERE l.post_status = 1 AND l.party_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (party_id, ledger_id) DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO ledger_month_balances AS b (ledger_id, month, shard, debit, credit)
    SELECT l.ledger_id, date_trunc('month', l.vc_date)::date, pg_backend_pid() % 16, sum(l.debit), sum(l.credit)
    FROM new_rows l WHERE l.post_status = 1
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (ledger_id, month, shard) DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
    INSERT INTO party_balances AS b (party_id, ledger_id, debit, credit)
    SELECT l.party_id, l.ledger_id, sum(l.debit), sum(l.credit)
    FROM new_rows l WHERE l.post_status = 1 AND l.party_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (party_id, ledger_id) DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_movements_totals() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO model_stock_totals AS t (model_id, source_type, qty, value)
    SELECT m.model_id, m.source_type, -sum(m.qty), -sum(m.value)
    FROM old_rows m GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (model_id, source_type) DO UPDATE SET qty = t.qty + excluded.qty, value = t.value + excluded.value;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO model_stock_totals AS t (model_id, source_type, qty, value)
    SELECT m.model_id, m.source_type, sum(m.qty), sum(m.value)
    FROM new_rows m GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (model_id, source_type) DO UPDATE SET qty = t.qty + excluded.qty, value = t.value + excluded.value;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER voucher_lines_totals_insert ON voucher_lines;
--> statement-breakpoint
DROP TRIGGER voucher_lines_totals_update ON voucher_lines;
--> statement-breakpoint
DROP TRIGGER voucher_lines_totals_delete ON voucher_lines;
--> statement-breakpoint
CREATE TRIGGER voucher_lines_totals_insert AFTER INSERT ON voucher_lines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION voucher_lines_totals();
--> statement-breakpoint
CREATE TRIGGER voucher_lines_totals_update AFTER UPDATE ON voucher_lines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION voucher_lines_totals();
--> statement-breakpoint
CREATE TRIGGER voucher_lines_totals_delete AFTER DELETE ON voucher_lines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION voucher_lines_totals();
--> statement-breakpoint
DROP TRIGGER stock_movements_totals_insert ON stock_movements;
--> statement-breakpoint
DROP TRIGGER stock_movements_totals_update ON stock_movements;
--> statement-breakpoint
DROP TRIGGER stock_movements_totals_delete ON stock_movements;
--> statement-breakpoint
CREATE TRIGGER stock_movements_totals_insert AFTER INSERT ON stock_movements REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_totals();
--> statement-breakpoint
CREATE TRIGGER stock_movements_totals_update AFTER UPDATE ON stock_movements REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_totals();
--> statement-breakpoint
CREATE TRIGGER stock_movements_totals_delete AFTER DELETE ON stock_movements REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_movements_totals();
--> statement-breakpoint
-- The generic trigger and its helpers have no other users.
DROP FUNCTION keep_totals(text, text);
--> statement-breakpoint
DROP FUNCTION apply_totals();
--> statement-breakpoint
DROP FUNCTION add_line_balances(voucher_lines[], integer);
--> statement-breakpoint
DROP FUNCTION add_movement_totals(stock_movements[], integer);
