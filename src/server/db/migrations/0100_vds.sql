-- Issue 40: VAT deducted at source (VDS). A customer may be a VDS entity (an admin marks it); a
-- collection from one records the VAT the customer deducted and deposited itself, with the number of
-- its certificate (Mushak 6.6). The voucher debits that VAT to VAT Deducted at Source, a receivable
-- beside VAT Current Account (Input), and the customer's due falls by the money and the VAT; the
-- month's settlement moves it against the VAT payable (the 9.1's decreasing adjustment).
ALTER TABLE parties ADD COLUMN vds_entity boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE coll_pay ADD COLUMN vds_vat numeric(18,2) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE coll_pay ADD COLUMN vds_cert_no text;
--> statement-breakpoint
ALTER TABLE coll_pay ADD CONSTRAINT coll_pay_vds_vat_check CHECK (vds_vat >= 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ensure_vat_ledgers() RETURNS void AS $$
DECLARE
  ca_main integer;
  cl_main integer;
  want record;
  sub_id integer;
  new_name text;
BEGIN
  SELECT m_id INTO ca_main FROM ledgers WHERE system_role = 'cash';
  SELECT m_id INTO cl_main FROM ledgers WHERE system_role = 'payable';
  IF ca_main IS NULL OR cl_main IS NULL THEN RETURN; END IF;
  FOR want IN SELECT * FROM (VALUES
      ('VAT Payable (Output)', 'vatOutput', 'Duties & Taxes', cl_main),
      ('SD Payable', 'sdPayable', 'Duties & Taxes', cl_main),
      ('VAT Payable to Treasury', 'vatTreasury', 'Duties & Taxes', cl_main),
      ('SD Payable to Treasury', 'sdTreasury', 'Duties & Taxes', cl_main),
      ('VAT Current Account (Input)', 'vatInput', 'VAT Current Account', ca_main),
      ('VAT Deducted at Source', 'vatVds', 'VAT Current Account', ca_main)
    ) AS t(lname, lrole, sname, mid) LOOP
    IF EXISTS (SELECT 1 FROM ledgers WHERE system_role = want.lrole) THEN CONTINUE; END IF;
    SELECT id INTO sub_id FROM acc_subs WHERE m_id = want.mid AND lower(name) = lower(want.sname) ORDER BY id LIMIT 1;
    IF sub_id IS NULL THEN
      INSERT INTO acc_subs (m_id, name) VALUES (want.mid, want.sname) RETURNING id INTO sub_id;
    END IF;
    new_name := want.lname;
    IF EXISTS (SELECT 1 FROM ledgers WHERE lower(name) = lower(new_name)) THEN new_name := new_name || ' (VAT)'; END IF;
    INSERT INTO ledgers (m_id, s_id, name, system_role, open_date) VALUES (want.mid, sub_id, new_name, want.lrole, current_date);
    sub_id := NULL;
  END LOOP;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM ledgers WHERE system_role = 'vatOutput') THEN PERFORM ensure_vat_ledgers(); END IF;
END $$;
