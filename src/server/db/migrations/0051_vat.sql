-- Issue 23: VAT the Bangladeshi way. With VAT off (the default) nothing posts differently.
--
-- Settings: the company's BIN, whether it is VAT-registered, the default VAT rate, whether sale
-- prices are entered VAT-inclusive, and who signs the Mushak forms. Rates are basis points
-- (15 % = 1500). A model carries its own VAT and SD rate, or takes its category's, or the default;
-- `vat_exempt` marks an exempt supply (no VAT, and not a zero-rated one). Parties carry a BIN or NID.
ALTER TABLE "app_settings"
	ADD COLUMN IF NOT EXISTS "vat_registered" boolean NOT NULL DEFAULT false,
	ADD COLUMN IF NOT EXISTS "bin" text,
	ADD COLUMN IF NOT EXISTS "vat_default_bp" integer NOT NULL DEFAULT 1500,
	ADD COLUMN IF NOT EXISTS "vat_prices_inclusive" boolean NOT NULL DEFAULT false,
	ADD COLUMN IF NOT EXISTS "vat_signatory_name" text NOT NULL DEFAULT '',
	ADD COLUMN IF NOT EXISTS "vat_signatory_designation" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "app_settings"
	ADD CONSTRAINT "app_settings_bin_check" CHECK ("bin" IS NULL OR "bin" ~ '^\d{13}$'),
	ADD CONSTRAINT "app_settings_vat_bp_check" CHECK ("vat_default_bp" BETWEEN 0 AND 10000);
--> statement-breakpoint
ALTER TABLE "product_categories"
	ADD COLUMN IF NOT EXISTS "vat_bp" integer CHECK ("vat_bp" BETWEEN 0 AND 10000),
	ADD COLUMN IF NOT EXISTS "sd_bp" integer CHECK ("sd_bp" BETWEEN 0 AND 10000),
	ADD COLUMN IF NOT EXISTS "vat_exempt" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "product_models"
	ADD COLUMN IF NOT EXISTS "vat_bp" integer CHECK ("vat_bp" BETWEEN 0 AND 10000),
	ADD COLUMN IF NOT EXISTS "sd_bp" integer CHECK ("sd_bp" BETWEEN 0 AND 10000),
	ADD COLUMN IF NOT EXISTS "vat_exempt" boolean;
--> statement-breakpoint
ALTER TABLE "parties"
	ADD COLUMN IF NOT EXISTS "bin" text CHECK ("bin" IS NULL OR "bin" ~ '^\d{13}$'),
	ADD COLUMN IF NOT EXISTS "nid" text CHECK ("nid" IS NULL OR "nid" ~ '^(\d{10}|\d{13}|\d{17})$');
--> statement-breakpoint
-- A bill's lines keep what VAT made of them, and the bill its totals and Mushak 6.3 number (its own
-- series per fiscal year). Existing bills carry none: 0 everywhere, no number.
ALTER TABLE "sales_items"
	ADD COLUMN IF NOT EXISTS "disc" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat_bp" integer NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "sd_bp" integer NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat_exempt" boolean NOT NULL DEFAULT false,
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat_reason" text NOT NULL DEFAULT '',
	ADD COLUMN IF NOT EXISTS "net" numeric(18, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales"
	ADD COLUMN IF NOT EXISTS "vat" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat_inclusive" boolean NOT NULL DEFAULT false,
	ADD COLUMN IF NOT EXISTS "mushak_no" text,
	ADD COLUMN IF NOT EXISTS "issued_at" timestamptz NOT NULL DEFAULT now();
--> statement-breakpoint
-- The bill's total now carries its VAT and SD (inside the prices when they were entered inclusive).
ALTER TABLE "sales" DROP CONSTRAINT IF EXISTS "sales_amounts_check";
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_amounts_check" CHECK (
	"sub_total" >= 0 and "inv_disc" >= 0 and "inv_disc" <= "sub_total" and "collect" >= 0 and "vat" >= 0 and "sd" >= 0
	and "grand_total" = "sub_total" - "inv_disc" + case when "vat_inclusive" then 0 else "vat" + "sd" end);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sales_mushak_no_key" ON "sales" ("mushak_no") WHERE "mushak_no" IS NOT NULL;
--> statement-breakpoint
-- A return of a VAT bill reverses its lines' share of their value without tax, discount, SD and VAT
-- (credit note, Mushak 6.7, numbered per fiscal year).
ALTER TABLE "sales_return_items"
	ADD COLUMN IF NOT EXISTS "net" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat" numeric(18, 2) NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "sales_returns"
	ADD COLUMN IF NOT EXISTS "sd" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "vat" numeric(18, 2) NOT NULL DEFAULT 0,
	ADD COLUMN IF NOT EXISTS "credit_note_no" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sales_returns_credit_note_no_key" ON "sales_returns" ("credit_note_no") WHERE "credit_note_no" IS NOT NULL;
--> statement-breakpoint
-- A purchase's rebatable input VAT, as the supplier's tax invoice (its Mushak 6.3 number) gives it:
-- Dr VAT Current Account (Input), the supplier owed it too; the stock is valued without it.
ALTER TABLE "purchases"
	ADD COLUMN IF NOT EXISTS "input_vat" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("input_vat" >= 0),
	ADD COLUMN IF NOT EXISTS "supp_mushak_no" text NOT NULL DEFAULT '';
--> statement-breakpoint
-- A return to a supplier of goods bought with input VAT is a debit note (Mushak 6.8, numbered per
-- fiscal year): it takes back its share of that VAT.
ALTER TABLE "purchase_returns"
	ADD COLUMN IF NOT EXISTS "input_vat" numeric(18, 2) NOT NULL DEFAULT 0 CHECK ("input_vat" >= 0),
	ADD COLUMN IF NOT EXISTS "debit_note_no" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "purchase_returns_debit_note_no_key" ON "purchase_returns" ("debit_note_no") WHERE "debit_note_no" IS NOT NULL;
--> statement-breakpoint
-- The VAT ledgers, found by role: output VAT and SD owed on sales, and what is owed to the treasury
-- after the monthly settlement, under a sub head "Duties & Taxes" of Current Liabilities; input VAT
-- under a sub head "VAT Current Account" of Current Assets. They are written when VAT is first turned
-- on (the settings call this), so a business that is not VAT-registered sees no new ledger.
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
