-- Issue 20, item 7: a party's opening balance takes a date, and its opening voucher (source
-- 'party_opening') is dated by it. Until now the voucher was dated the day the party was created
-- (in Dhaka): each existing party takes the date its opening voucher has, or that day when it has
-- none, so no voucher line moves. A party saved without a date opens today, as before.
ALTER TABLE "parties" ADD COLUMN IF NOT EXISTS "opening_date" date;
--> statement-breakpoint
UPDATE "parties" p SET "opening_date" = coalesce(
	(SELECT min(v.vc_date) FROM voucher_lines v WHERE v.source_type = 'party_opening' AND v.source_id = p.id),
	(p.created_at AT TIME ZONE 'Asia/Dhaka')::date)
WHERE "opening_date" IS NULL;
--> statement-breakpoint
ALTER TABLE "parties"
	ALTER COLUMN "opening_date" SET DEFAULT ((now() AT TIME ZONE 'Asia/Dhaka')::date),
	ALTER COLUMN "opening_date" SET NOT NULL;
