-- Cheques with states (issue 22, items 1 and 2).
--
-- The ledgers, found by their system role: "Cheques in Hand" (chequesInHand) and "Cheques in
-- Clearing" (chequesInClearing) under a sub head "Cheques in Hand" of Current Assets, "Cheques
-- Issued" (chequesIssued) under a sub head of Current Liabilities, and "Bank Charges" (bankCharges)
-- under a sub head of Indirect Expenses. ensure_cheque_ledgers() writes whichever are missing (ids
-- 21-24 and sub heads 21-23 when free, beside the other seeded ones); a database whose chart the
-- seed has not written yet gets them from the seed, which calls it after writing the chart.
--
-- cheques: one row per cheque received from a party or issued to one, recorded by the document
-- that took or paid the money (source_type/source_id: a collection or payment 'collpay', a
-- purchase's payment 'purchase'). Its state moves on by dated vouchers (source 'cheque', source_id
-- = the cheque), each kept in cheque_events with its voucher number:
--   received: received -> deposited -> cleared | bounced; received -> returned | cancelled
--   issued:   issued -> cleared (presented) | cancelled
-- An issued cheque's number is used once per bank.
--
-- The upgrade: every cheque collection and cheque payment the previous version saved (coll_pay
-- with cash_bank_type 'Bank') and every purchase paid by cheque (a bank line on its payment
-- voucher) becomes a cheque in state cleared on its own date, marked legacy: its money went
-- straight to the bank on that day, and no voucher line changes.
CREATE OR REPLACE FUNCTION ensure_cheque_ledgers() RETURNS void AS $$
DECLARE
  ca_main integer;
  cl_main integer;
  ie_main integer;
  hand_sub integer;
  issued_sub integer;
  charges_sub integer;
  want record;
  new_id integer;
  new_name text;
BEGIN
  SELECT m_id INTO ca_main FROM ledgers WHERE system_role = 'cash';
  SELECT m_id INTO cl_main FROM ledgers WHERE system_role = 'payable';
  SELECT m_id INTO ie_main FROM ledgers WHERE system_role = 'discountAllowed';
  IF ca_main IS NULL OR cl_main IS NULL OR ie_main IS NULL THEN RETURN; END IF;

  FOR want IN SELECT * FROM (VALUES
      (21, 21, 'Cheques in Hand', 'chequesInHand', 'Cheques in Hand', ca_main),
      (22, 21, 'Cheques in Clearing', 'chequesInClearing', 'Cheques in Hand', ca_main),
      (23, 22, 'Cheques Issued', 'chequesIssued', 'Cheques Issued', cl_main),
      (24, 23, 'Bank Charges', 'bankCharges', 'Bank Charges', ie_main)
    ) AS t(lid, sid, lname, lrole, sname, mid) LOOP
    IF EXISTS (SELECT 1 FROM ledgers WHERE system_role = want.lrole) THEN CONTINUE; END IF;
    -- the sub head: the one of that name under the main head, else a new one
    SELECT id INTO new_id FROM acc_subs WHERE m_id = want.mid AND lower(name) = lower(want.sname) ORDER BY id LIMIT 1;
    IF new_id IS NULL THEN
      INSERT INTO acc_subs (id, m_id, name) VALUES (
        CASE WHEN EXISTS (SELECT 1 FROM acc_subs WHERE id = want.sid) THEN nextval(pg_get_serial_sequence('acc_subs', 'id')) ELSE want.sid END,
        want.mid, want.sname) RETURNING id INTO new_id;
    END IF;
    new_name := want.lname;
    IF EXISTS (SELECT 1 FROM ledgers WHERE lower(name) = lower(new_name)) THEN new_name := new_name || ' (cheques)'; END IF;
    INSERT INTO ledgers (id, m_id, s_id, name, system_role, open_date) VALUES (
      CASE WHEN EXISTS (SELECT 1 FROM ledgers WHERE id = want.lid) THEN nextval(pg_get_serial_sequence('ledgers', 'id')) ELSE want.lid END,
      want.mid, new_id, new_name, want.lrole, current_date);
    new_id := NULL;
  END LOOP;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT ensure_cheque_ledgers();
--> statement-breakpoint
CREATE TABLE "cheques" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"state" text NOT NULL,
	"legacy" boolean DEFAULT false NOT NULL,
	"party_id" integer NOT NULL REFERENCES "parties"("id"),
	"amount" numeric(18, 2) NOT NULL,
	"chq_no" text DEFAULT '' NOT NULL,
	"chq_date" date,
	"drawn_on" text DEFAULT '' NOT NULL,
	"bank_id" integer REFERENCES "banks"("id"),
	"received_date" date NOT NULL,
	"deposited_date" date,
	"cleared_date" date,
	"bounced_date" date,
	"returned_date" date,
	"cancelled_date" date,
	"bounce_charge" numeric(18, 2) DEFAULT '0' NOT NULL,
	"charge_to_party" boolean DEFAULT false NOT NULL,
	"source_type" text,
	"source_id" integer,
	"vc_no" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "cheques_direction" CHECK ("direction" IN ('received', 'issued')),
	CONSTRAINT "cheques_state" CHECK (
		("direction" = 'received' AND "state" IN ('received', 'deposited', 'cleared', 'bounced', 'returned', 'cancelled'))
		OR ("direction" = 'issued' AND "state" IN ('issued', 'cleared', 'cancelled'))),
	CONSTRAINT "cheques_amount" CHECK ("amount" > 0),
	CONSTRAINT "cheques_charge" CHECK ("bounce_charge" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cheques_source_key" ON "cheques" ("source_type", "source_id") WHERE "source_type" IS NOT NULL;
--> statement-breakpoint
-- An issued cheque's number is used once per bank (what the upgrade found may repeat one).
CREATE UNIQUE INDEX "cheques_issued_number" ON "cheques" ("bank_id", lower("chq_no")) WHERE "direction" = 'issued' AND NOT "legacy" AND "chq_no" <> '';
--> statement-breakpoint
CREATE INDEX "cheques_state_date" ON "cheques" ("direction", "state", "received_date");
--> statement-breakpoint
CREATE INDEX "cheques_party" ON "cheques" ("party_id");
--> statement-breakpoint
CREATE INDEX "cheques_bank" ON "cheques" ("bank_id");
--> statement-breakpoint
CREATE TABLE "cheque_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"cheque_id" integer NOT NULL REFERENCES "cheques"("id") ON DELETE CASCADE,
	"state" text NOT NULL,
	"event_date" date NOT NULL,
	"vc_no" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cheque_events_cheque" ON "cheque_events" ("cheque_id", "id");
--> statement-breakpoint
SELECT audit_table('cheques');
--> statement-breakpoint
SELECT audit_table('cheque_events');
--> statement-breakpoint
INSERT INTO cheques (direction, state, legacy, party_id, amount, chq_no, chq_date, bank_id, received_date, cleared_date, source_type, source_id, vc_no, created_by, created_at)
SELECT CASE WHEN c.coll_pay_type = 2 THEN 'received' ELSE 'issued' END, 'cleared', true, c.supp_id, c.amount, coalesce(c.chq_no, ''), c.chq_date, c.bank_id,
       c.date, c.date, 'collpay', c.id, c.vc_no, c.created_by, c.created_at
FROM coll_pay c WHERE c.cash_bank_type = 'Bank' AND c.amount > 0
ORDER BY c.id;
--> statement-breakpoint
INSERT INTO cheques (direction, state, legacy, party_id, amount, chq_no, chq_date, bank_id, received_date, cleared_date, source_type, source_id, vc_no, created_by, created_at)
SELECT 'issued', 'cleared', true, p.supp_id, v.credit, coalesce(v.chq_no, ''), v.chq_date, v.bank_id, p.pu_date, p.pu_date, 'purchase', p.id, p.pay_vc_no, p.created_by, p.created_at
FROM purchases p
JOIN LATERAL (
  SELECT l.credit, l.chq_no, l.chq_date, l.bank_id FROM voucher_lines l
  WHERE l.vc_no = p.pay_vc_no AND l.source_type = 'purchase' AND l.source_id = p.id AND l.credit > 0 AND l.bank_id IS NOT NULL
  ORDER BY l.id LIMIT 1
) v ON true
WHERE p.pay_vc_no IS NOT NULL
ORDER BY p.id;
--> statement-breakpoint
INSERT INTO cheque_events (cheque_id, state, event_date, vc_no, note, created_by, created_at)
SELECT id, 'cleared', cleared_date, vc_no, 'Recorded by the upgrade: the money went to the bank on this day', created_by, created_at FROM cheques WHERE legacy;
