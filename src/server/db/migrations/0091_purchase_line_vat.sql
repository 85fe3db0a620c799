-- Input VAT per purchase line (issue 40, items 6 and 7). Each line of a purchase keeps the VAT rate
-- of the supplier's tax invoice (null on lines saved before: their rate was never asked), its SD,
-- the VAT credited as input VAT and the VAT that went into the goods' cost (not rebatable: a
-- supplier without a BIN, goods sold exempt or at a reduced rate, section 46). A debit note takes
-- back exactly the VAT of the lines it returns, at what each line carried. The purchase keeps the
-- supplier's BIN as on the challan (Mushak 6.3) and its SD; its input_vat and vat_in_cost stay the
-- sums of its lines'.
ALTER TABLE "purchase_items"
	ADD COLUMN IF NOT EXISTS "vat_bp" integer CHECK ("vat_bp" BETWEEN 0 AND 10000),
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("sd" >= 0),
	ADD COLUMN IF NOT EXISTS "input_vat" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("input_vat" >= 0),
	ADD COLUMN IF NOT EXISTS "vat_in_cost" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("vat_in_cost" >= 0);
--> statement-breakpoint
ALTER TABLE "purchases"
	ADD COLUMN IF NOT EXISTS "supp_bin" text NOT NULL DEFAULT '',
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("sd" >= 0);
--> statement-breakpoint
ALTER TABLE "purchase_return_items"
	ADD COLUMN IF NOT EXISTS "input_vat" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("input_vat" >= 0),
	ADD COLUMN IF NOT EXISTS "vat_in_cost" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("vat_in_cost" >= 0);
--> statement-breakpoint
-- Existing purchases: their input VAT and VAT in cost spread over their lines by value as the code
-- before did (each line but the last, by id, round(amount × line ÷ purchase), half away from zero;
-- the last line the rest), so no figure of a saved purchase changes.
WITH l AS (
  SELECT i.id, i.purchase_id, i.total, p.input_vat AS p_vat, p.vat_in_cost AS p_cost,
    sum(i.total) OVER (PARTITION BY i.purchase_id) AS whole,
    row_number() OVER (PARTITION BY i.purchase_id ORDER BY i.id DESC) AS from_last
  FROM purchase_items i JOIN purchases p ON p.id = i.purchase_id
  WHERE p.input_vat > 0 OR p.vat_in_cost > 0
), s AS (
  SELECT id, purchase_id, from_last, p_vat, p_cost,
    CASE WHEN whole = 0 THEN 0 ELSE round(p_vat * total / whole, 2) END AS vat,
    CASE WHEN whole = 0 THEN 0 ELSE round(p_cost * total / whole, 2) END AS cost
  FROM l
), t AS (
  SELECT id, from_last, p_vat, p_cost, vat, cost,
    sum(vat) OVER w - vat AS vat_others, sum(cost) OVER w - cost AS cost_others
  FROM s WINDOW w AS (PARTITION BY purchase_id)
)
UPDATE purchase_items i SET
  input_vat = CASE WHEN t.from_last = 1 THEN t.p_vat - t.vat_others ELSE t.vat END,
  vat_in_cost = CASE WHEN t.from_last = 1 THEN t.p_cost - t.cost_others ELSE t.cost END
FROM t WHERE t.id = i.id;
--> statement-breakpoint
-- Existing returns: their input VAT and VAT in cost spread over their lines by value at the price
-- bought, as the return's preview showed them.
WITH l AS (
  SELECT ri.id, ri.return_id, ri.r_qty * pi.unit_price AS bought, r.input_vat AS r_vat, r.vat_in_cost AS r_cost,
    sum(ri.r_qty * pi.unit_price) OVER (PARTITION BY ri.return_id) AS whole,
    row_number() OVER (PARTITION BY ri.return_id ORDER BY ri.id DESC) AS from_last
  FROM purchase_return_items ri JOIN purchase_returns r ON r.id = ri.return_id JOIN purchase_items pi ON pi.id = ri.pu_item_id
  WHERE r.input_vat > 0 OR r.vat_in_cost > 0
), s AS (
  SELECT id, return_id, from_last, r_vat, r_cost,
    CASE WHEN whole = 0 THEN 0 ELSE round(r_vat * bought / whole, 2) END AS vat,
    CASE WHEN whole = 0 THEN 0 ELSE round(r_cost * bought / whole, 2) END AS cost
  FROM l
), t AS (
  SELECT id, from_last, r_vat, r_cost, vat, cost,
    sum(vat) OVER w - vat AS vat_others, sum(cost) OVER w - cost AS cost_others
  FROM s WINDOW w AS (PARTITION BY return_id)
)
UPDATE purchase_return_items i SET
  input_vat = CASE WHEN t.from_last = 1 THEN t.r_vat - t.vat_others ELSE t.vat END,
  vat_in_cost = CASE WHEN t.from_last = 1 THEN t.r_cost - t.cost_others ELSE t.cost END
FROM t WHERE t.id = i.id;
