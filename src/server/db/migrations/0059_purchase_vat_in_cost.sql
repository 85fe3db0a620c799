-- VAT a purchase pays that is not rebatable (issue 23, item 3: "to the cost when not"): the
-- supplier's invoice shows VAT the business cannot take as input VAT (no proper tax invoice, exempt
-- output, a trader on turnover tax). It is shared over the purchase's lines by value (to the paisa,
-- the last line takes the remainder) and each line's stock comes in at its value plus its share; the
-- purchase's journal debits Inventory with it and the supplier is owed it. Existing purchases had
-- none.
ALTER TABLE "purchases" ADD COLUMN "vat_in_cost" numeric(18, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_vat_in_cost" CHECK ("vat_in_cost" >= 0);
--> statement-breakpoint
-- A purchase return takes back its share of that VAT (by value at the price bought, as it does the
-- input VAT): the supplier owes it back with the goods.
ALTER TABLE "purchase_returns" ADD COLUMN "vat_in_cost" numeric(18, 2) DEFAULT '0' NOT NULL;
