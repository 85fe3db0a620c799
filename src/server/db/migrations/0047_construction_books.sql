-- Issue 21: the construction books read income and expense by account nature, not by voucher type.
--
-- 1. Each group of the construction chart has a nature (asset, liability, equity, income, expense).
--    Existing groups take it from their name, as the reports guessed it before ("...expense..." was
--    an expense group); the chart screens show it and let it be changed.
ALTER TABLE "project_acc_groups" ADD COLUMN IF NOT EXISTS "nature" text;
--> statement-breakpoint
UPDATE "project_acc_groups" SET "nature" = CASE
	WHEN "name" ~* '(expense|expenditure|cost)' THEN 'expense'
	WHEN "name" ~* '(income|revenue|sales|receipt)' THEN 'income'
	WHEN "name" ~* '(capital|equity)' THEN 'equity'
	WHEN "name" ~* '(liabilit|payable|loan|creditor)' THEN 'liability'
	ELSE 'asset' END
WHERE "nature" IS NULL;
--> statement-breakpoint
ALTER TABLE "project_acc_groups" ALTER COLUMN "nature" SET DEFAULT 'asset', ALTER COLUMN "nature" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "project_acc_groups" ADD CONSTRAINT "project_acc_groups_nature_check"
	CHECK ("nature" in ('asset', 'liability', 'equity', 'income', 'expense'));
--> statement-breakpoint
-- 2. A bill's items each name their expense head; existing items keep the bill's To ledger.
ALTER TABLE "project_bill_items" ADD COLUMN IF NOT EXISTS "ledger_id" integer REFERENCES "project_ledgers"("id");
--> statement-breakpoint
UPDATE "project_bill_items" i SET "ledger_id" = b."ledger_id" FROM "project_bills" b WHERE b."id" = i."bill_id" AND i."ledger_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "project_bill_items" ALTER COLUMN "ledger_id" SET NOT NULL;
--> statement-breakpoint
-- 3. A completed project's stored profit/loss and investment were the voucher-type figures (capital
--    counted as income, a supplier's payment as expense a second time). They are recomputed the new
--    way: income credited to income ledgers, expense debited to expense ledgers, investment the
--    capital credited to investors' ledgers, each on lines tagged with the project. The audit log
--    keeps each project's figures as they were (the update is audited like any other).
UPDATE "projects" p SET
	"profit_loss" = coalesce(f.income, 0) - coalesce(f.expense, 0),
	"investment" = coalesce(f.capital, 0)
FROM "projects" x
LEFT JOIN (
	SELECT v.project_id,
		sum(v.credit - v.debit) FILTER (WHERE g.nature = 'income') AS income,
		sum(v.debit - v.credit) FILTER (WHERE g.nature = 'expense') AS expense,
		sum(v.credit - v.debit) FILTER (WHERE i.id IS NOT NULL) AS capital
	FROM project_voucher_lines v
	JOIN project_ledgers l ON l.id = v.project_ledger_id
	JOIN project_acc_mains m ON m.id = l.project_acc_main_id
	JOIN project_acc_groups g ON g.id = m.project_g_id
	LEFT JOIN investors i ON i.ledger_id = l.id
	WHERE v.project_id IS NOT NULL
	GROUP BY v.project_id
) f ON f.project_id = x.id
WHERE p.id = x.id AND p.status = 'completed';
