-- Stock valued in date order (issue 20): a model's movements are costed in date order, then in the
-- order they were saved (their id). Re-costing reads a model's movements after a point in that order.
CREATE INDEX IF NOT EXISTS "stock_movements_model_order_idx" ON "stock_movements" ("model_id", "mv_date", "id");
--> statement-breakpoint
-- The movements an earlier version saved were costed in the order they were typed in. The server
-- replays every model once in date order after this migration (stock/recost.ts: recostAll), in
-- TypeScript, and clears this mark in the same transaction.
CREATE TABLE "stock_recost_pending" ("since" timestamptz NOT NULL DEFAULT now());
--> statement-breakpoint
INSERT INTO "stock_recost_pending" DEFAULT VALUES;
