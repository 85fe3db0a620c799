-- Re-costing a model rewrites the cost of every later document of it: its stock movements' unit
-- cost and value, its bill lines' purchase rate, its vouchers' Cost of Goods Sold and Inventory
-- amounts. PostgreSQL writes such an update without touching any index (a "HOT" update) when no
-- index holds a column that changed and the row's page has room for the new version. So:
--
-- 1. No index holds those columns. The two covering indexes of voucher_lines keep their keys and
--    lose debit and credit (their reads fetch the amounts from the table), and the latest-purchase
--    index of stock_movements loses unit_cost (its one probe per model reads one row).
DROP INDEX IF EXISTS "voucher_lines_posted_ledger_date_idx";
--> statement-breakpoint
CREATE INDEX "voucher_lines_posted_ledger_date_idx" ON "voucher_lines" ("ledger_id", "vc_date") WHERE "post_status" = 1;
--> statement-breakpoint
DROP INDEX IF EXISTS "voucher_lines_party_idx";
--> statement-breakpoint
CREATE INDEX "voucher_lines_party_idx" ON "voucher_lines" ("party_id", "vc_date") INCLUDE ("ledger_id", "post_status");
--> statement-breakpoint
DROP INDEX IF EXISTS "stock_movements_purchase_idx";
--> statement-breakpoint
CREATE INDEX "stock_movements_purchase_idx" ON "stock_movements" ("model_id", "mv_date", "id") WHERE "source_type" = 'purchase';
--> statement-breakpoint
-- 2. Pages keep room for the new versions. New pages of these tables are filled to 80 %; pages
--    written before keep their fill until the table is rewritten (VACUUM FULL), which this
--    migration does not do: it would lock the books for as long as it takes.
ALTER TABLE voucher_lines SET (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE stock_movements SET (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE sales_items SET (fillfactor = 80);
--> statement-breakpoint
-- 3. The rows a re-costing writes with app.bulk_recost on skip the per-row audit and period-lock
--    triggers in the trigger's WHEN clause instead of inside the function (0044): the same rule,
--    without calling a function for each of ten thousand rows. The audit trigger still runs when no
--    user is signed in, so that a change without one is refused as before (app.require_user).
DROP TRIGGER IF EXISTS voucher_lines_period_lock ON voucher_lines;
--> statement-breakpoint
CREATE TRIGGER voucher_lines_period_lock BEFORE INSERT OR UPDATE OR DELETE ON voucher_lines FOR EACH ROW
  WHEN (current_setting('app.bulk_recost', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION check_period_lock('vc_date');
--> statement-breakpoint
DROP TRIGGER IF EXISTS stock_movements_period_lock ON stock_movements;
--> statement-breakpoint
CREATE TRIGGER stock_movements_period_lock BEFORE INSERT OR UPDATE OR DELETE ON stock_movements FOR EACH ROW
  WHEN (current_setting('app.bulk_recost', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION check_period_lock('mv_date');
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['voucher_lines', 'sales_items', 'sales_return_items', 'purchase_return_items', 'adjustment_items'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_audit', t);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
      'WHEN (current_setting(''app.bulk_recost'', true) IS DISTINCT FROM ''on'' OR coalesce(current_setting(''app.user_id'', true), '''') = '''') '
      'EXECUTE FUNCTION audit_row()', t || '_audit', t);
  END LOOP;
END
$$;
