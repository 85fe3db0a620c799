-- Collections (coll_pay_type 2) and payments (1). A collection taken on a sale bill carries sale_id.
-- Its voucher lines carry source_type 'collpay' and source_id = id.
CREATE TABLE "coll_pay" (
	"id" serial PRIMARY KEY NOT NULL,
	"inv_no" text NOT NULL,
	"supp_id" integer NOT NULL REFERENCES "parties"("id"),
	"pre_due" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vc_no" text NOT NULL,
	"date" date NOT NULL,
	"rmks" text DEFAULT '' NOT NULL,
	"coll_pay_type" smallint NOT NULL,
	"cash_bank_type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"outstnd" numeric(18, 2) DEFAULT '0' NOT NULL,
	"bank_id" integer REFERENCES "banks"("id"),
	"chq_no" text,
	"chq_date" date,
	"sale_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coll_pay_type_check" CHECK ("coll_pay_type" in (1,2)),
	CONSTRAINT "coll_pay_cash_bank_check" CHECK ("cash_bank_type" in ('Cash','Bank')),
	CONSTRAINT "coll_pay_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coll_pay_inv_no_key" ON "coll_pay" ("inv_no");
--> statement-breakpoint
CREATE INDEX "coll_pay_party_idx" ON "coll_pay" ("supp_id", "date");
--> statement-breakpoint
CREATE INDEX "coll_pay_sale_idx" ON "coll_pay" ("sale_id");
