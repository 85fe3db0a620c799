-- Cheques written on hand-typed vouchers (issue 22, item 1 and 2: "in a hand voucher").
--
-- A Bank Received voucher whose bank line carries a cheque number records a received cheque; a
-- Bank Payment voucher's records an issued one (source_type 'voucher', source_id = the cheque's
-- voucher line). Its money line posts to Cheques in Hand / Cheques Issued, as a document's does.
-- The voucher's other side may be a ledger with no party (rent paid by cheque, a loan received):
-- counter_ledger_id is the ledger a bounce or a cancellation posts back to, and the party is then
-- empty. A document's cheque keeps its party (counter_ledger_id stays empty: its party's receivable
-- or payable, as before).
--
-- Nothing existing changes: every cheque so far has a party.
ALTER TABLE "cheques" ALTER COLUMN "party_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "cheques" ADD COLUMN "counter_ledger_id" integer REFERENCES "ledgers"("id");
--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_party_or_ledger" CHECK ("party_id" IS NOT NULL OR "counter_ledger_id" IS NOT NULL);
