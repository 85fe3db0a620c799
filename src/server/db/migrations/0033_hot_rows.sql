-- Rows that every save updates (number counters, stock balances, period balances) leave a dead
-- version behind each time. With pages kept mostly empty, PostgreSQL prunes those versions long
-- before a page fills, so a read of a hot row walks a short chain instead of hundreds of versions.
ALTER TABLE counters SET (fillfactor = 10);
--> statement-breakpoint
ALTER TABLE returned_numbers SET (fillfactor = 10);
--> statement-breakpoint
ALTER TABLE model_stock SET (fillfactor = 10);
--> statement-breakpoint
ALTER TABLE model_stock_totals SET (fillfactor = 10);
--> statement-breakpoint
ALTER TABLE party_balances SET (fillfactor = 10);
--> statement-breakpoint
ALTER TABLE ledger_month_balances SET (fillfactor = 10);
