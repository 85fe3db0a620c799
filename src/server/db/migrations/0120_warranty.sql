-- Warranty and service by serial (issue 44). A model's warranty in months, read from its printed
-- text ("1 year", "6 months", "No warranty", Bangla digits and words too), which stays as printed;
-- a bill line keeps the months its model had when it was sold, as it keeps the text. Then the
-- claims (service jobs), their history of states, and the RMA challans that send them to suppliers.
CREATE OR REPLACE FUNCTION warranty_months_of(t text) RETURNS integer AS $$
DECLARE
  s text := lower(translate(coalesce(t, ''), '০১২৩৪৫৬৭৮৯', '0123456789'));
  y integer := (regexp_match(s, '(\d+)\s*(?:years?|yrs?|বছর)'))[1]::integer;
  m integer := (regexp_match(s, '(\d+)\s*(?:months?|mons?|mo\M|মাস)'))[1]::integer;
BEGIN
  IF y IS NOT NULL OR m IS NOT NULL THEN RETURN coalesce(y, 0) * 12 + coalesce(m, 0); END IF;
  IF s ~ '^\s*(no\s+warranty|none|nil|no|n/?a|-+|নাই|নেই)\s*$' THEN RETURN 0; END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint
-- null: the text says no number of months (blank, or words the reading does not know); 0: no warranty.
ALTER TABLE "product_models" ADD COLUMN "warranty_months" integer;
--> statement-breakpoint
ALTER TABLE "sales_items" ADD COLUMN "warranty_months" integer;
--> statement-breakpoint
UPDATE product_models SET warranty_months = warranty_months_of(warranty) WHERE warranty_months_of(warranty) IS NOT NULL;
--> statement-breakpoint
UPDATE sales_items i SET warranty_months = coalesce(warranty_months_of(i.warranty), m.warranty_months)
  FROM product_models m WHERE m.id = i.m_id AND coalesce(warranty_months_of(i.warranty), m.warranty_months) IS NOT NULL;
--> statement-breakpoint
-- The months follow the text when the text is changed and the months are not (the catalogue form
-- sends the text only); a change of the months alone is kept.
CREATE OR REPLACE FUNCTION product_models_warranty_months() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.warranty_months IS NULL THEN NEW.warranty_months := warranty_months_of(NEW.warranty); END IF;
  ELSIF NEW.warranty IS DISTINCT FROM OLD.warranty AND NEW.warranty_months IS NOT DISTINCT FROM OLD.warranty_months THEN
    NEW.warranty_months := warranty_months_of(NEW.warranty);
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_models_warranty_months BEFORE INSERT OR UPDATE ON product_models
  FOR EACH ROW EXECUTE FUNCTION product_models_warranty_months();
--> statement-breakpoint
-- A bill line takes its model's months when it is written, whatever wrote it.
CREATE OR REPLACE FUNCTION sales_items_warranty_months() RETURNS trigger AS $$
BEGIN
  IF NEW.warranty_months IS NULL THEN
    NEW.warranty_months := coalesce(warranty_months_of(NEW.warranty), (SELECT warranty_months FROM product_models WHERE id = NEW.m_id));
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_items_warranty_months BEFORE INSERT ON sales_items
  FOR EACH ROW EXECUTE FUNCTION sales_items_warranty_months();
--> statement-breakpoint
-- A challan sending claimed units to one supplier or service centre.
CREATE TABLE "rma_challans" (
	"id" serial PRIMARY KEY NOT NULL,
	"rma_no" text NOT NULL UNIQUE,
	"rma_date" date NOT NULL,
	"supplier_id" integer NOT NULL REFERENCES "parties"("id"),
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A claim (service job) on one sold serial. state: received, sent, repaired, replaced, rejected,
-- credited, delivered. serial_id is the unit the customer brought; new_serial_id the one they go
-- home with when it was replaced (by the supplier, or from our stock: swap_*). A swap's faulty unit
-- is receivable from the supplier (receivable, at the cost our unit left stock with) until the
-- supplier replaces it or credits it.
CREATE TABLE "warranty_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_no" text NOT NULL UNIQUE,
	"claim_date" date NOT NULL,
	"serial_id" integer NOT NULL REFERENCES "serials"("id"),
	"m_id" integer NOT NULL REFERENCES "product_models"("id"),
	"sale_id" integer REFERENCES "sales"("id"),
	"cus_id" integer REFERENCES "parties"("id"),
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_mobile" text DEFAULT '' NOT NULL,
	"problem" text NOT NULL,
	"accessories" text DEFAULT '' NOT NULL,
	"expected_date" date,
	"in_warranty" boolean NOT NULL,
	"warranty_until" date,
	"state" text DEFAULT 'received' NOT NULL,
	"supplier_id" integer REFERENCES "parties"("id"),
	"rma_id" integer REFERENCES "rma_challans"("id"),
	"new_serial_id" integer REFERENCES "serials"("id"),
	"swap_serial_id" integer REFERENCES "serials"("id"),
	"swap_date" date,
	"swap_cost" numeric(18, 2),
	"receivable" numeric(18, 2),
	"credit_amount" numeric(18, 2),
	"charge" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_claims_state_check" CHECK ("state" in ('received', 'sent', 'repaired', 'replaced', 'rejected', 'credited', 'delivered'))
);
--> statement-breakpoint
CREATE INDEX "warranty_claims_serial_idx" ON "warranty_claims" ("serial_id");
--> statement-breakpoint
CREATE INDEX "warranty_claims_state_idx" ON "warranty_claims" ("state", "claim_date");
--> statement-breakpoint
CREATE INDEX "warranty_claims_rma_idx" ON "warranty_claims" ("rma_id");
--> statement-breakpoint
-- Each step of a claim: its date, who did it, a note; vc_no when it posted to the books.
CREATE TABLE "warranty_claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL REFERENCES "warranty_claims"("id") ON DELETE CASCADE,
	"state" text NOT NULL,
	"event_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"vc_no" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "warranty_claim_events_claim_idx" ON "warranty_claim_events" ("claim_id");
--> statement-breakpoint
-- The ledgers a claim posts to, made when the first claim needs one: Warranty Claims Receivable
-- (current assets), Service Income (under the sales accounts) and Warranty Claim Difference (what
-- a supplier's credit falls short of, or exceeds, the cost of the unit we gave from stock).
CREATE OR REPLACE FUNCTION ensure_warranty_ledgers() RETURNS void AS $$
DECLARE
  want record;
  sub_id integer;
  new_name text;
BEGIN
  FOR want IN SELECT * FROM (VALUES
      ('Warranty Claims Receivable', 'warrantyReceivable', 'Warranty Claims', (SELECT m_id FROM ledgers WHERE system_role = 'receivable')),
      ('Service Income', 'serviceIncome', 'Service Income', (SELECT m_id FROM ledgers WHERE system_role = 'sales')),
      ('Warranty Claim Difference', 'warrantyDifference', 'Warranty Claims', (SELECT m_id FROM ledgers WHERE system_role = 'stockAdjustment'))
    ) AS t(lname, lrole, sname, mid) LOOP
    IF want.mid IS NULL OR EXISTS (SELECT 1 FROM ledgers WHERE system_role = want.lrole) THEN CONTINUE; END IF;
    SELECT id INTO sub_id FROM acc_subs WHERE m_id = want.mid AND lower(name) = lower(want.sname) ORDER BY id LIMIT 1;
    IF sub_id IS NULL THEN
      INSERT INTO acc_subs (m_id, name) VALUES (want.mid, want.sname) RETURNING id INTO sub_id;
    END IF;
    new_name := want.lname;
    IF EXISTS (SELECT 1 FROM ledgers WHERE lower(name) = lower(new_name)) THEN new_name := new_name || ' (warranty)'; END IF;
    INSERT INTO ledgers (m_id, s_id, name, system_role, open_date) VALUES (want.mid, sub_id, new_name, want.lrole, current_date);
    sub_id := NULL;
  END LOOP;
END
$$ LANGUAGE plpgsql;
