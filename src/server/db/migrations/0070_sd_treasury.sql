-- Issue 40, item 9: VAT and SD are deposited to the treasury under different economic codes, so the
-- month's settlement moves its SD to a ledger of its own, SD Payable to Treasury, beside VAT Payable
-- to Treasury. Turning VAT on writes it with the others; a database where VAT is already on gets it now.
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
      ('VAT Current Account (Input)', 'vatInput', 'VAT Current Account', ca_main)
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
