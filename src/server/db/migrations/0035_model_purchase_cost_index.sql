-- The model list shows each model's latest purchase cost. Its purchase movements, newest last, with
-- the cost: one probe at the end of this index instead of sorting ten years of the model's movements.
CREATE INDEX IF NOT EXISTS "stock_movements_purchase_idx" ON "stock_movements" ("model_id", "mv_date", "id") INCLUDE ("unit_cost") WHERE "source_type" = 'purchase';
