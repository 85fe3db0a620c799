-- Issue 40, item 10: a credit note for a price reduction alone (an allowance after the sale, the goods
-- kept by the customer). It is a sales return whose line is an allowance: no quantity comes back and no
-- stock moves; its value (without tax) and the SD and VAT on it are reversed, and it takes the credit
-- note (Mushak 6.7) number of any return of a VAT bill.
ALTER TABLE sales_return_items ADD COLUMN allowance boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE sales_return_items DROP CONSTRAINT sales_return_items_qty_check;
--> statement-breakpoint
ALTER TABLE sales_return_items ADD CONSTRAINT sales_return_items_qty_check
  CHECK (CASE WHEN allowance THEN r_qty = 0 AND total > 0 ELSE r_qty > 0 END AND r_unit >= 0);
