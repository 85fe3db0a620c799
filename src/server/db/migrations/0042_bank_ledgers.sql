-- A ledger per bank (issue 20). Each bank of the bank master gets its own ledger under the sub head
-- of ledger 6 ("Bank Accounts"), named "Bank - Branch", kept as banks.ledger_id (a trigger gives a
-- bank inserted later its ledger, system role 'bank:<id>'); the bank's account
-- number is kept beside it, its opening balance is the ledger's opening amount (like any ledger's).
--
-- The lines that the first version posted to ledger 6 "Bank (Collections)" and 8 "Bank (Payments)"
-- move to the ledger of the bank they name (voucher_lines.bank_id). Lines that name no bank move to
-- a "Bank (unassigned)" ledger (system role bankUnassigned, created only when there are any), which
-- the books check reports until someone moves them by hand. No line is added or removed, and no
-- amount or date changes: the statement triggers of migration 0030 take each moved line out of its
-- old ledger's period balances and add it to the new one's in the same statement.
--
-- The period lock: moving a line changes its ledger, which the lock trigger refuses for lines dated
-- on or before period_lock.locked_until. The migration lifts the lock, moves the lines and restores
-- the lock as it was (date, who and when), all in the migration's one transaction, so no other
-- connection ever sees the books unlocked. The audit log records the lift and the restore, and each
-- moved line's old and new ledger.
ALTER TABLE "banks" ADD COLUMN "account_no" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "ledger_id" integer REFERENCES "ledgers"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "banks_ledger_key" ON "banks" ("ledger_id");
--> statement-breakpoint
-- A bank inserted without a ledger gets one, however it is inserted (the bank master sets the
-- opening amount on it afterwards; the rename is the bank master's).
CREATE OR REPLACE FUNCTION bank_ledger() RETURNS trigger AS $$
DECLARE
  main_id integer;
  sub_id integer;
  new_id integer;
BEGIN
  IF NEW.ledger_id IS NOT NULL THEN RETURN NEW; END IF;
  SELECT m_id, s_id INTO main_id, sub_id FROM ledgers WHERE id = 6;
  IF main_id IS NULL THEN RETURN NEW; END IF;
  INSERT INTO ledgers (m_id, s_id, name, system_role)
  VALUES (main_id, sub_id, NEW.name || CASE WHEN NEW.branch <> '' THEN ' - ' || NEW.branch ELSE '' END, 'bank:' || NEW.id)
  RETURNING id INTO new_id;
  NEW.ledger_id := new_id;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER banks_ledger BEFORE INSERT ON banks FOR EACH ROW EXECUTE FUNCTION bank_ledger();
--> statement-breakpoint
DO $$
DECLARE
  b record;
  main_id integer;
  sub_id integer;
  ledger_name text;
  new_id integer;
  unassigned integer;
  lock_row period_lock%ROWTYPE;
BEGIN
  SELECT m_id, s_id INTO main_id, sub_id FROM ledgers WHERE id = 6;
  -- A database the seed has not filled yet holds no lines either: banks get their ledgers when created.
  IF main_id IS NULL THEN RETURN; END IF;

  FOR b IN SELECT id, name, branch FROM banks ORDER BY id LOOP
    ledger_name := b.name || CASE WHEN b.branch <> '' THEN ' - ' || b.branch ELSE '' END;
    IF EXISTS (SELECT 1 FROM ledgers WHERE lower(name) = lower(ledger_name)) THEN
      ledger_name := ledger_name || ' (bank ' || b.id || ')';
    END IF;
    INSERT INTO ledgers (m_id, s_id, name, system_role) VALUES (main_id, sub_id, ledger_name, 'bank:' || b.id) RETURNING id INTO new_id;
    UPDATE banks SET ledger_id = new_id WHERE id = b.id;
  END LOOP;

  IF EXISTS (SELECT 1 FROM voucher_lines WHERE ledger_id IN (6, 8) AND bank_id IS NULL) THEN
    ledger_name := 'Bank (unassigned)';
    IF EXISTS (SELECT 1 FROM ledgers WHERE lower(name) = lower(ledger_name)) THEN ledger_name := 'Bank (unassigned, migration 0042)'; END IF;
    -- Opening amounts typed on ledgers 6 and 8 go with their lines (both are asset ledgers).
    INSERT INTO ledgers (m_id, s_id, name, system_role, amount, open_date)
    SELECT main_id, sub_id, ledger_name, 'bankUnassigned', coalesce(sum(amount), 0), min(open_date) FILTER (WHERE amount <> 0)
    FROM ledgers WHERE id IN (6, 8)
    RETURNING id INTO unassigned;
  END IF;

  SELECT * INTO lock_row FROM period_lock WHERE id = 1 FOR UPDATE;
  IF lock_row.locked_until IS NOT NULL THEN
    UPDATE period_lock SET locked_until = NULL WHERE id = 1;
  END IF;

  UPDATE voucher_lines v SET ledger_id = b2.ledger_id
  FROM banks b2 WHERE v.ledger_id IN (6, 8) AND v.bank_id = b2.id;

  IF unassigned IS NOT NULL THEN
    UPDATE voucher_lines SET source_id = unassigned WHERE source_type = 'ledger_opening' AND source_id IN (6, 8);
    UPDATE voucher_lines SET ledger_id = unassigned WHERE ledger_id IN (6, 8);
    UPDATE ledgers SET amount = 0 WHERE id IN (6, 8);
  END IF;

  IF lock_row.locked_until IS NOT NULL THEN
    UPDATE period_lock SET locked_until = lock_row.locked_until, updated_by = lock_row.updated_by, updated_at = lock_row.updated_at WHERE id = 1;
  END IF;
END
$$;
