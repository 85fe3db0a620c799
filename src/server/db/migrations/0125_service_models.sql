-- A non-stock service (issue 44): a catalogue model flagged `service` is sold on a bill like any
-- model, but holds no stock, has no serials and no cost; its value is credited to Service Income.
-- The warranty desk bills an out-of-warranty repair's charge as such a line ("Repair service"),
-- and the claim keeps the bill (`bill_id`).
ALTER TABLE "product_models" ADD COLUMN "service" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "bill_id" integer REFERENCES "sales"("id");
--> statement-breakpoint
-- The repair service the warranty desk bills: a service model of its own, made the first time the
-- desk bills a charge and none exists (as ensure_warranty_ledgers makes its ledgers). No VAT unless set.
CREATE OR REPLACE FUNCTION ensure_service_model() RETURNS integer AS $$
DECLARE
  found integer;
BEGIN
  SELECT id INTO found FROM product_models WHERE service ORDER BY (lower(btrim(name)) = 'repair service') DESC, id LIMIT 1;
  IF found IS NOT NULL THEN RETURN found; END IF;
  INSERT INTO product_models (name, service, srl_avl, warranty, warranty_months, vat_bp, sd_bp)
    VALUES (CASE WHEN EXISTS (SELECT 1 FROM product_models WHERE c_id IS NULL AND lower(btrim(name)) = 'repair service')
                 THEN 'Repair service (service)' ELSE 'Repair service' END, true, 0, '', 0, 0, 0)
    RETURNING id INTO found;
  RETURN found;
END
$$ LANGUAGE plpgsql;
