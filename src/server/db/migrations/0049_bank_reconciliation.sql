-- Bank reconciliation and mobile money accounts (issue 22, items 4 and 5).
--
-- bank_reconciliations: one bank statement of one money account (a bank of the bank master) up to
-- its statement date, with its closing balance; bank_statement_lines: its lines (typed or imported
-- from the bank's CSV), each matched to a cheque (cleared or presented on the line's date) or to a
-- book line of the bank's ledger, or left unmatched (a difference the statement shows).
-- bank_clearances: the bank's date of each book line of a bank ledger the bank has passed. Lines a
-- cheque's clearing, a bank charge or an opening posted are in the bank on their own date and need
-- no row here.
--
-- Mobile money: a bank of the bank master may be a bKash, Nagad or Rocket merchant or agent
-- account (banks.kind, with its wallet number); its ledger sits under a sub head "Mobile Money
-- Accounts" of Current Assets, beside Bank Accounts. A collection or payment through it carries the
-- wallet's transaction ID (coll_pay.txn_id), used once per account.
CREATE TABLE "bank_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL REFERENCES "banks"("id"),
	"statement_date" date NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_reconciliations_bank" ON "bank_reconciliations" ("bank_id", "statement_date");
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"recon_id" integer NOT NULL REFERENCES "bank_reconciliations"("id") ON DELETE CASCADE,
	"line_no" integer NOT NULL,
	"txn_date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"chq_no" text DEFAULT '' NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(18, 2),
	"matched_cheque_id" integer REFERENCES "cheques"("id") ON DELETE SET NULL,
	"matched_line_id" integer REFERENCES "voucher_lines"("id") ON DELETE SET NULL,
	CONSTRAINT "bank_statement_lines_amounts" CHECK ("debit" >= 0 AND "credit" >= 0)
);
--> statement-breakpoint
CREATE INDEX "bank_statement_lines_recon" ON "bank_statement_lines" ("recon_id", "line_no");
--> statement-breakpoint
CREATE TABLE "bank_clearances" (
	"voucher_line_id" integer PRIMARY KEY NOT NULL REFERENCES "voucher_lines"("id") ON DELETE CASCADE,
	"bank_date" date NOT NULL,
	"recon_id" integer REFERENCES "bank_reconciliations"("id") ON DELETE SET NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
SELECT audit_table('bank_reconciliations');
--> statement-breakpoint
SELECT audit_table('bank_statement_lines');
--> statement-breakpoint
SELECT audit_table('bank_clearances');
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "kind" text DEFAULT 'bank' NOT NULL;
--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_kind" CHECK ("kind" IN ('bank', 'bkash', 'nagad', 'rocket'));
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "wallet_no" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "coll_pay" ADD COLUMN "txn_id" text;
--> statement-breakpoint
ALTER TABLE "coll_pay" DROP CONSTRAINT "coll_pay_cash_bank_check";
--> statement-breakpoint
ALTER TABLE "coll_pay" ADD CONSTRAINT "coll_pay_cash_bank_check" CHECK ("cash_bank_type" in ('Cash', 'Bank', 'Mobile'));
--> statement-breakpoint
CREATE UNIQUE INDEX "coll_pay_txn_id_key" ON "coll_pay" ("bank_id", lower("txn_id")) WHERE "txn_id" IS NOT NULL AND "txn_id" <> '';
--> statement-breakpoint
-- A mobile money account's ledger goes under "Mobile Money Accounts" (made beside Bank Accounts the
-- first time one is needed); a bank's under Bank Accounts as before.
CREATE OR REPLACE FUNCTION bank_ledger() RETURNS trigger AS $$
DECLARE
  main_id integer;
  sub_id integer;
  new_id integer;
BEGIN
  IF NEW.ledger_id IS NOT NULL THEN RETURN NEW; END IF;
  SELECT m_id, s_id INTO main_id, sub_id FROM ledgers WHERE id = 6;
  IF main_id IS NULL THEN RETURN NEW; END IF;
  IF NEW.kind <> 'bank' THEN
    SELECT id INTO sub_id FROM acc_subs WHERE m_id = main_id AND name = 'Mobile Money Accounts' ORDER BY id LIMIT 1;
    IF sub_id IS NULL THEN
      INSERT INTO acc_subs (m_id, name) VALUES (main_id, 'Mobile Money Accounts') RETURNING id INTO sub_id;
    END IF;
  END IF;
  INSERT INTO ledgers (m_id, s_id, name, system_role)
  VALUES (main_id, sub_id, NEW.name || CASE WHEN NEW.branch <> '' THEN ' - ' || NEW.branch ELSE '' END, 'bank:' || NEW.id)
  RETURNING id INTO new_id;
  NEW.ledger_id := new_id;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
