-- A voucher's debits equal its credits: checked by the database at commit, whoever writes the lines.
CREATE OR REPLACE FUNCTION voucher_lines_check_balance() RETURNS trigger AS $$
DECLARE
  v text;
  d numeric;
  c numeric;
BEGIN
  IF TG_OP = 'DELETE' THEN v := OLD.vc_no; ELSE v := NEW.vc_no; END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO d, c FROM voucher_lines WHERE vc_no = v;
  IF d <> c THEN
    RAISE EXCEPTION 'voucher % is not balanced: debit % credit %', v, d, c USING ERRCODE = '23514';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.vc_no <> NEW.vc_no THEN
    SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO d, c FROM voucher_lines WHERE vc_no = OLD.vc_no;
    IF d <> c THEN
      RAISE EXCEPTION 'voucher % is not balanced: debit % credit %', OLD.vc_no, d, c USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER voucher_lines_balanced
  AFTER INSERT OR UPDATE OR DELETE ON voucher_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION voucher_lines_check_balance();
