-- Customers and suppliers (type 1 customer, 2 supplier, 3 both) and banks. Voucher lines name them.
CREATE TABLE "parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parties_type_check" CHECK ("type" in (1,2,3))
);
--> statement-breakpoint
CREATE INDEX "parties_type_idx" ON "parties" ("type", "name");
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_branch_key" ON "banks" (lower("name"), lower("branch"));
--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "parties"("id");
--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_bank_id_fk" FOREIGN KEY ("bank_id") REFERENCES "banks"("id");
